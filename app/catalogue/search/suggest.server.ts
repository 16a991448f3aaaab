// Suggestions while a visitor types: brands, model families and cars whose names the words start,
// at most MAX_SUGGESTIONS in all, each with the page it links to. Brands are matched in the isolate
// (a few dozen names, kept a few minutes); families and cars come from the search index in one batch.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
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
  const matched = sql`(${matchedCars(words, { typing: true })}) AS m`;
  const onMatch = sql`m.car_id = ${cars.id}`;
  return [
    d
      .select({
        brand: cars.brand,
        brandSlug: cars.brandSlug,
        model: cars.model,
        modelSlug: cars.modelSlug,
        versions: sql<number>`count(*)`.mapWith(Number),
      })
      .from(cars)
      .innerJoin(matched, onMatch)
      .groupBy(cars.brandSlug, cars.modelSlug)
      .orderBy(sql`max(m.score) DESC`, desc(sql`count(*)`), cars.model, cars.brandSlug, cars.modelSlug)
      .limit(MAX_MODELS),
    d
      .select(suggestedCar)
      .from(cars)
      .innerJoin(matched, onMatch)
      .orderBy(sql`m.score DESC`, sql`length(${cars.name})`, cars.brand, cars.name, cars.id)
      .limit(MAX_SUGGESTIONS),
  ] as const;
}

export async function suggest(db: D1Database, q: string): Promise<Suggestions> {
  const words = queryWords(q);
  const answer: Suggestions = { q: words.join(' '), brands: [], models: [], cars: [] };
  if (words.length === 0) return answer;
  const [brands, [families, found]] = await Promise.all([listBrands(db), orm(db).batch(suggestStatements(db, words))]);
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
