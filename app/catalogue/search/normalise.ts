// How search reads text: case, accents, punctuation and spacing inside names do not matter
// (`citroen` = Citroën, `f150` = F-150, `id4` = ID.4). The same functions build the index rows the
// seed writes (scripts/import/sql.ts) and read a visitor's query, so both sides agree by
// construction. Browser-safe: the suggestion box normalises its prefix with them too.
import type { BodyType, Fuel, Purpose } from '../categories.ts';
import { BRAND_ALIASES } from './aliases.ts';
import { BODY_WORDS, FUEL_WORDS, PURPOSE_WORDS } from './kind-words.ts';

/** Letters that Unicode does not decompose into a base letter and a mark. */
const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lower case, accents and symbols removed, every run of anything but a-z and 0-9 one space. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => FOLDS[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

let kindWords: ReadonlySet<string> | undefined;
/**
 * Whether a word is one of a kind, whole (`suv`, `estate`, `pluginhybrid`), or the last word of one
 * (`carrier`): a query's plural of one is read as it (`suvs`, `people carriers`). Made on first use,
 * so a page's script that never reads a query carries no words.
 */
const isKindWord = (word: string) =>
  (kindWords ??= new Set(
    [FUEL_WORDS, BODY_WORDS, PURPOSE_WORDS]
      .flatMap((kinds) => Object.values(kinds).flat())
      .flatMap((kind) => {
        const words = normalise(kind).split(' ');
        return [words.join(''), words.at(-1)!];
      }),
  )).has(word);

/** The most words of a query that are matched; the rest are ignored. */
export const MAX_QUERY_WORDS = 6;
/** A token longer than this is cut (no car name has a longer run of letters and digits). */
export const MAX_TOKEN_LENGTH = 32;

/** Words of a query that name no car, only that a car is asked for. */
const NOISE_WORDS = new Set(['car', 'cars', 'vehicle', 'vehicles']);

/** A query's distinct words, normalised: each that adds something to the match, in the query's order. */
function distinctWords(query: string): string[] {
  const typed = normalise(query.slice(0, 400))
    .split(' ')
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_TOKEN_LENGTH));
  // `electric cars` asks for electric cars: "car" alone still searches (it starts Carrera, Carnival)
  const meaningful = typed.filter((word) => !NOISE_WORDS.has(word));
  const words = (meaningful.length ? meaningful : typed).map((word) =>
    word.endsWith('s') && isKindWord(word.slice(0, -1)) ? word.slice(0, -1) : word,
  );
  // a word that is the prefix of another adds nothing (every word must match, by prefix)
  const distinct = [...new Set(words)];
  return distinct.filter((word) => !distinct.some((other) => other !== word && other.startsWith(word)));
}

/** A query's distinct words, normalised, at most MAX_QUERY_WORDS: empty when nothing searchable is left. */
export function queryWords(query: string): string[] {
  return distinctWords(query).slice(0, MAX_QUERY_WORDS);
}

/** The words of a query past MAX_QUERY_WORDS, which are not searched: the page says so. */
export function unsearchedWords(query: string): string[] {
  return distinctWords(query).slice(MAX_QUERY_WORDS);
}

/** The words of a name, each split where letters and digits meet too (`gt3` → `gt`, `3`). */
function parts(word: string): string[] {
  const split = word.match(/[a-z]+|[0-9]+/g) ?? [];
  return split.length > 1 ? split : [];
}

/**
 * How listings of one name are told apart by the 0–100 km/h time each states (`Elantra (0–100 km/h
 * 8.3 s)`). The added words label the figure; nobody searches for them, so the index leaves them out.
 */
export function nameWithAccelTime(name: string, time: string): string {
  return `${name} (0–100 km/h ${time})`;
}
const ACCEL_TIME_SUFFIX = / \(0–100 km\/h [^()]*\)$/;

/** Where a token comes from, as its weight: a query word matching the model family counts most. */
export const WEIGHTS = { model: 5, brand: 4, alias: 4, variant: 2, name: 2, generation: 1, part: 1, kind: 0 } as const;

export type SearchFields = {
  brand: string;
  brandSlug: string;
  model: string;
  variant: string | null;
  name: string;
  generation: string | null;
  fuels: readonly Fuel[];
  bodyType: BodyType | null;
  purposes: readonly Purpose[];
};

/**
 * The index rows of one car: every word of its brand, brand aliases, model family, variant, name and
 * generation (a name without the time that tells it apart); runs of up to three neighbouring words joined (`model 3` → `model3`, `e tron` → `etron`),
 * and words split where letters meet digits; then the words of its fuels, body type and purposes, at
 * weight 0 (whole words only). Each token once, with its highest weight.
 */
export function searchTokens(car: SearchFields): Map<string, number> {
  const tokens = new Map<string, number>();
  const add = (token: string, weight: number) => {
    const cut = token.slice(0, MAX_TOKEN_LENGTH);
    if (cut && !((tokens.get(cut) ?? -1) >= weight)) tokens.set(cut, weight);
  };
  const field = (text: string | null, weight: number) => {
    if (!text) return;
    const words = normalise(text).split(' ').filter(Boolean);
    words.forEach((word, i) => {
      add(word, weight);
      for (const part of parts(word)) add(part, WEIGHTS.part);
      for (let run = 2; run <= 3 && i + run <= words.length; run += 1) add(words.slice(i, i + run).join(''), weight);
    });
  };
  field(car.model, WEIGHTS.model);
  field(car.brand, WEIGHTS.brand);
  for (const alias of BRAND_ALIASES[car.brandSlug] ?? []) field(alias, WEIGHTS.alias);
  field(car.variant, WEIGHTS.variant);
  field(car.name.replace(ACCEL_TIME_SUFFIX, ''), WEIGHTS.name);
  field(car.generation, WEIGHTS.generation);
  // the words of its kind (kind-words.ts), weight 0: each word of a phrase and the phrase joined, never
  // split further; matched whole only (the seed gives car_search_prefixes the word, not its prefixes)
  const kinds = [
    ...car.fuels.flatMap((fuel) => FUEL_WORDS[fuel]),
    ...(car.bodyType ? BODY_WORDS[car.bodyType] : []),
    ...car.purposes.flatMap((purpose) => PURPOSE_WORDS[purpose]),
  ];
  for (const kind of kinds) for (const token of kindTokens(kind)) add(token, WEIGHTS.kind);
  return tokens;
}

/** The tokens of a word of a kind: the word, or a phrase joined and each of its words (`plug in hybrid`, `pluginhybrid`). */
export function kindTokens(kind: string): string[] {
  const words = normalise(kind).split(' ');
  return words.length > 1 ? [words.join(''), ...words] : words;
}

/** Whether every word starts some word of one of the names (`vw` for ["Volkswagen", "vw"], `merc` for "Mercedes-Benz"). */
export function namesMatch(names: readonly string[], words: readonly string[]): boolean {
  return names.some((name) => {
    const tokens = normalise(name).split(' ');
    const joined = tokens.join('');
    return words.every((word) => tokens.some((token) => token.startsWith(word)) || joined.startsWith(word));
  });
}
