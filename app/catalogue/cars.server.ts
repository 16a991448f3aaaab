// Reading cars: the list with its filters and counts per option, one car, and short summaries.
import { and, asc, count, desc, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { orm } from '#app/db/orm.server.ts';
import { CATALOGUE_KEPT_MS, keptPerKey } from '#app/lib/isolate-cache.server.ts';
import { LABELS, SEAT_LABELS, type SourceId, type Status } from './categories';
import { fuelLabels } from './format';
import type { Units } from '#app/units/units.ts';
import type { EpaFacts, FigureNotes, LaunchBasis } from './car-facts';
import type { ListQuery } from './filters.server';
import type { FilterName } from './list-query';
import { carFacets, carRedirects, carSearchFacets, carSearchTop, carTags, cars, type CarRow } from './schema.server';
import { brandReadingFor } from './search/brand-reading.server';
import { searchedFilters, type BrandReading } from './search/kind-filters';
import { brandWordsIn, matchedCars, TOP_PER_PREFIX, topPrefix, type BrandWords } from './search/match.server';
import { queryWords, unsearchedWords } from './search/normalise';
import { hasTag } from './ranking-orders';

/** What a list, a ranking or a teaser shows of a car. */
export const summaryColumns = {
  id: cars.id,
  slug: cars.slug,
  brand: cars.brand,
  brandSlug: cars.brandSlug,
  name: cars.name,
  model: cars.model,
  modelSlug: cars.modelSlug,
  variant: cars.variant,
  status: cars.status,
  bodyType: cars.bodyType,
  fuel: cars.fuel,
  fuels: cars.fuels,
  priceMinUsd: cars.priceMinUsd,
  priceMaxUsd: cars.priceMaxUsd,
  powerHp: cars.powerHp,
  powerHpMax: cars.powerHpMax,
  accel0To100S: cars.accel0To100S,
  accel0To100SMax: cars.accel0To100SMax,
  topSpeedKmh: cars.topSpeedKmh,
  rangeKm: cars.rangeKm,
  seatsLabel: cars.seatsLabel,
  launchYear: cars.launchYear,
  launchBasis: cars.launchBasis,
  modelYear: cars.modelYear,
  figureNotes: cars.figureNotes,
  purposes: cars.purposes,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: CarRow[K] };

export type CarSummary = Omit<SummaryRow, 'purposes' | 'fuels' | 'status' | 'figureNotes' | 'launchBasis'> & {
  purposes: string[];
  /** every fuel the source gives the car's line (a row may be "Petrol/EV"); `fuel` is the first */
  fuels: string[];
  status: Status;
  figureNotes: FigureNotes;
  launchBasis: LaunchBasis | null;
  path: string;
};

/** The first car of each model (a brand's model line), in the order given, up to `count`. */
export function onePerModel<Car extends Pick<CarSummary, 'brand' | 'model'>>(list: readonly Car[], count: number): Car[] {
  const models = new Map<string, Car>();
  for (const car of list) {
    if (models.size >= count) break;
    const key = `${car.brand}|${car.model}`;
    if (!models.has(key)) models.set(key, car);
  }
  return [...models.values()];
}

export function carPath(car: { slug: string; id: number }): string {
  return `/cars/${car.slug}/${car.id}`;
}

const splitList = (value: string) => (value ? value.split(',') : []);

/** A JSON column written by the importer; anything unreadable is unknown, never a failed page. */
export function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function toSummary(row: SummaryRow): CarSummary {
  return {
    ...row,
    purposes: splitList(row.purposes),
    fuels: splitList(row.fuels),
    status: row.status as Status,
    figureNotes: parseJson<FigureNotes>(row.figureNotes, {}),
    launchBasis: row.launchBasis as CarSummary['launchBasis'],
    path: carPath(row),
  };
}

/**
 * The cars a keyword search matches, with their score, as a subquery named `m` (joined by the page
 * query). Its LIMIT (none) keeps SQLite from flattening it into the page query, where the cars table
 * would be read for every candidate before the other words filter them out.
 */
const keywordMatch = (words: readonly string[], brand: BrandWords | null) => sql`(${matchedCars(words, { brand })} LIMIT -1) AS m`;

function conditions(db: D1Database, query: ListQuery, except?: FilterName, keywordJoined = false): SQL | undefined {
  const where: Array<SQL | undefined> = [];
  const byBrand = query.brand !== 'all' && except !== 'brand';
  // beside a brand, the other filters are checked on the brand's cars, read in order from its index:
  // a body type, seats, price band or status holds thousands of cars at 100,000, a brand a few dozen
  // (`+column`: SQLite reads no index for it; without, it walked every SUV to reach Volvo's)
  const is = (column: AnySQLiteColumn, value: string) => (byBrand ? sql`+${column} = ${value}` : eq(column, value));
  if (query.purpose !== 'all' && except !== 'purpose') where.push(hasTag('purpose', query.purpose));
  if (query.fuel !== 'all' && except !== 'fuel') where.push(hasTag('fuel', query.fuel));
  if (byBrand) where.push(eq(cars.brandSlug, query.brand));
  if (query.type !== 'all' && except !== 'type') where.push(is(cars.bodyType, query.type));
  if (query.seats !== 'all' && except !== 'seats') where.push(is(cars.seatBand, query.seats));
  if (query.price !== 'all' && except !== 'price') where.push(is(cars.priceBand, query.price));
  if (query.status !== 'all' && except !== 'status') where.push(is(cars.status, query.status));
  // the search index (search/match.server.ts): words in any order, by prefix, forgiving spelling
  if (query.q && !keywordJoined) where.push(sql`${cars.id} IN (SELECT car_id FROM (${matchedCars(queryWords(query.q))}))`);
  return and(...where);
}

const nullsLast = (column: AnySQLiteColumn) => sql`${column} IS NULL`;

function orderBy(sort: ListQuery['sort'], keyword: boolean): SQL[] {
  const byName = [asc(cars.brand), asc(cars.name), asc(cars.id)];
  // a search not sorted by the visitor: best match first, then the shortest name (the model itself
  // before its versions), brand, name and id: the order name_order holds (car_search_prefixes)
  if (keyword && sort === 'name') return [sql`m.score DESC`, sql`m.name_order`];
  switch (sort) {
    case 'price-asc':
      return [nullsLast(cars.priceMinUsd), asc(cars.priceMinUsd), ...byName];
    case 'price-desc':
      return [nullsLast(cars.priceMinUsd), desc(cars.priceMinUsd), ...byName];
    case 'newest':
      return [nullsLast(cars.launchYear), desc(cars.launchYear), desc(cars.usYearFirst), ...byName];
    case 'fastest':
      return [nullsLast(cars.accel0To100S), asc(cars.accel0To100S), desc(cars.topSpeedKmh), ...byName];
    case 'power':
      return [nullsLast(cars.powerHp), desc(cars.powerHp), ...byName];
    case 'name':
      return byName;
  }
}

export type FacetOption = { value: string; label: string; count: number };
export type CarListPage = {
  list: CarSummary[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  query: ListQuery;
  facets: Record<FilterName, FacetOption[]>;
};

/** The counted table's "any purpose" / "any fuel" rows (migrations/0004_car_facets.sql). */
const ANY = '*';

/** car_facets rows that match the query's filters, except one (the facet being counted). */
function facetConditions(query: ListQuery, except?: FilterName): SQL | undefined {
  const tag = (column: AnySQLiteColumn, value: string, name: FilterName) =>
    except === name ? ne(column, ANY) : eq(column, value === 'all' ? ANY : value);
  return and(
    tag(carFacets.purpose, query.purpose, 'purpose'),
    tag(carFacets.fuel, query.fuel, 'fuel'),
    query.brand !== 'all' && except !== 'brand' ? eq(carFacets.brandSlug, query.brand) : undefined,
    query.type !== 'all' && except !== 'type' ? eq(carFacets.bodyType, query.type) : undefined,
    query.seats !== 'all' && except !== 'seats' ? eq(carFacets.seatBand, query.seats) : undefined,
    query.price !== 'all' && except !== 'price' ? eq(carFacets.priceBand, query.price) : undefined,
    query.status !== 'all' && except !== 'status' ? eq(carFacets.status, query.status) : undefined,
  );
}

/**
 * The query as the list answers it: a search made only of words of kinds (`electric suv`) is read as
 * their filters (search/kind-filters.ts), in place of the ones set (what was typed last wins), keeping a
 * set one the words may name (`truck` on the pickups); so is a brand named beside them (`bmw
 * electric`) where the seed's reading says the filters find the very cars the search would, and a
 * number of seats (search/seat-words.ts) wherever it is, the rest of the words staying a search. A search
 * with words past those searched stays one, so its page names the words left out.
 */
export function withKindsRead(query: ListQuery, reading?: BrandReading): ListQuery {
  if (!query.q || unsearchedWords(query.q).length) return query;
  const read = searchedFilters(queryWords(query.q), { fuel: query.fuel, type: query.type, purpose: query.purpose }, reading);
  return read ? { ...query, ...read.filters, q: read.rest.join(' ') } : query;
}

/**
 * The statements of one list page: the page of cars, the total, and for each filter the number of
 * cars per option given the other filters. The total and the counts come from car_facets (a few
 * hundred rows whatever the catalogue's size); a keyword search counts the matching cars themselves.
 * Also what the query-plan test and `npm run bench:scale` run.
 */
export function listStatements(db: D1Database, given: ListQuery, reading?: BrandReading) {
  const query = withKindsRead(given, reading);
  return query.q ? keywordStatements(db, query, reading) : filterStatements(db, query);
}

export function filterStatements(db: D1Database, query: ListQuery) {
  return [pageStatement(db, query), ...countStatements(db, query)] as const;
}

function pageStatement(db: D1Database, query: ListQuery) {
  return orm(db)
    .select(summaryColumns)
    .from(cars)
    .where(conditions(db, query))
    .orderBy(...orderBy(query.sort, false))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

const carsIn = sql<number>`coalesce(sum(${carFacets.cars}), 0)`.mapWith(Number);

/** How many cars the filters of a query (not its search) list: `[{ total }]`. */
export const filterTotalStatement = (db: D1Database, query: ListQuery) =>
  orm(db).select({ total: carsIn }).from(carFacets).where(facetConditions(query));

/** The total and each filter's counts per option, given the other filters. */
function countStatements(db: D1Database, query: ListQuery) {
  const d = orm(db);
  const counted = (column: AnySQLiteColumn, except: FilterName) =>
    d.select({ value: column, count: carsIn }).from(carFacets).where(facetConditions(query, except)).groupBy(column);
  return [
    filterTotalStatement(db, query),
    counted(carFacets.purpose, 'purpose'),
    counted(carFacets.fuel, 'fuel'),
    d
      .select({ value: carFacets.brandSlug, label: carFacets.brand, count: carsIn })
      .from(carFacets)
      .where(facetConditions(query, 'brand'))
      .groupBy(carFacets.brandSlug)
      .orderBy(sql`${carFacets.brand} COLLATE NOCASE`),
    counted(carFacets.bodyType, 'type'),
    counted(carFacets.priceBand, 'price'),
    counted(carFacets.status, 'status'),
    counted(carFacets.seatBand, 'seats'),
  ] as const;
}

type Counted = Array<{ value: string | null; count: number }>;
type FilterCounts = {
  total: number;
  purposes: Counted;
  fuels: Counted;
  brands: Array<{ value: string; label: string; count: number }>;
  types: Counted;
  prices: Counted;
  statuses: Counted;
  seats: Counted;
};

/**
 * A filter set's counts change only with the catalogue, and its other sorts and pages show the same
 * ones: kept per isolate, so such a page reads only its cars. Keyword searches are not kept.
 */
const keptCounts = keptPerKey<FilterCounts>(CATALOGUE_KEPT_MS, 512);

async function filteredPage(db: D1Database, query: ListQuery): Promise<{ list: SummaryRow[] } & FilterCounts> {
  // a read of the counts takes the page's cars in the same batch; kept counts leave them to read alone
  let list: SummaryRow[] | undefined;
  const counts = await keptCounts.read(db, FILTERS.map((filter) => query[filter]).join('|'), async () => {
    const [page, [totalRow], purposes, fuels, brands, types, prices, statuses, seats] = await orm(db).batch(filterStatements(db, query));
    list = page;
    return { total: totalRow?.total ?? 0, purposes, fuels, brands, types, prices, statuses, seats };
  });
  return { list: list ?? (await pageStatement(db, query)), ...counts };
}

/**
 * A keyword search's two statements: the page of cars, and the matching cars grouped by what the
 * filters read (a few dozen rows), from which keywordCounts makes the total and the counts. A single
 * word's first pages, unfiltered and by relevance, are read from its prefix's best cars. With the
 * seed's reading of the brands' names, a brand's words beside others are matched from the brand's rows.
 */
export function keywordStatements(db: D1Database, query: ListQuery, reading?: BrandReading) {
  const d = orm(db);
  const offset = (query.page - 1) * query.pageSize;
  const words = queryWords(query.q);
  const brand = brandWordsIn(words, reading);
  const prefix = topPrefix(words);
  // a brand beside one other word: that word's cars of the brand, which the seed counted too
  const beside = brand ? words.filter((word) => !brand.words.includes(word)) : [];
  const counted = prefix ?? (beside.length === 1 && beside[0]!.length > 1 ? beside[0]! : null);
  const unfiltered = FILTERS.every((filter) => query[filter] === 'all');
  const found =
    prefix !== null && unfiltered && query.sort === 'name' && offset + query.pageSize <= TOP_PER_PREFIX
      ? d
          .select(summaryColumns)
          .from(carSearchTop)
          .innerJoin(cars, eq(cars.id, carSearchTop.carId))
          .where(and(eq(carSearchTop.prefix, prefix), gt(carSearchTop.rank, offset), lte(carSearchTop.rank, offset + query.pageSize)))
          .orderBy(carSearchTop.rank)
      : d
          .select(summaryColumns)
          .from(cars)
          .innerJoin(keywordMatch(words, brand), sql`m.car_id = ${cars.id}`)
          .where(conditions(db, query, undefined, true))
          .orderBy(...orderBy(query.sort, true))
          .limit(query.pageSize)
          .offset(offset);
  // a single word's cars are counted by the seed, and a brand's beside one word; others' are counted here
  const combinations =
    counted !== null
      ? d
          .select({
            purposes: carSearchFacets.purposes,
            fuels: carSearchFacets.fuels,
            brandSlug: carSearchFacets.brandSlug,
            brand: carSearchFacets.brand,
            bodyType: carSearchFacets.bodyType,
            priceBand: carSearchFacets.priceBand,
            status: carSearchFacets.status,
            seatBand: carSearchFacets.seatBand,
            cars: carSearchFacets.cars,
          })
          .from(carSearchFacets)
          .where(and(eq(carSearchFacets.prefix, counted), prefix === null ? eq(carSearchFacets.brandSlug, brand!.brandSlug) : undefined))
      : d
          .select({
            purposes: cars.purposes,
            fuels: cars.fuels,
            brandSlug: cars.brandSlug,
            brand: cars.brand,
            bodyType: cars.bodyType,
            priceBand: cars.priceBand,
            status: cars.status,
            seatBand: cars.seatBand,
            cars: count(),
          })
          .from(cars)
          .innerJoin(keywordMatch(words, brand), sql`m.car_id = ${cars.id}`)
          .groupBy(cars.purposes, cars.fuels, cars.brandSlug, cars.brand, cars.bodyType, cars.priceBand, cars.status, cars.seatBand);
  return [found, combinations] as const;
}

const FILTERS = ['purpose', 'fuel', 'brand', 'type', 'price', 'status', 'seats'] as const satisfies readonly FilterName[];

type Combination = {
  purposes: string;
  fuels: string;
  brandSlug: string;
  brand: string;
  bodyType: string | null;
  priceBand: string | null;
  status: string;
  seatBand: string | null;
  cars: number;
};

/** SQLite's NOCASE: ASCII letters folded, anything else compared as it is. */
const nocase = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * The total and the counts per option of a keyword search, from its matching cars grouped by what
 * the filters read: the same numbers liveCounts reads from D1 (a test holds them equal).
 */
export function keywordCounts(rows: readonly Combination[], query: ListQuery) {
  const values = (row: Combination): Record<FilterName, Array<string | null>> => ({
    purpose: splitList(row.purposes),
    fuel: splitList(row.fuels),
    brand: [row.brandSlug],
    type: [row.bodyType],
    price: [row.priceBand],
    status: [row.status],
    seats: [row.seatBand],
  });
  const passes = (row: Record<FilterName, Array<string | null>>, except?: FilterName) =>
    FILTERS.every((filter) => filter === except || query[filter] === 'all' || row[filter].includes(query[filter]));
  const counts = Object.fromEntries(FILTERS.map((filter) => [filter, new Map<string | null, number>()])) as Record<
    FilterName,
    Map<string | null, number>
  >;
  const labels = new Map<string, string>();
  let total = 0;
  for (const row of rows) {
    const of = values(row);
    if (passes(of)) total += row.cars;
    for (const filter of FILTERS) {
      if (!passes(of, filter)) continue;
      for (const value of of[filter]) counts[filter].set(value, (counts[filter].get(value) ?? 0) + row.cars);
    }
    labels.set(row.brandSlug, row.brand);
  }
  const listed = (filter: FilterName) => [...counts[filter]].map(([value, count]) => ({ value, count }));
  const brands = [...counts.brand]
    .map(([value, count]) => ({ value: value!, count, label: labels.get(value!)! }))
    .sort((a, b) => (nocase(a.label) < nocase(b.label) ? -1 : nocase(a.label) > nocase(b.label) ? 1 : 0));
  return {
    total,
    purposes: listed('purpose'),
    fuels: listed('fuel'),
    brands,
    types: listed('type'),
    prices: listed('price'),
    statuses: listed('status'),
    seats: listed('seats'),
  };
}

/** The total and counts per option read from the matching cars themselves: for a keyword search, and the reference car_facets is tested against. */
export function liveCounts(db: D1Database, query: ListQuery) {
  const d = orm(db);
  const tagFacet = (kind: 'purpose' | 'fuel') =>
    d
      .select({ value: carTags.value, count: count() })
      .from(carTags)
      .innerJoin(cars, eq(cars.id, carTags.carId))
      .where(and(eq(carTags.kind, kind), conditions(db, query, kind)))
      .groupBy(carTags.value);
  const columnFacet = (column: AnySQLiteColumn, except: FilterName) =>
    d
      .select({ value: column, count: count() })
      .from(cars)
      .where(conditions(db, query, except))
      .groupBy(column);
  return [
    d.select({ total: count() }).from(cars).where(conditions(db, query)),
    tagFacet('purpose'),
    tagFacet('fuel'),
    d
      .select({ value: cars.brandSlug, label: cars.brand, count: count() })
      .from(cars)
      .where(conditions(db, query, 'brand'))
      .groupBy(cars.brandSlug)
      .orderBy(sql`${cars.brand} COLLATE NOCASE`),
    columnFacet(cars.bodyType, 'type'),
    columnFacet(cars.priceBand, 'price'),
    columnFacet(cars.status, 'status'),
    columnFacet(cars.seatBand, 'seats'),
  ] as const;
}

/** One page of cars, the total and the counts per filter option, in one D1 round trip (or the page alone). */
export async function listCars(db: D1Database, given: ListQuery): Promise<CarListPage> {
  // the seed's reading of the brands' names, read only when the search may need it
  const reading = await brandReadingFor(db, given.q);
  const query = withKindsRead(given, reading);
  let list, total, purposes, fuels, brands, types, prices, statuses, seats;
  if (query.q) {
    const [found, combinations] = await orm(db).batch(keywordStatements(db, query, reading));
    list = found;
    ({ total, purposes, fuels, brands, types, prices, statuses, seats } = keywordCounts(combinations, query));
  } else {
    ({ list, total, purposes, fuels, brands, types, prices, statuses, seats } = await filteredPage(db, query));
  }

  const labelled = (labels: Record<string, string>, rows: Array<{ value: string | null; count: number }>) => {
    const counts = new Map(rows.map((row) => [row.value, row.count]));
    // every option is listed, in the catalogue's order, with 0 where nothing matches
    return Object.entries(labels).map(([value, label]) => ({ value, label, count: counts.get(value) ?? 0 }));
  };
  return {
    list: list.map(toSummary),
    total,
    page: query.page,
    pageSize: query.pageSize,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    query,
    facets: {
      purpose: labelled(LABELS.purpose, purposes),
      fuel: labelled(LABELS.fuel, fuels),
      type: labelled(LABELS.type, types),
      seats: labelled(SEAT_LABELS, seats),
      price: labelled(LABELS.price, prices),
      status: labelled(LABELS.status, statuses),
      brand: brands.map((row) => ({ value: row.value, label: row.label, count: row.count })),
    },
  };
}

/** A page of the list with its options worded for a reader of `units`: the fuel `Gasoline` in US units. */
export function inWordsOf<Page extends Pick<CarListPage, 'facets'>>(page: Page, units: Units): Page {
  const labels: Record<string, string> = fuelLabels(units);
  const fuel = page.facets.fuel.map((option) => ({ ...option, label: labels[option.value] ?? option.label }));
  return { ...page, facets: { ...page.facets, fuel } };
}

export type CarDetail = Omit<CarRow, 'fuels' | 'purposes' | 'sourceKey' | 'source' | 'status' | 'figureNotes' | 'epa' | 'launchBasis'> & {
  fuels: string[];
  purposes: string[];
  source: SourceId;
  status: Status;
  figureNotes: FigureNotes;
  launchBasis: LaunchBasis | null;
  epa: EpaFacts | null;
  path: string;
};

/** A car's row by id: one statement, so a page can send it in a batch with its other reads. */
export const carStatement = (db: D1Database, id: number) => orm(db).select().from(cars).where(eq(cars.id, id)).limit(1);

export async function getCar(db: D1Database, id: number): Promise<CarDetail | null> {
  const [row] = await carStatement(db, id);
  return row ? toDetail(row) : null;
}

/** A car's row as a page reads it: lists split, JSON columns parsed, its address. */
export function toDetail(row: CarRow): CarDetail {
  const { sourceKey: _sourceKey, ...car } = row;
  return {
    ...car,
    fuels: splitList(car.fuels),
    purposes: splitList(car.purposes),
    source: car.source as SourceId,
    status: car.status as Status,
    figureNotes: parseJson<FigureNotes>(car.figureNotes, {}),
    launchBasis: car.launchBasis as CarDetail['launchBasis'],
    epa: parseJson<EpaFacts | null>(car.epa, null),
    path: carPath(car),
  };
}

/** Where a car id that disappeared in a merge lives now (seed/redirects.json), or null. */
export async function carRedirect(db: D1Database, id: number): Promise<{ slug: string; id: number } | null> {
  const [row] = await orm(db)
    .select({ id: cars.id, slug: cars.slug })
    .from(carRedirects)
    .innerJoin(cars, eq(cars.id, carRedirects.toId))
    .where(eq(carRedirects.fromId, id))
    .limit(1);
  return row ?? null;
}

/** One car, or the car an id merged into became (the gateway answers that car; pages redirect to it). */
export async function getCarFollowingMerges(db: D1Database, id: number): Promise<CarDetail | null> {
  const car = await getCar(db, id);
  if (car) return car;
  const moved = await carRedirect(db, id);
  return moved ? getCar(db, moved.id) : null;
}
