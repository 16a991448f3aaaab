// How the list reads the words of kinds (kind-words.ts) in a search: made only of them, as its filters
// where the filters can say it; else each as a word the search index holds for every car of its kind.
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
 * Each word of a kind (a phrase joined: `offroad`, `pluginhybrid`) and the filter values it may name,
 * a value's own name first (`truck`: Truck, then Pickup, which lists it; `estate`: Estate / wagon).
 */
const FILTER_WORDS: ReadonlyMap<string, { key: KindKey; values: string[] }> = (() => {
  const words = new Map<string, { key: KindKey; values: string[] }>();
  for (const [key, values] of BY_KEY) for (const value of Object.keys(values)) words.set(kindTokens(value)[0]!, { key, values: [value] });
  for (const [key, values] of BY_KEY)
    for (const [value, names] of Object.entries(values))
      for (const name of names) {
        const word = kindTokens(name)[0]!;
        const named = words.get(word) ?? { key, values: [] };
        if (named.key === key && !named.values.includes(value)) words.set(word, { key, values: [...named.values, value] });
      }
  return words;
})();

/** Every token the index holds for a kind (the words of its phrases too: `plug`, `off`). */
const KIND_TOKENS: ReadonlySet<string> = new Set(BY_KEY.flatMap(([, values]) => Object.values(values).flat().flatMap(kindTokens)));

export type SetFilters = Partial<Record<KindKey, string>>;

/**
 * A search made only of words of kinds (`electric`, `electric suv`, `luxury estate`, `off road pickup`,
 * `pickup truck`) as the filters they name together, else null: each filter takes the value every word
 * of it may name, the one already set if it is one of those (`truck` on the pickups stays on them),
 * else the first. Two words no one value of a filter answers (`petrol diesel`, `luxury family`: a
 * filter takes one value) leave it a search. The filters' indexes answer it at any catalogue size, and
 * the page shows the kinds as chips. A kind beside a name (`cayenne coupe`) stays a search, which finds
 * the cars whose names hold the word too (the Cayenne Coupé, an SUV).
 */
export function kindFilters(words: readonly string[], set: SetFilters = {}): KindFilters | null {
  if (!words.length) return null;
  const possible: Partial<Record<KindKey, string[]>> = {};
  for (let i = 0; i < words.length;) {
    // a phrase typed in pieces (`off road`, `plug in hybrid`) is its joined word, the longest first
    const run = [3, 2, 1].find((length) => i + length <= words.length && FILTER_WORDS.has(words.slice(i, i + length).join('')));
    if (!run) return null;
    const { key, values } = FILTER_WORDS.get(words.slice(i, i + run).join(''))!;
    const left = (possible[key] ?? values).filter((value) => values.includes(value));
    if (!left.length) return null;
    possible[key] = left;
    i += run;
  }
  const filters: Record<string, string> = {};
  for (const [key, values] of Object.entries(possible)) {
    const current = set[key as KindKey];
    filters[key] = current && values.includes(current) ? current : values[0]!;
  }
  return filters as KindFilters;
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
    if (word.length < MIN_CORRECTED_LENGTH || KIND_TOKENS.has(word)) return word;
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
