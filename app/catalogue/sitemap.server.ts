// The catalogue's addresses for search engines, in sitemap files of at most URLS_PER_FILE addresses
// each (the protocol's limit is 50,000), read in chunks of CHUNK addresses so a file streams out as it
// is read and no statement reads more than a chunk, whatever the catalogue's size
// (docs/decisions/039-sitemap-index.md). Canonical addresses only: no channel, lower case.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { orm } from '#app/db/orm.server.ts';
import { carPath } from './cars.server';
import { BRANDS_PATH, brandPath, familyPath } from './family-paths';
import { carCounts, carFacets, carFamilies, cars } from './schema.server';
import { MAX_FILES, sitemapFilePath, type Section } from './sitemap-files';

export const URLS_PER_FILE = 50_000;
/** Addresses per statement. */
export const CHUNK = 1_000;

/** The pages that are not the catalogue's: the first file of the `pages` section. */
const FIXED_PAGES = [
  '/',
  '/car-list',
  '/car-rank',
  '/car-rank?by=accel',
  '/car-rank?by=topSpeed',
  '/car-rank?by=range',
  '/about',
  '/privacy-policy',
  '/terms-of-services',
  '/disclaimer',
];

/** The every-car row of car_facets (migrations/0004_car_facets.sql): counts without reading the cars. */
const everyCar = and(eq(carFacets.purpose, '*'), eq(carFacets.fuel, '*'));

/** The statements of the sitemap index: how many cars and model families there are, as counted by the seed (also measured by `npm run bench:scale`). */
export function sitemapIndexStatements(db: D1Database) {
  const d = orm(db);
  return [
    d
      .select({ n: sql<number>`coalesce(sum(${carFacets.cars}), 0)`.mapWith(Number) })
      .from(carFacets)
      .where(everyCar),
    d.select({ n: carCounts.cars }).from(carCounts).where(eq(carCounts.name, 'families')),
  ] as const;
}

/** Every sitemap file of the catalogue, in order. */
export async function sitemapFiles(db: D1Database): Promise<string[]> {
  const [[carCount], [familyCount]] = await orm(db).batch(sitemapIndexStatements(db));
  const files = (section: Section, urls: number) =>
    Array.from({ length: Math.min(MAX_FILES[section], Math.ceil(urls / URLS_PER_FILE)) }, (_, i) => sitemapFilePath(section, i + 1));
  return [...files('pages', 1), ...files('models', familyCount?.n ?? 0), ...files('cars', carCount?.n ?? 0)];
}

/** One chunk of car pages: the first of a file skips the files before it, the next ones follow the last id. */
export function carChunkStatement(db: D1Database, start: { skip: number } | { afterId: number }, limit = CHUNK) {
  const query = orm(db).select({ id: cars.id, slug: cars.slug }).from(cars);
  return 'afterId' in start
    ? query.where(gt(cars.id, start.afterId)).orderBy(asc(cars.id)).limit(limit)
    : query.orderBy(asc(cars.id)).limit(limit).offset(start.skip);
}

type Family = { brandSlug: string; modelSlug: string };

/** One chunk of model family pages, in brand and model order, read from car_families. */
export function familyChunkStatement(db: D1Database, start: { skip: number } | { after: Family }, limit = CHUNK) {
  const query = orm(db).select({ brandSlug: carFamilies.brandSlug, modelSlug: carFamilies.modelSlug }).from(carFamilies);
  const order = [asc(carFamilies.brandSlug), asc(carFamilies.modelSlug)];
  return 'after' in start
    ? query
        .where(sql`(${carFamilies.brandSlug}, ${carFamilies.modelSlug}) > (${start.after.brandSlug}, ${start.after.modelSlug})`)
        .orderBy(...order)
        .limit(limit)
    : query
        .orderBy(...order)
        .limit(limit)
        .offset(start.skip);
}

/** The brand pages, from car_facets (a few hundred rows whatever the catalogue's size). */
export const brandChunkStatement = (db: D1Database) =>
  orm(db).selectDistinct({ brandSlug: carFacets.brandSlug }).from(carFacets).where(everyCar).orderBy(asc(carFacets.brandSlug));

/**
 * The paths of one sitemap file, chunk by chunk; nothing for a file past the catalogue's end.
 * `perFile` and `chunk` are the defaults but for tests.
 */
export async function* sitemapPaths(
  db: D1Database,
  section: Section,
  file: number,
  { perFile = URLS_PER_FILE, chunk = CHUNK } = {},
): AsyncGenerator<string[]> {
  if (section === 'pages') {
    if (file !== 1) return;
    const brands = await brandChunkStatement(db);
    yield [...FIXED_PAGES, BRANDS_PATH, ...brands.map((row) => brandPath(row.brandSlug))];
    return;
  }
  let sent = 0;
  if (section === 'models') {
    let start: { skip: number } | { after: Family } = { skip: (file - 1) * perFile };
    while (sent < perFile) {
      const rows = await familyChunkStatement(db, start, Math.min(chunk, perFile - sent));
      if (!rows.length) return;
      yield rows.map((row) => familyPath(row.brandSlug, row.modelSlug));
      sent += rows.length;
      start = { after: rows.at(-1)! };
    }
    return;
  }
  let start: { skip: number } | { afterId: number } = { skip: (file - 1) * perFile };
  while (sent < perFile) {
    const rows = await carChunkStatement(db, start, Math.min(chunk, perFile - sent));
    if (!rows.length) return;
    yield rows.map(carPath);
    sent += rows.length;
    start = { afterId: rows.at(-1)!.id };
  }
}
