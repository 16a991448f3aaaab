// The seed's reading of the brands' names (migrations/0016_search_brand_reading.sql, written by
// scripts/import/brand-reading.ts): which words name one brand's cars alone, and which words of kinds
// a brand's names start. Read only for a search of several words, and kept per isolate like the brand
// list (a few hundred short rows).
import { orm } from '#app/db/orm.server.ts';
import { CATALOGUE_KEPT_MS, cachedPerDatabase } from '#app/lib/isolate-cache.server.ts';
import { searchBrandWords, searchNamedKinds } from '../schema.server';
import { namedKindKey, type BrandReading } from './kind-filters';
import { queryWords, unsearchedWords } from './normalise';

export const brandReading = cachedPerDatabase(CATALOGUE_KEPT_MS, async (db: D1Database): Promise<BrandReading> => {
  const d = orm(db);
  const [words, named] = await d.batch([d.select().from(searchBrandWords), d.select().from(searchNamedKinds)]);
  return {
    brands: new Map(words.map((row) => [row.words, row.brandSlug])),
    namedKinds: new Set(named.map((row) => namedKindKey(row.brandSlug, row.word))),
  };
});

/**
 * The reading when a search may name a brand beside other words: read as filters beside kinds (`bmw
 * electric`), or matched from the brand's rows of the index (`porsche hybrid`, match.server.ts); else
 * nothing is read. One that cannot be read leaves the words a search, which finds the same cars, only
 * slower.
 */
export async function brandReadingFor(db: D1Database, q: string): Promise<BrandReading | undefined> {
  if (!q || unsearchedWords(q).length || queryWords(q).length < 2) return undefined;
  return brandReading(db).catch((error: unknown) => {
    console.error(JSON.stringify({ message: 'brand reading unavailable', error: error instanceof Error ? error.message : String(error) }));
    return undefined;
  });
}
