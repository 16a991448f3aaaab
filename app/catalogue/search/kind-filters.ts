// How the list reads the words of kinds (kind-words.ts) in a search: made only of them, or beside a
// brand where the seed says that finds the same cars, as its filters where the filters can say it;
// else each as a word the search index holds for every car of its kind.
import type { BodyType, Fuel, Purpose, SeatBand } from '../categories.ts';
import { BODY_WORDS, FUEL_WORDS, PURPOSE_WORDS } from './kind-words.ts';
import { kindTokens } from './normalise.ts';
import { seatsRead } from './seat-words.ts';
import { slips } from './slips.ts';

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
  const runs = kindRuns(words);
  return runs && !runs.rest.length ? filtersOf(runs.kinds, set) : null;
}

/**
 * The words split into kinds (a phrase typed in pieces, `off road`, `plug in hybrid`, joined, the
 * longest first; `typed`: as typed) and the rest, in the query's order; null when they have no kind.
 */
export function kindRuns(words: readonly string[]): { kinds: string[]; typed: string[]; rest: string[] } | null {
  const kinds: string[] = [];
  const typed: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < words.length;) {
    const run = [3, 2, 1].find((length) => i + length <= words.length && FILTER_WORDS.has(words.slice(i, i + length).join('')));
    if (run) {
      kinds.push(words.slice(i, i + run).join(''));
      typed.push(words.slice(i, i + run).join(' '));
    } else rest.push(words[i]!);
    i += run ?? 1;
  }
  return kinds.length ? { kinds, typed, rest } : null;
}

/** The filters the kinds name together, or null where two of them name no one value of a filter. */
function filtersOf(kinds: readonly string[], set: SetFilters): KindFilters | null {
  if (!kinds.length) return null;
  const possible: Partial<Record<KindKey, string[]>> = {};
  for (const kind of kinds) {
    const { key, values } = FILTER_WORDS.get(kind)!;
    const left = (possible[key] ?? values).filter((value) => values.includes(value));
    if (!left.length) return null;
    possible[key] = left;
  }
  const filters: Record<string, string> = {};
  for (const [key, values] of Object.entries(possible)) {
    const current = set[key as KindKey];
    filters[key] = current && values.includes(current) ? current : values[0]!;
  }
  return filters as KindFilters;
}

/**
 * Words of one kind that the index gives the cars of that kind and no other (`electric`, `suv`,
 * `estate`), so that the cars of a brand with the word are the brand's cars of the kind, less any
 * whose names start with it. Not `hybrid` (plug-in hybrids hold it too), `convertible` (roadsters),
 * `truck` (pickups), nor a phrase's words.
 */
export const EXACT_KIND_WORDS: ReadonlyMap<string, { key: KindKey; value: string }> = (() => {
  const holders = new Map<string, Array<{ key: KindKey; value: string }>>();
  for (const [key, values] of BY_KEY)
    for (const [value, names] of Object.entries(values))
      for (const token of new Set(names.flatMap(kindTokens))) holders.set(token, [...(holders.get(token) ?? []), { key, value }]);
  const exact = new Map<string, { key: KindKey; value: string }>();
  for (const [word, named] of FILTER_WORDS) {
    const held = holders.get(word);
    if (named.values.length === 1 && held?.length === 1 && held[0]!.value === named.values[0]) exact.set(word, held[0]!);
  }
  return exact;
})();

/**
 * What the seed says of the brands' names (scripts/import/brand-reading.ts): the words that match the
 * cars of one brand and no other car (`bmw`, `alfa romeo`, `vw`), and each brand's words of kinds that
 * start a word of the name of one of its cars of another kind (`porsche` `hybrid`: the Cayenne
 * E-Hybrid is a plug-in hybrid; `jeep` `wagon`: the Wagoneer is an SUV).
 */
export type BrandReading = { brands: ReadonlyMap<string, string>; namedKinds: ReadonlySet<string> };

/** The key of a brand's kind word in BrandReading.namedKinds. */
export const namedKindKey = (brandSlug: string, word: string) => `${brandSlug} ${word}`;

/**
 * A brand named whole beside words of kinds (`bmw electric`, `porsche suvs`, `vw ev estate`) as the
 * brand filter and the kinds' filters, else null: only where the search would find exactly those cars,
 * that is where every kind is one word of EXACT_KIND_WORDS and no car of the brand of another kind
 * has a name the word starts. The filters' indexes answer it at any catalogue size, as for kinds alone.
 */
export function brandKindFilters(
  words: readonly string[],
  set: SetFilters,
  reading: BrandReading,
): (KindFilters & { brand: string }) | null {
  const runs = kindRuns(words);
  if (!runs?.rest.length) return null;
  const brand = reading.brands.get(runs.rest.join(' '));
  if (!brand) return null;
  // a phrase typed in pieces is searched piece by piece (`plug` `in` `hybrid`): not one word's cars
  const exact = (kind: string) => words.includes(kind) && EXACT_KIND_WORDS.has(kind) && !reading.namedKinds.has(namedKindKey(brand, kind));
  if (!runs.kinds.every(exact)) return null;
  const filters = filtersOf(runs.kinds, set);
  return filters && { ...filters, brand };
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
      const count = slips(word, token);
      if (count <= allowed && (!best || count < best.slips)) best = { token, slips: count };
    }
    if (!best) return word;
    changed = true;
    return best.token;
  });
  return changed ? right : null;
}

export type SearchedFilters = { filters: KindFilters & { brand?: string; seats?: SeatBand }; rest: readonly string[] };

/**
 * What the list reads a search's words as: a number of seats as the seats filter (seat-words.ts), and
 * the other words as their kinds' filters, alone or beside a brand (kindFilters, brandKindFilters), or
 * as a brand named whole (`volvo 7 seater`), else as the search that is `rest`; null when the words
 * name no filter at all.
 */
export function searchedFilters(words: readonly string[], set: SetFilters, reading?: BrandReading): SearchedFilters | null {
  const seated = seatsRead(words);
  const rest = seated?.rest ?? words;
  const kinds = rest.length ? (kindFilters(rest, set) ?? (reading ? brandKindFilters(rest, set, reading) : null)) : null;
  if (!seated) return kinds && { filters: kinds, rest: [] };
  // a brand named whole beside the seats (`volvo 7 seater`) is its filter: its words match its cars alone
  const brand = !kinds && rest.length ? reading?.brands.get(rest.join(' ')) : undefined;
  return { filters: { seats: seated.seats, ...(brand && { brand }), ...kinds }, rest: kinds || brand ? [] : rest };
}
