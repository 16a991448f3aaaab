// Rankings (paginated) and the short teaser lists. What each ranks by is documented in docs/api.md.
import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { orm } from '#app/db/orm.server.ts';
import { cachedPerDatabase } from '#app/lib/isolate-cache.server.ts';
import { carCounts, carPopularity, carTeasers, cars } from './schema.server';
import { summaryColumns, toSummary, type CarSummary } from './cars.server';
import {
  byName,
  focusedTeaser,
  focusWhere,
  isRoadCar,
  RANKINGS,
  rankedPerBrand,
  teaserKey,
  type Focus,
  type TeaserName,
} from './ranking-orders';

export type { Focus };

export { isRoadCar };

export type RankPage = { list: Array<CarSummary & { rank: number }>; total: number; page: number; pageSize: number; totalPages: number };

export type RankingName = keyof typeof RANKINGS;
export const RANKING_NAMES = Object.keys(RANKINGS) as RankingName[];

/** Which cars a ranking holds (the seed counts them into car_counts: a test holds the two equal). */
export const rankingWhere = (ranking: RankingName) => RANKINGS[ranking].where;

/** A ranking page's statements: its rows and its total (also run by the query-plan test and the scale bench). */
export function rankStatements(db: D1Database, ranking: RankingName, page: number, pageSize: number) {
  const d = orm(db);
  const { where, order } = RANKINGS[ranking];
  return [
    d
      .select(summaryColumns)
      .from(cars)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    // the total is counted by the seed (car_counts), not by reading every ranked car
    d
      .select({ total: carCounts.cars })
      .from(carCounts)
      .where(eq(carCounts.name, `ranking:${ranking}`)),
  ] as const;
}

async function rankPage(db: D1Database, ranking: RankingName, page: number, pageSize: number): Promise<RankPage> {
  const offset = (page - 1) * pageSize;
  const [rows, [totalRow]] = await orm(db).batch(rankStatements(db, ranking, page, pageSize));
  const total = totalRow?.total ?? 0;
  return {
    list: rows.map((row, i) => ({ ...toSummary(row), rank: offset + i + 1 })),
    total,
    page,
    pageSize,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

export function releaseRank(db: D1Database, page: number, pageSize: number) {
  return rankPage(db, 'newest', page, pageSize);
}

export type FastestBy = 'accel' | 'topSpeed';

/** Quickest 0–100 km/h first, ties by higher top speed; or, `by=topSpeed`, highest top speed first. */
export function fastestRank(db: D1Database, by: FastestBy, page: number, pageSize: number) {
  return rankPage(db, by === 'topSpeed' ? 'topSpeed' : 'accel', page, pageSize);
}

/**
 * A teaser's first cars, one per brand: read in the order the seed stored (for every car, or a stored
 * focus's cars), else ranked live (a focus of several filters, or a database not seeded again since).
 */
async function onePerBrand(db: D1Database, name: TeaserName, limit: number, focus?: Focus | null): Promise<CarSummary[]> {
  const d = orm(db);
  const stored = await d
    .select(summaryColumns)
    .from(carTeasers)
    .innerJoin(cars, eq(cars.id, carTeasers.carId))
    .where(eq(carTeasers.teaser, teaserKey(name, focus)))
    .orderBy(asc(carTeasers.position))
    .limit(limit);
  if (stored.length) return stored.map(toSummary);
  const { where, order } = focusedTeaser(name, focus);
  const leaders = rankedPerBrand(where, order);
  const rows = await d
    .select(summaryColumns)
    .from(leaders)
    .innerJoin(cars, eq(cars.id, leaders.carId))
    .orderBy(asc(leaders.overall))
    .limit(limit);
  return rows.map(toSummary);
}

/** Top cars: the most powerful road car of each brand (among a focus's cars, given one). */
export function topCars(db: D1Database, limit: number, focus?: Focus | null) {
  return onePerBrand(db, 'top', limit, focus);
}

/** Newest releases teaser: the newest model family of each brand. */
export function newReleaseTeaser(db: D1Database, limit: number, focus?: Focus | null) {
  return onePerBrand(db, 'newest', limit, focus);
}

/** Rankings teaser: the quickest car (0–100 km/h) of each brand. */
export function rankingTeaser(db: D1Database, limit: number, focus?: Focus | null) {
  return onePerBrand(db, 'fastest', limit, focus);
}

/**
 * Popular cars: the most viewed road cars (car_view events, folded in by the scheduled job), of a
 * focus given one. While fewer cars than asked have views, the rest is filled by the fallback rule:
 * the newest priced launch of each brand, cheapest first within a year.
 */
export async function popularCars(db: D1Database, limit: number, focus?: Focus | null): Promise<Array<CarSummary & { views: number }>> {
  const d = orm(db);
  const viewed = await d
    .select({ ...summaryColumns, views: carPopularity.views })
    .from(carPopularity)
    .innerJoin(cars, eq(cars.id, carPopularity.carId))
    .where(and(gt(carPopularity.views, 0), isRoadCar, focusWhere(focus)))
    .orderBy(desc(carPopularity.views), ...byName)
    .limit(limit);
  const result = viewed.map(({ views, ...row }) => ({ ...toSummary(row), views }));
  if (result.length >= limit) return result;
  const fallback = await onePerBrand(db, 'launches', limit * 2, focus);
  const seen = new Set(result.map((car) => car.id));
  for (const car of fallback) {
    if (result.length >= limit) break;
    if (!seen.has(car.id)) result.push({ ...car, views: 0 });
  }
  return result;
}

/**
 * Cars a buyer of this one also looks at, like for like, in this order: the other versions of its
 * model family (closest in price and power), then other models of the same body type: on the same fuel
 * first, then of the same size class (segment), then in the same price band, then closest in price and
 * power; a rare kind is filled up with the closest cars of any kind. Only road cars.
 */
export async function similarCars(
  db: D1Database,
  car: {
    id: number;
    brand: string;
    model: string;
    bodyType: string | null;
    fuel: string | null;
    segment?: string | null;
    priceBand?: string | null;
    priceMinUsd: number | null;
    powerHp: number | null;
  },
  limit: number,
): Promise<CarSummary[]> {
  const sameFamily = and(eq(cars.brand, car.brand), eq(cars.model, car.model));
  const otherModel = sql`NOT (${cars.brand} = ${car.brand} AND ${cars.model} = ${car.model})`;
  const sameKind = car.bodyType ? and(eq(cars.bodyType, car.bodyType), otherModel) : undefined;
  const closeness: SQL[] = [];
  if (car.priceMinUsd !== null) closeness.push(nullsLast(cars.priceMinUsd), sql`abs(${cars.priceMinUsd} - ${car.priceMinUsd})`);
  if (car.powerHp !== null) closeness.push(nullsLast(cars.powerHp), sql`abs(${cars.powerHp} - ${car.powerHp})`);
  const query = (where: SQL | undefined, size: number, likeness: SQL[] = []) =>
    orm(db)
      .select(summaryColumns)
      .from(cars)
      .where(and(where, isRoadCar, sql`${cars.id} <> ${car.id}`))
      .orderBy(...likeness, ...closeness, ...byName)
      .limit(size);
  // within the kind, in one query: the same fuel first (an electric car's buyer looks at electric
  // cars), then the same size class, then the same price band
  const likeness = [
    car.fuel ? sql`${cars.fuel} IS NOT ${car.fuel}` : null,
    car.segment ? sql`${cars.segment} IS NOT ${car.segment}` : null,
    car.priceBand ? sql`${cars.priceBand} IS NOT ${car.priceBand}` : null,
  ].filter((term): term is SQL => term !== null);
  const tiers = [
    { where: sameFamily, likeness: [] },
    ...(sameKind ? [{ where: sameKind, likeness }] : []),
    // a rare kind has few cars: the closest in price and power of any kind fill the row
    { where: otherModel, likeness: [] },
  ];
  const rows: Awaited<ReturnType<typeof query>> = [];
  const seen = new Set<number>();
  for (const tier of tiers) {
    if (rows.length >= limit) break;
    // the family's own versions lead, but leave room for other models
    const family = tier.where === sameFamily;
    const room = family ? Math.ceil(limit / 2) : limit - rows.length;
    for (const row of await query(tier.where, room + seen.size, tier.likeness)) {
      if (rows.length >= limit || seen.has(row.id) || (family && rows.length >= room)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows.map(toSummary);
}

const nullsLast = (column: AnySQLiteColumn) => sql`${column} IS NULL`;

/**
 * The popular cars every page's client state and the home page show, kept per isolate for a
 * minute: a minute's more car views hardly reorder the most viewed cars.
 */
export const recommendedCars = cachedPerDatabase(60_000, (db: D1Database) => popularCars(db, 8));

/** The popular cars of a domain's home focus, kept per isolate for a minute like the others, per focus. */
const focusedPopular = new Map<string, ReturnType<typeof cachedPerDatabase<CarSummary[], D1Database>>>();
export function recommendedCarsOf(db: D1Database, focus: Focus | null | undefined) {
  if (!focus) return recommendedCars(db);
  const key = teaserKey('launches', focus);
  let read = focusedPopular.get(key);
  if (!read) focusedPopular.set(key, (read = cachedPerDatabase(60_000, (db: D1Database) => popularCars(db, 8, focus))));
  return read(db);
}

/**
 * The popular cars of a focus other than one car, as many as asked: the focus's own first, filled
 * from every car's popular list only when the focus has too few (a rare fuel or body type).
 */
export async function popularBesides(db: D1Database, focus: Focus | null | undefined, carId: number, count: number) {
  const others = (list: CarSummary[]) => list.filter((car) => car.id !== carId);
  const focused = others(await recommendedCarsOf(db, focus));
  if (!focus || focused.length >= count) return focused.slice(0, count);
  const seen = new Set(focused.map((car) => car.id));
  return [...focused, ...others(await recommendedCars(db)).filter((car) => !seen.has(car.id))].slice(0, count);
}
