// Suggestions while a visitor types: brands, model families and cars whose names the words start,
// at most MAX_SUGGESTIONS in all, each with the page it links to. Brands are matched in the isolate
// (a few dozen names, kept a few minutes); families and cars come from the search index in one batch.
import { and, eq, lte, sql } from 'drizzle-orm';
import { orm } from '#app/db/orm.server.ts';
import { listBrands } from '../brands.server';
import { carPath } from '../cars.server';
import { LABELS } from '../categories';
import { brandPath, familyPath } from '../family-paths';
import { labelOf } from '../format';
import { carSearchFamilies, carSearchTop, cars } from '../schema.server';
import { BRAND_ALIASES } from './aliases';
import { matchedCars, topPrefix } from './match.server';
import { namesMatch, queryWords } from './normalise';

export const MAX_SUGGESTIONS = 8;
const MAX_BRANDS = 2;
const MAX_MODELS = 3;

export type Suggestion = { label: string; path: string; detail: string };
export type Suggestions = { q: string; brands: Suggestion[]; models: Suggestion[]; cars: Suggestion[] };

const suggestedCar = { id: cars.id, slug: cars.slug, brand: cars.brand, name: cars.name, bodyType: cars.bodyType, fuel: cars.fuel };

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The statements of one suggestion answer (also what the query-plan test and `npm run bench:scale` run). */
export function suggestStatements(db: D1Database, words: readonly string[]) {
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
  return [rankedStatement(db, words)] as const;
}

/**
 * Several words: their matching cars read once, each with its place among the cars and its family's
 * place among the families (ordered as the one-word answers are), keeping the rows of the best cars
 * and of every version of the best families.
 */
function rankedStatement(db: D1Database, words: readonly string[]) {
  const family = sql`PARTITION BY ${cars.brandSlug}, ${cars.modelSlug}`;
  const ranked = orm(db)
    .select({
      ...suggestedCar,
      model: sql<string>`${cars.model}`.as('model'),
      brandSlug: sql<string>`${cars.brandSlug}`.as('brand_slug'),
      modelSlug: sql<string>`${cars.modelSlug}`.as('model_slug'),
      carRank: sql<number>`row_number() OVER (ORDER BY m.score DESC, length(${cars.name}), ${cars.brand}, ${cars.name}, ${cars.id})`.as(
        'car_rank',
      ),
      familyScore: sql<number>`max(m.score) OVER (${family})`.as('family_score'),
      versions: sql<number>`count(*) OVER (${family})`.as('versions'),
    })
    .from(cars)
    .innerJoin(sql`(${matchedCars(words, { typing: true })}) AS m`, sql`m.car_id = ${cars.id}`)
    .as('ranked');
  const placed = orm(db)
    .select({
      id: ranked.id,
      slug: ranked.slug,
      brand: ranked.brand,
      name: ranked.name,
      bodyType: ranked.bodyType,
      fuel: ranked.fuel,
      model: ranked.model,
      brandSlug: ranked.brandSlug,
      modelSlug: ranked.modelSlug,
      versions: ranked.versions,
      carRank: ranked.carRank,
      familyRank:
        sql<number>`dense_rank() OVER (ORDER BY ${ranked.familyScore} DESC, ${ranked.versions} DESC, ${ranked.model}, ${ranked.brandSlug}, ${ranked.modelSlug})`.as(
          'family_rank',
        ),
    })
    .from(ranked)
    .as('placed');
  return orm(db)
    .select()
    .from(placed)
    .where(sql`${placed.carRank} <= ${MAX_SUGGESTIONS} OR ${placed.familyRank} <= ${MAX_MODELS}`)
    .orderBy(sql`${placed.carRank}`);
}

/** The best families and cars the words start, in order. */
async function suggestedFamiliesAndCars(db: D1Database, words: readonly string[]) {
  const statements = suggestStatements(db, words);
  if (statements.length === 2) return orm(db).batch(statements);
  const rows = await statements[0];
  const families = new Map<number, (typeof rows)[number]>();
  for (const row of [...rows].sort((a, b) => a.familyRank - b.familyRank)) {
    if (row.familyRank <= MAX_MODELS && !families.has(row.familyRank)) families.set(row.familyRank, row);
  }
  return [[...families.values()], rows.filter((row) => row.carRank <= MAX_SUGGESTIONS)] as const;
}

export async function suggest(db: D1Database, q: string): Promise<Suggestions> {
  const words = queryWords(q);
  const answer: Suggestions = { q: words.join(' '), brands: [], models: [], cars: [] };
  if (words.length === 0) return answer;
  const [brands, [families, found]] = await Promise.all([listBrands(db), suggestedFamiliesAndCars(db, words)]);
  answer.brands = brands
    .filter((brand) => namesMatch([brand.label, ...(BRAND_ALIASES[brand.value] ?? [])], words))
    .slice(0, MAX_BRANDS)
    .map((brand) => ({ label: brand.label, path: brandPath(brand.value), detail: plural(brand.count, 'car', 'cars') }));
  // a family of one version is the car itself: it is listed once, as the car
  answer.models = families
    .filter((family) => family.versions > 1)
    .map((family) => ({
      label: `${family.brand} ${family.model}`,
      path: familyPath(family.brandSlug, family.modelSlug),
      detail: plural(family.versions, 'version', 'versions'),
    }));
  const room = MAX_SUGGESTIONS - answer.brands.length - answer.models.length;
  answer.cars = found.slice(0, room).map((car) => ({
    label: `${car.brand} ${car.name}`,
    path: carPath(car),
    detail: [labelOf(LABELS.fuel, car.fuel), labelOf(LABELS.type, car.bodyType)].filter(Boolean).join(' · '),
  }));
  return answer;
}
