// Brands and their model families, as the brand pages show them: the brand directory, one brand's
// families (a page at a time) with their ranges and a summary drawn from the data, and every version
// of one family.
import { and, asc, count, countDistinct, desc, eq, notInArray, sql } from 'drizzle-orm';
import { orm } from '#app/db/orm.server.ts';
import { CATALOGUE_KEPT_MS, cachedPerDatabase } from '#app/lib/isolate-cache.server.ts';
import { parseJson, summaryColumns, toSummary, type CarSummary } from './cars.server';
import { isRoadCar } from './rankings.server';
import { carBrandFacets, carBrands, carFamilies, cars } from './schema.server';

export type Range = { min: number | null; max: number | null };
const range = (low: number | null, high: number | null): Range => ({ min: low, max: high });

export type BrandEntry = { brand: string; brandSlug: string; models: number; cars: number; price: Range };

/**
 * A brand's price range is what its vehicles on sale cost: a concept's price is a plan and a race car's
 * a valuation (the source prices the one-off Mazda 787B at $5–7 million), so both stay on their own
 * pages and out of the brand's range. Commercial vehicles are sold at list prices and count.
 */
const forSale = sql`${notInArray(cars.status, ['concept', 'race'])}`;
const priceLow = sql<number | null>`min(CASE WHEN ${forSale} THEN ${cars.priceMinUsd} END)`;
const priceHigh = sql<number | null>`max(CASE WHEN ${forSale} THEN coalesce(${cars.priceMaxUsd}, ${cars.priceMinUsd}) END)`;

/** Every brand with its number of model families and cars and the price range of those on sale, alphabetical. */
export const brandDirectory = cachedPerDatabase(CATALOGUE_KEPT_MS, async (db: D1Database): Promise<BrandEntry[]> => {
  const rows = await orm(db)
    .select({
      brand: cars.brand,
      brandSlug: cars.brandSlug,
      models: countDistinct(cars.modelSlug),
      cars: count(),
      priceMin: priceLow,
      priceMax: priceHigh,
    })
    .from(cars)
    .groupBy(cars.brandSlug)
    .orderBy(sql`${cars.brand} COLLATE NOCASE`);
  return rows.map(({ priceMin, priceMax, ...row }) => ({ ...row, price: range(priceMin, priceMax) }));
});

export type FamilyEntry = {
  model: string;
  modelSlug: string;
  variants: number;
  price: Range;
  power: Range;
  accel: Range;
  launch: Range;
  generations: string[];
};

/**
 * Model families on one brand page: more than any brand of the real catalogue has (Nissan's 86 are the
 * most), so a real brand's page lists every family and shows no page links (decision 068).
 */
export const BRAND_PAGE_SIZE = 100;

export type BrandPage = {
  brand: string;
  brandSlug: string;
  cars: number;
  /** the brand's model families in all; `families` holds those of `page` */
  familyCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
  families: FamilyEntry[];
  fuels: Array<{ value: string; cars: number }>;
  bodyTypes: Array<{ value: string; cars: number }>;
  quickest: CarSummary | null;
  /** other road cars of the brand exactly as quick (up to three, by name): a tie is named, not hidden */
  quickestAlike: string[];
};

/** How many of a brand's quickest cars are read: the quickest and up to three as quick. */
export const QUICKEST_READ = 4;

/**
 * One page of a brand's model families, by name, with their ranges, what the brand offers and its
 * quickest road car; null for no such brand. A page past the last has no families.
 */
export async function brandPage(db: D1Database, brandSlug: string, page = 1): Promise<BrandPage | null> {
  const [[brand], families, facets, quickest] = await orm(db).batch(brandPageStatements(db, brandSlug, page));
  if (!brand) return null;
  const facet = (name: 'fuel' | 'body_type') => facets.filter((row) => row.facet === name).map(({ value, cars }) => ({ value, cars }));
  return {
    brand: brand.brand,
    brandSlug,
    cars: brand.cars,
    familyCount: brand.families,
    page,
    pageSize: BRAND_PAGE_SIZE,
    totalPages: Math.max(1, Math.ceil(brand.families / BRAND_PAGE_SIZE)),
    families: families.map((row) => ({
      model: row.model,
      modelSlug: row.modelSlug,
      variants: row.variants,
      price: range(row.priceMin, row.priceMax),
      power: range(row.powerMin, row.powerMax),
      accel: range(row.accelMin, row.accelMax),
      launch: range(row.launchMin, row.launchMax),
      generations: row.generations ? row.generations.split(',').sort() : [],
    })),
    fuels: facet('fuel'),
    bodyTypes: facet('body_type'),
    quickest: quickest[0] ? toSummary(quickest[0]) : null,
    quickestAlike: quickest
      .slice(1)
      .filter((car) => car.accel0To100S === quickest[0]!.accel0To100S && car.accel0To100SMax === quickest[0]!.accel0To100SMax)
      .map((car) => car.name),
  };
}

/** A brand page's statements (also measured by `npm run bench:scale`): each reads what the page shows. */
export function brandPageStatements(db: D1Database, brandSlug: string, page = 1) {
  const d = orm(db);
  return [
    // its totals, counted by the seed (car_brands)
    d
      .select({ brand: carBrands.brand, families: carBrands.families, cars: carBrands.cars })
      .from(carBrands)
      .where(eq(carBrands.brandSlug, brandSlug)),
    // one page of its families with their ranges, summed up by the seed (car_families), in the order
    // of the index car_families_by_name: the page stops at its last row
    d
      .select({
        model: carFamilies.model,
        modelSlug: carFamilies.modelSlug,
        variants: carFamilies.variants,
        priceMin: carFamilies.priceMin,
        priceMax: carFamilies.priceMax,
        powerMin: carFamilies.powerMin,
        powerMax: carFamilies.powerMax,
        accelMin: carFamilies.accelMin,
        accelMax: carFamilies.accelMax,
        launchMin: carFamilies.launchMin,
        launchMax: carFamilies.launchMax,
        generations: carFamilies.generations,
      })
      .from(carFamilies)
      .where(eq(carFamilies.brandSlug, brandSlug))
      .orderBy(sql`${carFamilies.model} COLLATE NOCASE`, asc(carFamilies.modelSlug))
      .limit(BRAND_PAGE_SIZE)
      .offset((page - 1) * BRAND_PAGE_SIZE),
    // its cars per fuel and per body type, counted by the seed (car_brand_facets), most first
    d
      .select({ facet: carBrandFacets.facet, value: carBrandFacets.value, cars: carBrandFacets.cars })
      .from(carBrandFacets)
      .where(eq(carBrandFacets.brandSlug, brandSlug))
      .orderBy(asc(carBrandFacets.facet), desc(carBrandFacets.cars), asc(carBrandFacets.value)),
    d
      .select(summaryColumns)
      .from(cars)
      .where(and(eq(cars.brandSlug, brandSlug), isRoadCar, sql`${cars.accel0To100S} IS NOT NULL`))
      // `IS NULL` first, as the index of the list's sort by brand and 0–100 has it (always false here);
      // then a range's slower end, so a car given as 2.8–3.1 s never stands before one at 2.8 s flat
      .orderBy(sql`${cars.accel0To100S} IS NULL`, asc(cars.accel0To100S), asc(cars.accel0To100SMax), asc(cars.name))
      .limit(QUICKEST_READ),
  ] as const;
}

/** The columns of a model page's table, beside what a card shows. */
const versionColumns = {
  ...summaryColumns,
  generation: cars.generation,
  drivetrain: cars.drivetrain,
  efficiencyWhKm: cars.efficiencyWhKm,
  modelYearMax: cars.modelYearMax,
  usYearFirst: cars.usYearFirst,
  usYearLatest: cars.usYearLatest,
  epa: cars.epa,
};

export type FamilyVersion = CarSummary & {
  generation: string | null;
  drivetrain: string | null;
  efficiencyWhKm: number | null;
  modelYearMax: number | null;
  usYearFirst: number | null;
  usYearLatest: number | null;
  /** combined US fuel economy (FuelEconomy.gov) of the matched versions, in MPG */
  mpgCombined: Range | null;
  /** US drivetrains (FuelEconomy.gov) where the source states none */
  usDrivetrains: string[];
};

export type FamilyPage = { brand: string; brandSlug: string; model: string; modelSlug: string; versions: FamilyVersion[] };

type EpaSlice = { mpgCombined?: Range | null; drivetrains?: string[] };

/** A model page's one statement (also measured by `npm run bench:scale`). */
export const familyPageStatement = (db: D1Database, brandSlug: string, modelSlug: string) =>
  orm(db)
    .select(versionColumns)
    .from(cars)
    .where(and(eq(cars.brandSlug, brandSlug), eq(cars.modelSlug, modelSlug)))
    // by name: the model itself ("F-150") before its versions ("F-150 Limited"), as the table's
    // Version heading says, here so the page and the gateway agree
    .orderBy(asc(cars.name), asc(cars.id));

/** Every version of one model family, by name; null when the brand has no such family. */
export async function familyPage(db: D1Database, brandSlug: string, modelSlug: string): Promise<FamilyPage | null> {
  const rows = await familyPageStatement(db, brandSlug, modelSlug);
  const first = rows[0];
  if (!first) return null;
  return {
    brand: first.brand,
    brandSlug,
    model: first.model,
    modelSlug,
    versions: rows.map(({ epa, generation, drivetrain, efficiencyWhKm, modelYearMax, usYearFirst, usYearLatest, ...row }) => {
      const us = parseJson<EpaSlice>(epa, {});
      return {
        ...toSummary(row),
        generation,
        drivetrain,
        efficiencyWhKm,
        modelYearMax,
        usYearFirst,
        usYearLatest,
        mpgCombined: us.mpgCombined ?? null,
        usDrivetrains: us.drivetrains ?? [],
      };
    }),
  };
}
