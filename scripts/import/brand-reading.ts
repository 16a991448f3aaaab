// What the list's search knows of the brands' names, so that a brand named beside words of kinds
// (`bmw electric`) is read as the filters wherever that finds the very cars the search would
// (app/catalogue/search/kind-filters.ts, brandKindFilters; decision 092): the words that match one
// brand's cars and no other car, and each brand's words of kinds that start a word of the name of one
// of its cars of another kind. Worked out from the index rows the seed writes (searchTokens), matched
// as the search matches them (search/match.server.ts): a word of two letters or more starts a token of a
// name or is a kind's word whole; a single letter or digit is a token whole.
import { BRAND_ALIASES } from '#app/catalogue/search/aliases.ts';
import { EXACT_KIND_WORDS, kindFilters } from '#app/catalogue/search/kind-filters.ts';
import { queryWords, searchTokens, WEIGHTS, type SearchFields } from '#app/catalogue/search/normalise.ts';

type Indexed = { fields: SearchFields; names: string[]; kinds: Set<string> };

function matches({ names, kinds }: Indexed, word: string): boolean {
  if (kinds.has(word)) return true;
  return word.length > 1 ? names.some((token) => token.startsWith(word)) : names.includes(word);
}

/** Whether the car is of the kind a word of EXACT_KIND_WORDS names. */
function ofKind({ fields }: Indexed, word: string): boolean {
  const { key, value } = EXACT_KIND_WORDS.get(word)!;
  if (key === 'type') return fields.bodyType === value;
  return (key === 'fuel' ? (fields.fuels as readonly string[]) : (fields.purposes as readonly string[])).includes(value);
}

export type BrandReadingRows = {
  /** the words (as the search reads them, joined by a space) that match exactly one brand's cars */
  brandWords: Array<{ words: string; brandSlug: string }>;
  /** a brand and a word of a kind that starts the name of one of its cars of another kind */
  namedKinds: Array<{ brandSlug: string; word: string }>;
};

export function brandReadingRows(cars: readonly SearchFields[]): BrandReadingRows {
  const indexed: Indexed[] = cars.map((fields) => {
    const tokens = [...searchTokens(fields)];
    return {
      fields,
      names: tokens.filter(([, weight]) => weight > WEIGHTS.kind).map(([token]) => token),
      kinds: new Set(tokens.filter(([, weight]) => weight === WEIGHTS.kind).map(([token]) => token)),
    };
  });
  const byBrand = new Map<string, Indexed[]>();
  for (const car of indexed) byBrand.set(car.fields.brandSlug, [...(byBrand.get(car.fields.brandSlug) ?? []), car]);

  const brandWords = new Map<string, string>();
  for (const [brandSlug, own] of byBrand) {
    // the brand's name and the names people use for it, and each of several words joined (`alfaromeo`)
    const spellings = [own[0]!.fields.brand, ...(BRAND_ALIASES[brandSlug] ?? [])].flatMap((name) => {
      const words = queryWords(name);
      return words.length > 1 ? [words, [words.join('')]] : [words];
    });
    for (const words of spellings) {
      // a word of a kind in it would be read as the kind (`mini` is none; a brand called `city` would be)
      if (!words.length || kindFilters(words) || words.some((word) => kindFilters([word]))) continue;
      const found = indexed.filter((car) => words.every((word) => matches(car, word)));
      if (found.length === own.length && found.every((car) => car.fields.brandSlug === brandSlug))
        brandWords.set(words.join(' '), brandSlug);
    }
  }

  const namedKinds = new Set<string>();
  for (const car of indexed)
    for (const word of EXACT_KIND_WORDS.keys())
      if (!ofKind(car, word) && car.names.some((token) => token.startsWith(word))) namedKinds.add(`${car.fields.brandSlug} ${word}`);

  return {
    brandWords: [...brandWords].map(([words, brandSlug]) => ({ words, brandSlug })).sort((a, b) => a.words.localeCompare(b.words)),
    namedKinds: [...namedKinds].sort().map((key) => {
      const [brandSlug, word] = key.split(' ') as [string, string];
      return { brandSlug, word };
    }),
  };
}
