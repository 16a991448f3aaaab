// Suggestions while a visitor types: brands, model families and cars whose names the words start,
// at most MAX_SUGGESTIONS in all, each with the page it links to. Brands are matched in the isolate
// (a few dozen names, kept a few minutes); families and cars come from the search index in one batch.
import { and, eq, lte, sql } from 'drizzle-orm';
import { orm, rawStatement } from '#app/db/orm.server.ts';
import { listBrands, type Brand } from '../brands.server';
import { carPath, filterTotalStatement } from '../cars.server';
import { LABELS, SEAT_LABELS } from '../categories';
import { brandPath, familyPath } from '../family-paths';
import { fuelLabels, labelOf, withBrand } from '../format';
import type { Units } from '#app/units/units.ts';
import { carSearchFamilies, carSearchTop, cars } from '../schema.server';
import { listQuerySchema, type ListQuery } from '../filters.server';
import { listSearch, type FilterName } from '../list-query';
import { BRAND_ALIASES } from './aliases';
import { brandReadingFor } from './brand-reading.server';
import { kindRuns, searchedFilters, type BrandReading } from './kind-filters';
import { brandWordsIn, matchedCars, topPrefix, type BrandWords } from './match.server';
import { namesMatch, queryWords, unsearchedWords } from './normalise';
import { seatsRead } from './seat-words';
import { formatCount } from '#app/lib/number-format.ts';

export const MAX_SUGGESTIONS = 8;
const MAX_BRANDS = 2;
const MAX_MODELS = 3;

export type Suggestion = { label: string; path: string; detail: string };
export type Suggestions = { q: string; kinds: Suggestion[]; brands: Suggestion[]; models: Suggestion[]; cars: Suggestion[] };

const suggestedCar = {
  id: cars.id,
  slug: cars.slug,
  brand: cars.brand,
  name: cars.name,
  bodyType: cars.bodyType,
  fuel: cars.fuel,
  brandSlug: cars.brandSlug,
  modelSlug: cars.modelSlug,
  seatBand: cars.seatBand,
};

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * The statements of one suggestion answer (also what the query-plan test and `npm run bench:scale` run);
 * `reading`, the seed's reading of the brands' names, matches a brand's words beside others by brand.
 */
export function suggestStatements(db: D1Database, words: readonly string[], reading?: BrandReading) {
  const d = orm(db);
  // one word: its best families and cars, precomputed per prefix by the seed
  const prefix = topPrefix(words, { typing: true });
  if (prefix !== null) {
    return [
      d
        .select({
          brand: carSearchFamilies.brand,
          brandSlug: carSearchFamilies.brandSlug,
          model: carSearchFamilies.model,
          modelSlug: carSearchFamilies.modelSlug,
          versions: carSearchFamilies.versions,
        })
        .from(carSearchFamilies)
        .where(eq(carSearchFamilies.prefix, prefix))
        .orderBy(carSearchFamilies.rank)
        .limit(MAX_MODELS),
      d
        .select(suggestedCar)
        .from(carSearchTop)
        .innerJoin(cars, eq(cars.id, carSearchTop.carId))
        .where(and(eq(carSearchTop.prefix, prefix), lte(carSearchTop.rank, MAX_SUGGESTIONS)))
        .orderBy(carSearchTop.rank),
    ] as const;
  }
  return [rankedStatement(db, words, brandWordsIn(words, reading))] as const;
}

type RankedRow = {
  kind: 'car' | 'family';
  id: number;
  slug: string;
  brand: string;
  name: string;
  bodyType: string | null;
  fuel: string | null;
  model: string;
  brandSlug: string;
  modelSlug: string;
  seatBand: string | null;
  versions: number;
};

/**
 * Several words: their matching cars read once (materialised: both lists read it), narrow rows that
 * carry their order (car_search_prefixes), so the best cars and families are sorted without reading the
 * cars table; only the rows kept are joined to it. Cars in the one-word order (score, then the shorter
 * name, brand, name and id); families by their best score, then their number of matching versions,
 * then model, brand and model slug. A family is named by one of its cars.
 */
function rankedStatement(db: D1Database, words: readonly string[], brand: BrandWords | null) {
  const shown = sql.raw(
    'c.id AS id, c.slug AS slug, c.brand AS brand, c.name AS name, c.body_type AS bodyType, c.fuel AS fuel, c.model AS model, c.brand_slug AS brandSlug, c.model_slug AS modelSlug, c.seat_band AS seatBand',
  );
  // k1–k4 keep each list in its order through the UNION: the cars, then the families
  const query = sql`WITH m AS MATERIALIZED (${matchedCars(words, { typing: true, brand })}),
best_cars AS (SELECT car_id, score, name_order FROM m ORDER BY score DESC, name_order LIMIT ${MAX_SUGGESTIONS}),
best_families AS (SELECT min(car_id) AS car_id, max(score) AS score, count(*) AS versions, family_order FROM m GROUP BY family_order ORDER BY max(score) DESC, count(*) DESC, family_order LIMIT ${MAX_MODELS})
SELECT 'car' AS kind, ${shown}, 0 AS versions, 0 AS k1, -b.score AS k2, b.name_order AS k3, 0 AS k4 FROM best_cars b CROSS JOIN ${cars} AS c ON c.id = b.car_id
UNION ALL
SELECT 'family', ${shown}, f.versions, 1, -f.score, -f.versions, f.family_order FROM best_families f CROSS JOIN ${cars} AS c ON c.id = f.car_id
ORDER BY k1, k2, k3, k4`;
  return rawStatement<RankedRow>(db, query);
}

/** The best families and cars the words start, in order. */
export async function suggestedFamiliesAndCars(db: D1Database, words: readonly string[], reading?: BrandReading) {
  const statements = suggestStatements(db, words, reading);
  if (statements.length === 2) return orm(db).batch(statements);
  const rows = await statements[0].all();
  return [rows.filter((row) => row.kind === 'family'), rows.filter((row) => row.kind === 'car')] as const;
}

/**
 * The list's filters and sort a search box sits among (the list's own form): a search of kinds typed
 * there opens the list with them kept, as pressing Enter in it does. None on the home page.
 */
export type SuggestWithin = Partial<Pick<ListQuery, FilterName | 'sort'>>;

/**
 * A search of kinds (`electric suv`, `coupe`: kind-filters.ts), alone or beside a brand the list reads
 * as its filter (`bmw electric`), as the list it opens, within the filters already set, titled as the
 * list titles its choices ("SUV · Electric", "BMW · Electric"), with its number of cars; none when it
 * has none.
 */
async function suggestedKinds(
  db: D1Database,
  q: string,
  within: SuggestWithin,
  brands: Promise<Brand[]>,
  reading: Promise<BrandReading | undefined>,
  units: Units,
): Promise<Suggestion[]> {
  // words past the searched ones keep the list a search, which names them: no list of kinds then
  if (unsearchedWords(q).length) return [];
  const words = queryWords(q);
  const searched = searchedFilters(words, within, await reading);
  // a search the list keeps beside its filters (`volvo 7 seater`) is suggested as its cars are
  if (!searched || searched.rest.length) return [];
  const read = searched.filters;
  const query = listQuerySchema.parse({ ...within, ...read });
  const [counted] = await filterTotalStatement(db, query);
  if (!counted?.total) return [];
  const brand = 'brand' in read ? (await brands).find((option) => option.value === read.brand)?.label : undefined;
  const label = [
    read.purpose && LABELS.purpose[read.purpose],
    brand,
    read.type && LABELS.type[read.type],
    read.seats && SEAT_LABELS[read.seats],
    read.fuel && fuelLabels(units)[read.fuel],
  ];
  return [
    { label: label.filter(Boolean).join(' · '), path: `/car-list${listSearch(query)}`, detail: plural(counted.total, 'car', 'cars') },
  ];
}

/** `units`: whose words the kinds and cars are described in (`Gasoline` in US units). */
export async function suggest(db: D1Database, q: string, within: SuggestWithin = {}, units: Units = 'metric'): Promise<Suggestions> {
  const words = queryWords(q);
  const answer: Suggestions = { q: words.join(' '), kinds: [], brands: [], models: [], cars: [] };
  if (words.length === 0) return answer;
  // a number of seats beside a name (`xc90 7 seater`) is the list's seats filter, no word of a name:
  // the brands, families and cars suggested are the name's
  const seats = seatsRead(words);
  const nameWords = seats?.rest.length ? seats.rest : words;
  const brandList = listBrands(db);
  const reading = brandReadingFor(db, q);
  const [kinds, brands, [families, found]] = await Promise.all([
    suggestedKinds(db, q, within, brandList, reading, units),
    brandList,
    reading.then((read) => suggestedFamiliesAndCars(db, nameWords, read)),
  ]);
  answer.kinds = kinds;
  // a search of kinds alone (`gas`, `coupe`) is offered as its list, above; beside it only the cars
  // whose names hold its words (the Cayenne Coupés) and their families, not whichever cars of the kind
  // come first (the index gives every petrol car the word `gas`)
  const kindsAlone = kinds.length > 0 && kindRuns(nameWords)?.rest.length === 0;
  // beside a number of seats, only the cars with that many and their families (`7 seater suv`: not
  // the five-seat EQE SUV, whose name holds the word)
  const seated = (car: { seatBand: string | null }) => !seats || car.seatBand === seats.seats;
  const shownCars = (kindsAlone ? found.filter((car) => namesMatch([`${car.brand} ${car.name}`], nameWords)) : found).filter(seated);
  const namedFamily = (family: { brandSlug: string; modelSlug: string }) =>
    (!kindsAlone && !seats) || shownCars.some((car) => car.brandSlug === family.brandSlug && car.modelSlug === family.modelSlug);
  answer.brands = brands
    .filter((brand) => namesMatch([brand.label, ...(BRAND_ALIASES[brand.value] ?? [])], nameWords))
    .slice(0, MAX_BRANDS)
    .map((brand) => ({ label: brand.label, path: brandPath(brand.value), detail: plural(brand.count, 'car', 'cars') }));
  // a family of one version is the car itself: it is listed once, as the car
  answer.models = families
    .filter((family) => family.versions > 1 && namedFamily(family))
    .map((family) => ({
      label: withBrand(family.brand, family.model),
      path: familyPath(family.brandSlug, family.modelSlug),
      // the versions the words match, not the family's all ("porsche ta": the 911's Targas)
      detail: plural(family.versions, 'matching version', 'matching versions'),
    }));
  const room = MAX_SUGGESTIONS - answer.kinds.length - answer.brands.length - answer.models.length;
  answer.cars = shownCars.slice(0, room).map((car) => ({
    label: withBrand(car.brand, car.name),
    path: carPath(car),
    detail: [labelOf(fuelLabels(units), car.fuel), labelOf(LABELS.type, car.bodyType)].filter(Boolean).join(' · '),
  }));
  return answer;
}
