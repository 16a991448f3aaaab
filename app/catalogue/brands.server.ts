// The brand list (label + value), the brand filter's options. The catalogue changes only with a
// deployment's seed, so each isolate keeps it for a few minutes (docs/caching.md).
import { count, sql } from 'drizzle-orm';
import { orm } from '#app/db/orm.server.ts';
import { CATALOGUE_KEPT_MS, cachedPerDatabase } from '#app/lib/isolate-cache.server.ts';
import { cars } from './schema.server';

export type Brand = { label: string; value: string; count: number };

export const listBrands = cachedPerDatabase(CATALOGUE_KEPT_MS, async (db: D1Database): Promise<Brand[]> =>
  orm(db)
    .select({ label: cars.brand, value: cars.brandSlug, count: count() })
    .from(cars)
    .groupBy(cars.brandSlug)
    .orderBy(sql`${cars.brand} COLLATE NOCASE`),
);
