// Rankings (paginated) and the short teaser lists. What each ranks by is documented in docs/api.md.
import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { orm } from '#app/db/orm.server.ts';
import { CATALOGUE_KEPT_MS, cachedPerDatabase, keptPerKey } from '#app/lib/isolate-cache.server.ts';
import { carCounts, carPopularity, carSimilar, carTeasers, cars, type CarRow } from './schema.server';
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

/** A page of a ranking, each car with its place. */
export async function rankPage(db: D1Database, ranking: RankingName, page: number, pageSize: number): Promise<RankPage> {
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

/** Longest stated range first, ties by the lower consumption (electric road cars with a stated range). */
export function rangeRank(db: D1Database, page: number, pageSize: number) {
  return rankPage(db, 'range', page, pageSize);
}

/** A teaser's first cars as the seed stored them (for every car, or a stored focus's cars). */
const storedTeaserStatement = (db: D1Database, name: TeaserName, limit: number, focus?: Focus | null) =>
  orm(db)
    .select(summaryColumns)
    .from(carTeasers)
    .innerJoin(cars, eq(cars.id, carTeasers.carId))
    .where(eq(carTeasers.teaser, teaserKey(name, focus)))
    .orderBy(asc(carTeasers.position))
    .limit(limit);

/** A teaser not stored (a focus of several filters, or a database not seeded again since), ranked live. */
async function liveTeaser(db: D1Database, name: TeaserName, limit: number, focus?: Focus | null): Promise<CarSummary[]> {
  const { where, order } = focusedTeaser(name, focus);
  const leaders = rankedPerBrand(where, order);
  const rows = await orm(db)
    .select(summaryColumns)
    .from(leaders)
    .innerJoin(cars, eq(cars.id, leaders.carId))
    .orderBy(asc(leaders.overall))
    .limit(limit);
  return rows.map(toSummary);
}

/** A teaser's first cars, one per brand: as stored, else ranked live. */
async function onePerBrand(db: D1Database, name: TeaserName, limit: number, focus?: Focus | null): Promise<CarSummary[]> {
  const stored = await storedTeaserStatement(db, name, limit, focus);
  return stored.length ? stored.map(toSummary) : liveTeaser(db, name, limit, focus);
}

type HomeTeasers = Record<'top' | 'newest' | 'fastest', CarSummary[]>;

/** They change only with the catalogue: kept per isolate and focus (a domain has one focus at most). */
const keptHomeTeasers = keptPerKey<HomeTeasers>(CATALOGUE_KEPT_MS, 64);

/**
 * The home page's three teasers (top, newest, quickest): their stored rows read in one batch, one
 * D1 round trip instead of three; a teaser that is not stored is ranked live as onePerBrand does.
 */
export function homeTeasers(db: D1Database, limit: number, focus?: Focus | null): Promise<HomeTeasers> {
  return keptHomeTeasers.read(db, `${limit}.${teaserKey('top', focus)}`, () => readHomeTeasers(db, limit, focus));
}

async function readHomeTeasers(db: D1Database, limit: number, focus?: Focus | null): Promise<HomeTeasers> {
  const [top, newest, fastest] = await orm(db).batch([
    storedTeaserStatement(db, 'top', limit, focus),
    storedTeaserStatement(db, 'newest', limit, focus),
    storedTeaserStatement(db, 'fastest', limit, focus),
  ]);
  const orLive = (name: TeaserName, rows: typeof top) => (rows.length ? rows.map(toSummary) : liveTeaser(db, name, limit, focus));
  const [topCars, newestCars, fastestCars] = await Promise.all([orLive('top', top), orLive('newest', newest), orLive('fastest', fastest)]);
  return { top: topCars, newest: newestCars, fastest: fastestCars };
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

/** What similar cars are worked out from: the car's kind and figures. */
export type SimilarTo = {
  id: number;
  brandSlug: string;
  modelSlug: string;
  bodyType: string | null;
  fuel: string | null;
  segment?: string | null;
  priceMinUsd: number | null;
  powerHp: number | null;
  accel0To100S?: number | null;
};

const similarColumns = { ...summaryColumns, segment: cars.segment };
type SimilarRow = { [K in keyof typeof similarColumns]: CarRow[K] };

/** The figures nearness is measured on, in order: price, then power, then the 0–100 km/h time. */
const NEARNESS = [
  [cars.priceMinUsd, 'priceMinUsd'],
  [cars.powerHp, 'powerHp'],
  [cars.accel0To100S, 'accel0To100S'],
] as const;

/**
 * The body type a kind's similar cars are filled from before any other: a truck's road cars are pickups
 * (every truck in the catalogue is a commercial vehicle, and similar cars are road cars).
 */
const KIN: Partial<Record<string, string>> = { truck: 'pickup' };

/** How many of the nearest cars each side of the car's figure are read per group, for a row of `limit`. */
const nearestPerSide = (limit: number) => limit * 2;

/**
 * The statements similar cars are read with, in one batch, each an index range that stops at its
 * limit: the family's own versions, then the cars nearest the car's figures (its price and its power,
 * else its 0–100 km/h time) on each side of it, among its body type on its fuel (and some of those that do not
 * publish the figure), its body type on any fuel, and every body type. No statement sorts a whole
 * body type, so a catalogue of 100,000 cars costs about what the real one does.
 */
export function similarStatements(db: D1Database, car: SimilarTo, limit: number) {
  const d = orm(db);
  const select = (where: SQL | undefined, order: SQL[], size: number) =>
    d
      .select(similarColumns)
      .from(cars)
      .where(and(where, isRoadCar, sql`${cars.id} <> ${car.id}`))
      .orderBy(...order)
      .limit(size);
  const sameFamily = and(eq(cars.brandSlug, car.brandSlug), eq(cars.modelSlug, car.modelSlug));
  const otherModel = sql`NOT (${cars.brandSlug} = ${car.brandSlug} AND ${cars.modelSlug} = ${car.modelSlug})`;
  const axis = NEARNESS.find(([, key]) => car[key] != null);
  // the candidates are read along price and power where the car has both: a $25,000 hot hatch's
  // nearest prices are economy hatches, its nearest powers the other hot ones
  const both = NEARNESS.slice(0, 2).filter(([, key]) => car[key] != null);
  const axes = both.length > 0 ? both : axis ? [axis] : [];
  const size = nearestPerSide(limit);
  // nearest first in each figure the car has (unknown figures last), as byNearness below
  const closeness = NEARNESS.flatMap(([column, key]) => {
    const value = car[key];
    return value == null ? [] : [sql`${column} IS NULL`, sql`abs(${column} - ${value})`];
  });
  // each side is read in its index's own order, the figure alone: ordering ties too (by id) would make
  // SQLite sort every car sharing the figure, thousands at 0.1 s steps of 0–100 km/h in a large catalogue
  const nearest = (where: SQL | undefined) => {
    if (axes.length === 0) return [select(where, byName, size)];
    return axes.flatMap(([column, key]) => {
      const value = car[key]!;
      // `(x IS NULL) = 0` names the column of the list's indexes that puts unknown figures last
      const known = and(where, sql`(${column} IS NULL) = 0`);
      return [
        select(and(known, sql`${column} >= ${value}`), [asc(column)], size),
        select(and(known, sql`${column} < ${value}`), [desc(column)], size),
      ];
    });
  };
  const kind = car.bodyType ? and(eq(cars.bodyType, car.bodyType), otherModel) : undefined;
  const kindOnFuel = kind && car.fuel ? and(kind, eq(cars.fuel, car.fuel)) : undefined;
  // a kind whose cars are few on the road (trucks are commercial) is filled from its kin first
  const kin = car.bodyType ? KIN[car.bodyType] : undefined;
  return [
    // a family has tens of versions at most: sorting them is cheap at any size
    select(sameFamily, [...closeness, ...byName], Math.ceil(limit / 2)),
    ...(kindOnFuel ? nearest(kindOnFuel) : []),
    // cars of the kind on the fuel without the car's first figure (its price) are candidates too
    ...(kindOnFuel && axis ? [select(and(kindOnFuel, sql`(${axis[0]} IS NULL) = 1`), [], size)] : []),
    ...(kind ? nearest(kind) : []),
    ...(kin ? nearest(and(eq(cars.bodyType, kin), otherModel)) : []),
    ...nearest(otherModel),
  ] as const;
}

/** How many similar cars a car page and compare's suggestions show: as many as the seed stores a car. */
export const SIMILAR_SHOWN = 6;

/**
 * A car's similar cars as the seed stores them (migrations/0014_similar_cars_stored.sql), in order:
 * one statement by the car's id, so a page sends it in a batch with its other reads. No rows where the
 * seed stored none (a database seeded before the table): read them live then (similarCarsOf).
 */
export function storedSimilarStatement(db: D1Database, id: number) {
  return orm(db)
    .select(summaryColumns)
    .from(carSimilar)
    .innerJoin(cars, eq(cars.id, carSimilar.similarId))
    .where(eq(carSimilar.carId, id))
    .orderBy(asc(carSimilar.position));
}

/** The SIMILAR_SHOWN similar cars of a car: stored (read with its other reads, or now), else live. */
export async function similarCarsOf(db: D1Database, car: SimilarTo, stored?: CarSummary[]): Promise<CarSummary[]> {
  const rows = stored ?? (await storedSimilarStatement(db, car.id)).map(toSummary);
  return rows.length ? rows : similarCars(db, car, SIMILAR_SHOWN);
}

/**
 * Cars a buyer of this one also looks at, like for like, in this order: the other versions of its
 * model family (closest in price and power), then other models of the same body type: near in figures
 * first (farFrom), then on the same fuel, then of the same size class (segment), then closest in price,
 * power and 0–100 km/h time together (distanceFrom), one version of each model before a second; a rare
 * kind (a truck from pickups first) or a car whose kind is not known is filled up with the likest cars
 * of any kind, in the same order. Only road cars.
 * The candidates are the cars nearest in price and nearest in power (or in 0–100 km/h time) on each
 * side of the car (decisions 065, 116): the row's order applies among them.
 */
export async function similarCars(db: D1Database, car: SimilarTo, limit: number): Promise<CarSummary[]> {
  const [family, ...nearest] = await orm(db).batch(similarStatements(db, car, limit));
  const closer = byNearness(car);
  const far = farFrom(car);
  const apart = distanceFrom(car);
  const kindFirst = (a: SimilarRow, b: SimilarRow) =>
    far(a) - far(b) || likeness(car, a) - likeness(car, b) || apart(a) - apart(b) || closer(a, b);
  const sameKind = (row: SimilarRow) => car.bodyType !== null && row.bodyType === car.bodyType;
  const kin = (row: SimilarRow) => car.bodyType !== null && row.bodyType === KIN[car.bodyType];
  // a car is read by more than one range (near in price and in power, of the kind and of any kind)
  const candidates = [...new Map(nearest.flat().map((row) => [row.id, row])).values()];
  const tiers = [
    // the family's own versions lead, but leave room for other models
    family,
    candidates.filter(sameKind).sort(kindFirst),
    candidates.filter(kin).sort(kindFirst),
    // a rare kind (or a car whose kind is not known) has few: the likest of any kind fill the row
    candidates.filter((row) => !sameKind(row) && !kin(row)).sort(kindFirst),
  ];
  const rows = new Map<number, SimilarRow>();
  const models = new Set<string>();
  const modelOf = (row: SimilarRow) => `${row.brandSlug}/${row.modelSlug}`;
  const take = (row: SimilarRow) => {
    if (rows.size < limit) rows.set(row.id, row);
    models.add(modelOf(row));
  };
  const [versions, ...others] = tiers;
  versions!.forEach(take);
  // within each run of cars as near and as alike in fuel (on the car's, or on another), one version of
  // each other model before a second, so three trims of one car do not fill the row; a second version
  // still comes before a car further off or on another fuel
  const group = (row: SimilarRow) => far(row) * 2 + (car.fuel != null && row.fuel !== car.fuel ? 1 : 0);
  for (const list of others) {
    let deferred: SimilarRow[] = [];
    list.forEach((row, index) => {
      if (models.has(modelOf(row))) deferred.push(row);
      else take(row);
      if (index + 1 === list.length || group(list[index + 1]!) !== group(row)) {
        deferred.forEach(take);
        deferred = [];
      }
    });
  }
  return [...rows.values()].map(({ segment: _segment, ...row }) => toSummary(row));
}

/** How many times a figure may be the car's, or the car's that figure's, and the two still be alike. */
const ALIKE_WITHIN = 2;

/**
 * How far a car of the kind is from the car, before its fuel or class count: 0 where every figure both
 * publish (price, power, 0–100 km/h time) is within twice or half the car's, 1 where some are and some
 * are not, 2 where none is, 3 where they publish none in common (nothing says it is near; unknown
 * figures come last, as in byNearness).
 * A 963 hp plug-in hybrid coupé's row leads with coupés near its power on any fuel, not with a 68 hp
 * plug-in hybrid coupé because it shares the fuel (decision 101); a hypercar near in time but not in
 * price comes before that coupé, which is near in nothing (decision 114).
 */
function farFrom(car: SimilarTo) {
  return (row: SimilarRow) => {
    let near = 0;
    let far = 0;
    for (const [, key] of NEARNESS) {
      const mine = car[key];
      const theirs = row[key];
      if (mine == null || theirs == null || mine <= 0 || theirs <= 0) continue;
      if (Math.max(mine, theirs) / Math.min(mine, theirs) > ALIKE_WITHIN) far += 1;
      else near += 1;
    }
    if (!far) return near ? 0 : 3;
    return near ? 1 : 2;
  };
}

/** 0 to 3: whether the fuel and the size class differ from the car's (each only when it has one). */
function likeness(car: SimilarTo, row: SimilarRow): number {
  const differs = (mine: string | null | undefined, theirs: string | null) => (mine != null && theirs !== mine ? 1 : 0);
  // a different fuel outweighs a different class
  return differs(car.fuel, row.fuel) * 2 + differs(car.segment, row.segment);
}

/**
 * How far a figure the other car does not publish counts, as a logarithm: as a figure 30% off, so a car
 * spot on in the figures it publishes (an X5 M Competition without its power, for a GLE 63 S) is not
 * passed over for one a little off in all three, nor one far off in any.
 */
const UNKNOWN_APART = Math.log(1.3);

/**
 * How far a car is from the car in all its figures together: the sum, over the figures the car has, of
 * how many times the other's is the car's or the car's the other's, as a logarithm (a $50,000 car is as
 * far from a $25,000 one as a 500 hp car from a 250 hp one); a figure the other does not publish counts
 * as UNKNOWN_APART.
 */
function distanceFrom(car: SimilarTo) {
  return (row: SimilarRow) => {
    let sum = 0;
    for (const [, key] of NEARNESS) {
      const mine = car[key];
      if (mine == null || mine <= 0) continue;
      const theirs = row[key];
      sum += theirs == null || theirs <= 0 ? UNKNOWN_APART : Math.abs(Math.log(theirs / mine));
    }
    return sum;
  };
}

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Nearest first in price, then power, then 0–100 km/h time (unknown figures last), then by name. */
function byNearness(car: SimilarTo) {
  const distance = (key: (typeof NEARNESS)[number][1], row: SimilarRow) => {
    const mine = car[key];
    const theirs = row[key];
    if (mine == null) return 0;
    return theirs == null ? Number.POSITIVE_INFINITY : Math.abs(theirs - mine);
  };
  return (a: SimilarRow, b: SimilarRow) => {
    for (const [, key] of NEARNESS) {
      const difference = distance(key, a) - distance(key, b);
      if (difference !== 0 && !Number.isNaN(difference)) return difference;
    }
    // as SQLite orders text (byName): by code unit
    return order(a.brand, b.brand) || order(a.name, b.name) || a.id - b.id;
  };
}

/**
 * The popular cars every page's client state and the home page show, kept per isolate for a
 * minute: a minute's more car views hardly reorder the most viewed cars.
 */
export const recommendedCars = cachedPerDatabase(60_000, (db: D1Database) => popularCars(db, 8));

/** The popular cars of a domain's home focus, kept per isolate for a minute like the others, per focus. */
const focusedPopular = keptPerKey<CarSummary[]>(60_000, 64);
export function recommendedCarsOf(db: D1Database, focus: Focus | null | undefined) {
  if (!focus) return recommendedCars(db);
  return focusedPopular.read(db, teaserKey('launches', focus), () => popularCars(db, 8, focus));
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
