// The brand list (label + value), the brand filter's options. The catalogue changes only with a
// deployment's seed, so each isolate keeps it for a few minutes (docs/caching.md).
import { count, sql } from 'drizzle-orm';
import { cars } from './schema.server';
import { orm } from './cars.server';

export type Brand = { label: string; value: string; count: number };

const TTL_MS = 5 * 60_000;
const cache = new WeakMap<D1Database, { at: number; brands: Promise<Brand[]> }>();

export function listBrands(db: D1Database, now = Date.now()): Promise<Brand[]> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.brands;
  const brands = orm(db)
    .select({ label: cars.brand, value: cars.brandSlug, count: count() })
    .from(cars)
    .groupBy(cars.brandSlug)
    .orderBy(sql`${cars.brand} COLLATE NOCASE`);
  const entry = { at: now, brands: Promise.resolve(brands) };
  // a failed read is not kept: the next call tries again
  entry.brands.catch(() => cache.delete(db));
  cache.set(db, entry);
  return entry.brands;
}
