// Rankings (paginated) and the short teaser lists. What each ranks by is documented in docs/api.md.
import { and, asc, count, desc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { orm } from '#app/db/orm.server.ts';
import { cachedPerDatabase } from '#app/lib/isolate-cache.server.ts';
import { ROAD_STATUSES, STATUSES } from './categories';
import { carPopularity, cars } from './schema.server';
import { summaryColumns, toSummary, type CarSummary } from './cars.server';

export type RankPage = { list: Array<CarSummary & { rank: number }>; total: number; page: number; pageSize: number; totalPages: number };

const byName = [asc(cars.brand), asc(cars.name), asc(cars.id)];

/**
 * Road cars a person can buy or could buy: concepts, race cars and commercial vehicles stay in the
 * catalogue but never lead a ranking, a teaser or "similar cars". Written as the partial indexes of
 * the rankings state it (migrations/0005_catalogue_depth.sql): literals, since SQLite matches a partial
 * index's condition only as written, and `NOT IN`, so the planner takes those indexes (which also give
 * the order) rather than the status index of the list's filter.
 */
const NOT_ROAD = STATUSES.filter((status) => !ROAD_STATUSES.includes(status));
export const isRoadCar = sql`${cars.status} NOT IN (${sql.raw(NOT_ROAD.map((status) => `'${status}'`).join(', '))})`;

/**
 * Newest releases: model families by the launch of their generation, newest first, one entry each (the
 * family's lead car, chosen by the importer among its road cars).
 */
const newestOrder = [desc(cars.launchYear), asc(cars.brand), asc(cars.model), asc(cars.id)];
const newestWhere = and(eq(cars.familyLead, 1), isNotNull(cars.launchYear));

/** What each paginated ranking holds and how it is ordered. */
const RANKINGS = {
  newest: { where: newestWhere, order: newestOrder },
  /** quickest 0–100 km/h first, ties by higher top speed */
  accel: { where: and(isRoadCar, isNotNull(cars.accel0To100S)), order: [asc(cars.accel0To100S), desc(cars.topSpeedKmh), ...byName] },
  /** highest top speed first */
  topSpeed: { where: and(isRoadCar, isNotNull(cars.topSpeedKmh)), order: [desc(cars.topSpeedKmh), asc(cars.accel0To100S), ...byName] },
} satisfies Record<string, { where: SQL | undefined; order: SQL[] }>;

export type RankingName = keyof typeof RANKINGS;

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
    d.select({ total: count() }).from(cars).where(where),
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

/** One car per brand, so a teaser is not eight trims of one model. */
async function onePerBrand(db: D1Database, where: SQL | undefined, order: SQL[], limit: number) {
  const d = orm(db);
  const ranked = d
    .select({
      id: cars.id,
      position: sql<number>`row_number() OVER (PARTITION BY ${cars.brand} ORDER BY ${sql.join(order, sql`, `)})`.as('position'),
      overall: sql<number>`row_number() OVER (ORDER BY ${sql.join(order, sql`, `)})`.as('overall'),
    })
    .from(cars)
    .where(where)
    .as('ranked');
  const rows = await d
    .select(summaryColumns)
    .from(ranked)
    .innerJoin(cars, eq(cars.id, ranked.id))
    .where(eq(ranked.position, 1))
    .orderBy(asc(ranked.overall))
    .limit(limit);
  return rows.map(toSummary);
}

/** Top cars: the most powerful road car of each brand. */
export function topCars(db: D1Database, limit: number) {
  return onePerBrand(db, and(isRoadCar, isNotNull(cars.powerHp)), [desc(cars.powerHp), asc(cars.accel0To100S), ...byName], limit);
}

/** Newest releases teaser: the newest model family of each brand. */
export function newReleaseTeaser(db: D1Database, limit: number) {
  return onePerBrand(db, newestWhere, newestOrder, limit);
}

/** Rankings teaser: the quickest car (0–100 km/h) of each brand. */
export function rankingTeaser(db: D1Database, limit: number) {
  return onePerBrand(db, RANKINGS.accel.where, RANKINGS.accel.order, limit);
}

/**
 * Popular cars: the most viewed road cars (car_view events, folded in by the scheduled job). While
 * fewer cars than asked have views, the rest is filled by the fallback rule: the newest priced
 * launch of each brand, cheapest first within a year.
 */
export async function popularCars(db: D1Database, limit: number): Promise<Array<CarSummary & { views: number }>> {
  const d = orm(db);
  const viewed = await d
    .select({ ...summaryColumns, views: carPopularity.views })
    .from(carPopularity)
    .innerJoin(cars, eq(cars.id, carPopularity.carId))
    .where(and(gt(carPopularity.views, 0), isRoadCar))
    .orderBy(desc(carPopularity.views), ...byName)
    .limit(limit);
  const result = viewed.map(({ views, ...row }) => ({ ...toSummary(row), views }));
  if (result.length >= limit) return result;
  const fallback = await onePerBrand(
    db,
    and(isRoadCar, isNotNull(cars.launchYear), isNotNull(cars.priceMinUsd)),
    [desc(cars.launchYear), asc(cars.priceMinUsd), ...byName],
    limit * 2,
  );
  const seen = new Set(result.map((car) => car.id));
  for (const car of fallback) {
    if (result.length >= limit) break;
    if (!seen.has(car.id)) result.push({ ...car, views: 0 });
  }
  return result;
}

/**
 * Cars a buyer of this one also looks at, like for like, in this order: the other versions of its
 * model family (closest in price and power), then other models of the same body type and size class
 * (segment), then of the same body type in the same price band, then of the same body type closest in
 * price and power; a rare kind is filled up with the closest cars of any kind. Only road cars.
 */
export async function similarCars(
  db: D1Database,
  car: {
    id: number;
    brand: string;
    model: string;
    bodyType: string | null;
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
  const query = (where: SQL | undefined, size: number) =>
    orm(db)
      .select(summaryColumns)
      .from(cars)
      .where(and(where, isRoadCar, sql`${cars.id} <> ${car.id}`))
      .orderBy(...closeness, ...byName)
      .limit(size);
  const tiers: Array<SQL | undefined> = [
    sameFamily,
    sameKind && car.segment ? and(sameKind, eq(cars.segment, car.segment)) : null,
    sameKind && car.priceBand ? and(sameKind, eq(cars.priceBand, car.priceBand)) : null,
    sameKind ?? null,
    // a rare kind has few cars: the closest in price and power of any kind fill the row
    otherModel,
  ].filter((tier): tier is SQL => tier !== null);
  const rows: Awaited<ReturnType<typeof query>> = [];
  const seen = new Set<number>();
  for (const tier of tiers) {
    if (rows.length >= limit) break;
    // the family's own versions lead, but leave room for other models
    const room = tier === sameFamily ? Math.ceil(limit / 2) : limit - rows.length;
    for (const row of await query(tier, room + seen.size)) {
      if (rows.length >= limit || seen.has(row.id) || (tier === sameFamily && rows.length >= room)) continue;
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
