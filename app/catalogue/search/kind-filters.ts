// How the list reads the words of kinds (kind-words.ts) in a search: made only of them, as its filters;
// beside a name, each as the kind's whole token in the search index.
import { distance } from 'fastest-levenshtein';
import type { BodyType, Fuel, Purpose } from '../categories';
import { BODY_WORDS, FUEL_WORDS, PURPOSE_WORDS } from './kind-words';
import { kindTokens } from './normalise';

type KindKey = 'fuel' | 'type' | 'purpose';
export type KindFilters = Partial<{ fuel: Fuel; type: BodyType; purpose: Purpose }>;

const BY_KEY: Array<[KindKey, Readonly<Record<string, readonly string[]>>]> = [
  ['fuel', FUEL_WORDS],
  ['type', BODY_WORDS],
  ['purpose', PURPOSE_WORDS],
];

/**
 * Each word of a kind (a phrase joined: `offroad`, `pluginhybrid`) and the one filter value it names:
 * a value's own name first (`hybrid` is Hybrid, `convertible` Convertible, `truck` Truck), else the
 * first value listing it (`estate` is Estate / wagon).
 */
const FILTER_WORDS: ReadonlyMap<string, [KindKey, string]> = (() => {
  const words = new Map<string, [KindKey, string]>();
  for (const [key, values] of BY_KEY) for (const value of Object.keys(values)) words.set(kindTokens(value)[0]!, [key, value]);
  for (const [key, values] of BY_KEY)
    for (const [value, names] of Object.entries(values))
      for (const name of names) if (!words.has(kindTokens(name)[0]!)) words.set(kindTokens(name)[0]!, [key, value]);
  return words;
})();

/** Every token the index holds for a kind (the words of its phrases too: `plug`, `off`). */
const KIND_TOKENS: ReadonlySet<string> = new Set(BY_KEY.flatMap(([, values]) => Object.values(values).flat().flatMap(kindTokens)));

/** A query word's token of a kind, the word itself or its singular (`suvs`, `estates`), else null. */
export function kindToken(word: string): string | null {
  if (KIND_TOKENS.has(word)) return word;
  const singular = word.endsWith('s') ? word.slice(0, -1) : null;
  return singular && KIND_TOKENS.has(singular) ? singular : null;
}

/**
 * A search made only of words of kinds (`electric`, `electric suvs`, `luxury estate`, `off road
 * pickup`), each naming one filter value and none two values of one filter, as those filters; else
 * null. The filters' indexes answer it at any catalogue size, and the page shows the kinds as chips. A
 * kind beside a name (`cayenne coupe`) stays a search, which finds the cars whose names hold the word
 * too (the Cayenne Coupé, an SUV).
 */
export function kindFilters(words: readonly string[]): KindFilters | null {
  if (!words.length) return null;
  const filters: Record<string, string> = {};
  for (let i = 0; i < words.length;) {
    // a phrase typed in pieces (`off road`, `plug in hybrid`) is its joined word, the longest first
    const run = [3, 2, 1].find((length) => i + length <= words.length && filterWord(words.slice(i, i + length).join('')));
    if (!run) return null;
    const [key, value] = filterWord(words.slice(i, i + run).join(''))!;
    if (key in filters && filters[key] !== value) return null;
    filters[key] = value;
    i += run;
  }
  return filters as KindFilters;
}

function filterWord(word: string): [KindKey, string] | undefined {
  const token = kindToken(word);
  return token === null ? undefined : FILTER_WORDS.get(token);
}

/** The shortest word of a kind a misspelling is read as: shorter words are too near too much (`ex`, `ev`). */
const MIN_CORRECTED_LENGTH = 4;

/**
 * The words with each misspelt word of a kind put right (`electirc suv` → `electric suv`, `bmw
 * hybird` → `bmw hybrid`): a word that is no kind's, of four letters or more, within one slip per
 * three letters of one; null when no word was put right.
 */
export function kindsSpelledRight(words: readonly string[]): string[] | null {
  let changed = false;
  const right = words.map((word) => {
    if (word.length < MIN_CORRECTED_LENGTH || kindToken(word)) return word;
    const allowed = Math.max(1, Math.floor(word.length / 3));
    let best: { token: string; slips: number } | null = null;
    for (const token of KIND_TOKENS) {
      if (token.length < MIN_CORRECTED_LENGTH) continue;
      const slips = distance(word, token);
      if (slips <= allowed && (!best || slips < best.slips)) best = { token, slips };
    }
    if (!best) return word;
    changed = true;
    return best.token;
  });
  return changed ? right : null;
}
