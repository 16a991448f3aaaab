// What the list offers when a keyword search finds nothing: the nearest spellings of brand and model
// names ("did you mean …", each a search for that name) and the pages of brands the query names.
import { orm } from '#app/db/orm.server.ts';
import { CATALOGUE_KEPT_MS, cachedPerDatabase } from '#app/lib/isolate-cache.server.ts';
import { listBrands } from '../brands.server';
import { brandPath } from '../family-paths';
import { listCars } from '../cars.server';
import type { ListQuery } from '../filters.server';
import { listSearch } from '../list-query';
import { cars } from '../schema.server';
import { BRAND_ALIASES } from './aliases';
import { kindRuns, kindsSpelledRight } from './kind-filters';
import { nearestNames, type NamedPlace } from './nearest';
import { normalise, queryWords } from './normalise';

export type NoResultsHelp = { didYouMean: NamedPlace[]; brands: NamedPlace[] };

/** Every model family's name (brand and model), kept a few minutes per isolate like the brand list. */
const familyNames = cachedPerDatabase(CATALOGUE_KEPT_MS, async (db: D1Database) =>
  orm(db).selectDistinct({ brand: cars.brand, model: cars.model }).from(cars),
);

/** Whether the word is one of the names, or a whole word of one (`ferrari`, `vw`, `mercedes`). */
function namesWord(names: readonly string[], word: string): boolean {
  return names.some((name) => {
    const words = normalise(name).split(' ');
    return words.includes(word) || words.join('') === word;
  });
}

/** A search offered, within the list's other filters and sort, at the address the list reads it at, when it finds cars. */
async function searchIfFound(db: D1Database, label: string, within: ListQuery): Promise<NamedPlace[]> {
  // the list answers with the query as it read it: the address a visitor is sent to
  const { total, query } = await listCars(db, { ...within, q: label, page: 1, pageSize: 1 });
  return total ? [{ label, path: `/car-list${listSearch({ ...query, pageSize: undefined })}` }] : [];
}

/** The search with its misspelt words of kinds put right (`electirc suv`), where it finds cars. */
async function kindsPutRight(db: D1Database, words: readonly string[], within: ListQuery): Promise<NamedPlace[]> {
  const right = kindsSpelledRight(words);
  return right ? searchIfFound(db, right.join(' '), within) : [];
}

/**
 * A misspelt name beside words of kinds (`porshe hybrid`, `bmv electric`: every word of a name must be
 * near for a name to be offered, and a kind's word is no name's): the nearest name with the kinds
 * kept, put right where misspelt (`Porsche hybrid`), where it finds cars.
 */
async function namesBesideKinds(
  db: D1Database,
  words: readonly string[],
  names: readonly NamedPlace[],
  within: ListQuery,
): Promise<NamedPlace[]> {
  const runs = kindRuns(kindsSpelledRight(words) ?? words);
  if (!runs?.rest.length) return [];
  // the nearest name alone: the next are often the brand's families that tie with it (`BMW i4`)
  const [nearest] = nearestNames(runs.rest, names, 1);
  return nearest ? searchIfFound(db, `${nearest.label} ${runs.typed.join(' ')}`, within) : [];
}

export async function noResultsHelp(db: D1Database, query: ListQuery): Promise<NoResultsHelp> {
  const words = queryWords(query.q);
  if (!words.length) return { didYouMean: [], brands: [] };
  const [brands, families, kinds] = await Promise.all([listBrands(db), familyNames(db), kindsPutRight(db, words, query)]);
  const search = (label: string) => `/car-list${listSearch({ q: label })}`;
  const names = [
    ...brands.map((brand) => ({ label: brand.label, path: search(brand.label) })),
    // a family its brand already names (the Firefly's) is offered once, as the brand
    ...families
      .filter((family) => family.model !== family.brand)
      .map((family) => `${family.brand} ${family.model}`)
      .map((label) => ({ label, path: search(label) })),
  ];
  const besideKinds = kinds.length ? [] : await namesBesideKinds(db, words, names, query);
  return {
    // a misspelt word of a kind put right first (`electirc suv`), or a misspelt name beside kinds
    // (`porshe hybrid`), each the list that search is read as
    didYouMean: [...kinds, ...besideKinds, ...nearestNames(words, names)].slice(0, 5),
    // a brand named in the query, when the rest of it found nothing (`ferrari 296`)
    brands: brands
      .filter((brand) => words.some((word) => namesWord([brand.label, ...(BRAND_ALIASES[brand.value] ?? [])], word)))
      .slice(0, 3)
      .map((brand) => ({ label: brand.label, path: brandPath(brand.value) })),
  };
}
