// What each ranking and teaser holds and in what order, as query parts: read by the pages
// (rankings.server.ts) and written into the seed, whose last statements store the teasers
// (car_teasers, migrations/0010_car_teasers.sql) so a render does not rank the whole catalogue.
// Imports name their files: the importer (Node) loads this module too.
import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { BODY_TYPES, FUELS, PURPOSES, ROAD_STATUSES, STATUSES } from './categories.ts';
import { carTags, carTeasers, cars } from './schema.server.ts';

export const byName = [asc(cars.brand), asc(cars.name), asc(cars.id)];

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
 * Newest releases: model families by their latest launch (a new generation or a new version of the
 * current one), newest first, one entry each (the family's lead car, the version launched last, chosen by
 * the importer among its road cars).
 */
export const newestOrder = [desc(cars.launchYear), asc(cars.brand), asc(cars.model), asc(cars.id)];
export const newestWhere = and(eq(cars.familyLead, 1), isNotNull(cars.launchYear));

/** What each paginated ranking holds and how it is ordered. */
export const RANKINGS = {
  newest: { where: newestWhere, order: newestOrder },
  /** quickest 0–100 km/h first, ties by higher top speed */
  accel: { where: and(isRoadCar, isNotNull(cars.accel0To100S)), order: [asc(cars.accel0To100S), desc(cars.topSpeedKmh), ...byName] },
  /** highest top speed first */
  topSpeed: { where: and(isRoadCar, isNotNull(cars.topSpeedKmh)), order: [desc(cars.topSpeedKmh), asc(cars.accel0To100S), ...byName] },
  /** longest stated range first (the EV specifications' one test cycle), ties by the lower consumption */
  range: { where: and(isRoadCar, isNotNull(cars.rangeKm)), order: [desc(cars.rangeKm), asc(cars.efficiencyWhKm), ...byName] },
} satisfies Record<string, { where: SQL | undefined; order: SQL[] }>;

/** One car per brand, so a teaser is not eight trims of one model: each brand's first car, ranked. */
export function rankedPerBrand(where: SQL | undefined, order: SQL[]) {
  const d = new QueryBuilder();
  const ranked = d
    .select({
      id: cars.id,
      position: sql<number>`row_number() OVER (PARTITION BY ${cars.brand} ORDER BY ${sql.join(order, sql`, `)})`.as('position'),
      overall: sql<number>`row_number() OVER (ORDER BY ${sql.join(order, sql`, `)})`.as('overall'),
    })
    .from(cars)
    .where(where)
    .as('ranked');
  return d.select({ carId: ranked.id, overall: ranked.overall }).from(ranked).where(eq(ranked.position, 1)).as('leaders');
}

/**
 * The teasers: each ranks the whole catalogue, so the seed stores them in car_teasers
 * (teaserRebuildStatements) and a render reads the stored order.
 */
export const TEASERS = {
  /** the most powerful road car of each brand */
  top: { where: and(isRoadCar, isNotNull(cars.powerHp)), order: [desc(cars.powerHp), asc(cars.accel0To100S), ...byName] },
  /** the newest model family of each brand */
  newest: { where: newestWhere, order: newestOrder },
  /** the quickest car (0–100 km/h) of each brand */
  fastest: RANKINGS.accel,
  /** the newest priced launch of each brand, cheapest first within a year: the popular row's fallback */
  launches: {
    where: and(isRoadCar, isNotNull(cars.launchYear), isNotNull(cars.priceMinUsd)),
    order: [desc(cars.launchYear), asc(cars.priceMinUsd), ...byName],
  },
} satisfies Record<string, { where: SQL | undefined; order: SQL[] }>;

export type TeaserName = keyof typeof TEASERS;

/**
 * A purpose or fuel the car has: one probe of car_tags's primary key per car, so a list page reads the
 * sort's own index in order and stops at its last row, rather than gathering and sorting every car of
 * the tag (docs/decisions/038-queries-at-scale.md).
 */
export const hasTag = (kind: 'purpose' | 'fuel', value: string) =>
  sql`EXISTS (SELECT 1 FROM ${carTags} WHERE ${carTags.kind} = ${kind} AND ${carTags.value} = ${value} AND ${carTags.carId} = ${cars.id})`;

/** A domain's home focus (app/domain/config.ts `homeFocus`): the cars of a fuel, a body type, a purpose, or of all the ones given. */
export type Focus = { fuel?: string; type?: string; purpose?: string };

/** The cars of a focus; none given, every car. */
export function focusWhere(focus: Focus | null | undefined): SQL | undefined {
  if (!focus) return undefined;
  return and(
    focus.fuel ? hasTag('fuel', focus.fuel) : undefined,
    focus.type ? eq(cars.bodyType, focus.type) : undefined,
    focus.purpose ? hasTag('purpose', focus.purpose) : undefined,
  );
}

/**
 * The focuses whose teasers the seed stores: each single fuel, body type and purpose (a domain's focus
 * is one filter as a rule). A focus of several filters is ranked live, among its few cars.
 */
export const STORED_FOCUSES: Focus[] = [
  ...FUELS.map((fuel) => ({ fuel })),
  ...BODY_TYPES.map((type) => ({ type })),
  ...PURPOSES.map((purpose) => ({ purpose })),
];

/** A teaser's key in car_teasers: its name, then its focus's filters (`top:fuel=electric`). */
export function teaserKey(name: TeaserName, focus?: Focus | null): string {
  const filters = (['fuel', 'type', 'purpose'] as const).flatMap((key) => (focus?.[key] ? [`${key}=${focus[key]}`] : []));
  return filters.length ? `${name}:${filters.join('&')}` : name;
}

/** A teaser's rule among a focus's cars: the same order, the focus's cars only. */
export function focusedTeaser(name: TeaserName, focus?: Focus | null) {
  const { where, order } = TEASERS[name];
  return { where: and(where, focusWhere(focus)), order };
}

/**
 * Rewrites car_teasers from cars: the end of the seed, after any catalogue change (scripts/import/sql.ts):
 * every teaser for every car, then for each stored focus.
 * Takes the query builder of any async SQLite (D1's, or the importer's that only writes SQL text).
 */
export function teaserRebuildStatements<Result>(d: BaseSQLiteDatabase<'async', Result>) {
  const names = Object.keys(TEASERS) as TeaserName[];
  return [
    d.delete(carTeasers),
    ...[null, ...STORED_FOCUSES].flatMap((focus) =>
      names.map((name) => {
        const { where, order } = focusedTeaser(name, focus);
        const leaders = rankedPerBrand(where, order);
        return d
          .insert(carTeasers)
          .select(
            d
              .select({ teaser: sql<string>`${teaserKey(name, focus)}`.as('teaser'), position: leaders.overall, carId: leaders.carId })
              .from(leaders),
          );
      }),
    ),
  ] as const;
}
