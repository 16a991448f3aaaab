// A keyword query against the search index (car_search): every word must start some token of the
// car, in any order. A car's score is the sum over the words of the best weight of a token the word
// starts, doubled, plus one when the word is the whole token: `taycan` ranks the model family Taycan
// above a variant that merely contains it.
//
// The work of a query follows the cars its rarest word matches, not the catalogue: the candidates are
// that word's rows of car_search_prefixes (car_search_counts says which word it is), and every word is
// then looked up per candidate by (prefix, car), a row that already holds the car's score for it. A
// single word's best cars are also precomputed per prefix (car_search_top), for the first pages and the
// suggestions (docs/decisions/038-queries-at-scale.md, 048-search-words-looked-up-by-prefix.md).
import { sql, type SQL } from 'drizzle-orm';
import { carSearch, carSearchCounts, carSearchPrefixes } from '../schema.server';
import type { BrandReading } from './kind-filters';

/** How many best cars car_search_top keeps per prefix (migrations/0009_queries_at_scale.sql). */
export const TOP_PER_PREFIX = 48;

/** A word that matches by prefix (two characters or more), not only as a whole token. */
const isPrefixWord = (word: string, i: number, words: readonly string[], typing: boolean) =>
  word.length > 1 || (typing && i === words.length - 1);

/**
 * The one word whose best cars car_search_top holds, when the query is a single word that matches
 * by prefix; else null.
 */
export function topPrefix(words: readonly string[], { typing = false } = {}): string | null {
  const [word] = words;
  return words.length === 1 && word && isPrefixWord(word, 0, words, typing) ? word : null;
}

/** Words of a search that match one brand's cars and no other car (`porsche`, `alfa romeo`), and the brand. */
export type BrandWords = { brandSlug: string; words: readonly string[] };

/**
 * The words of a brand in a search beside other words (`porsche hybrid`, `turbo alfa romeo`), by the
 * seed's reading of the brands' names: the longest run of words it knows, or null.
 */
export function brandWordsIn(words: readonly string[], reading: BrandReading | undefined): BrandWords | null {
  if (!reading) return null;
  for (let length = Math.min(3, words.length - 1); length >= 1; length -= 1)
    for (let from = 0; from + length <= words.length; from += 1) {
      const run = words.slice(from, from + length);
      const brandSlug = reading.brands.get(run.join(' '));
      if (brandSlug) return { brandSlug, words: run };
    }
  return null;
}

/**
 * `SELECT car_id, score, name_order, family_order` of the cars matching every word (normalised by
 * queryWords), or of none when there are no words. name_order and family_order place the car and its
 * model family in a search's tie order (car_search_prefixes). Used as a subquery: joined for relevance,
 * or in `IN (…)` for counts. `brand`: words of the search that match that brand's cars alone
 * (brandWordsIn); the candidates are then the brand's rows of the rarest other word, which are exactly
 * the cars the search finds (a test holds the two ways equal).
 */
export function matchedCars(
  words: readonly string[],
  { typing = false, brand = null }: { typing?: boolean; brand?: BrandWords | null } = {},
): SQL {
  if (words.length === 0) return sql`SELECT NULL AS car_id, 0 AS score, 0 AS name_order, 0 AS family_order WHERE 0`;
  // a single letter or digit starts too much to mean anything but itself (`f 150`, `id 4`, `model 3`);
  // only the word being typed in the suggestion box is still a prefix
  const whole = words.map((word, i) => !isPrefixWord(word, i, words, typing));
  const placed = sql`${carSearchPrefixes.nameOrder} AS name_order, ${carSearchPrefixes.familyOrder} AS family_order`;
  if (words.length === 1 && !whole[0]) {
    return sql`SELECT ${carSearchPrefixes.carId} AS car_id, ${carSearchPrefixes.score} AS score, ${placed} FROM ${carSearchPrefixes} WHERE ${carSearchPrefixes.prefix} = ${words[0]}`;
  }
  // the candidates: the cars of the word that matches the fewest (its rows of car_search_prefixes); a
  // whole-token word leads only when no word is a prefix
  const prefixes = words.filter((_, i) => !whole[i] && words[i]!.length > 1);
  // beside a brand's words, the rarest of the others leads, read for the brand's cars alone
  const others = brand ? prefixes.filter((word) => !brand.words.includes(word)) : [];
  const leads = others.length ? others : prefixes;
  const ofBrand = others.length ? sql` AND ${carSearchPrefixes.brandSlug} = ${brand!.brandSlug}` : sql``;
  const candidates = leads.length
    ? sql`SELECT ${carSearchPrefixes.carId} AS car_id, ${placed}, ${carSearchPrefixes.prefix} AS lead, ${carSearchPrefixes.score} AS lead_score FROM ${carSearchPrefixes} WHERE ${carSearchPrefixes.prefix} = (SELECT ${carSearchCounts.prefix} FROM ${carSearchCounts} WHERE ${carSearchCounts.prefix} IN (${sql.join(
        leads.map((word) => sql`${word}`),
        sql`, `,
      )}) ORDER BY ${carSearchCounts.cars}, ${carSearchCounts.prefix} LIMIT 1)${ofBrand}`
    : sql`SELECT ${carSearch.carId} AS car_id, ${placed}, NULL AS lead, NULL AS lead_score FROM ${carSearch} CROSS JOIN ${carSearchPrefixes} ON ${carSearchPrefixes.prefix} = ${carSearch.token} AND ${carSearchPrefixes.carId} = ${carSearch.carId} WHERE ${carSearch.token} = ${words[0]}`;
  // each word's score on the candidate: one row of car_search (a whole token) found by its key, CROSS
  // JOIN keeping the candidates the outer loop; or of car_search_prefixes (a prefix), the candidate's
  // own row for the word that chose it and one looked up by its key for each other word
  const joins = words.flatMap((word, i) =>
    whole[i]
      ? [
          sql`CROSS JOIN ${carSearch} AS ${sql.raw(`s${i}`)} ON ${sql.raw(`s${i}`)}.token = ${word} AND ${sql.raw(`s${i}`)}.car_id = c.car_id`,
        ]
      : [],
  );
  const scores = words.map((word, i) =>
    whole[i]
      ? sql.raw(`s${i}.weight * 2 + 1`)
      : sql`CASE WHEN c.lead = ${word} THEN c.lead_score ELSE (SELECT p.score FROM ${carSearchPrefixes} AS p WHERE p.prefix = ${word} AND p.car_id = c.car_id) END`,
  );
  const scored = sql`SELECT c.car_id AS car_id, c.name_order AS name_order, c.family_order AS family_order, ${sql.join(
    scores.map((score, i) => sql`${score} AS ${sql.raw(`t${i}`)}`),
    sql`, `,
  )} FROM (${candidates}) AS c ${sql.join(joins, sql` `)} LIMIT -1`;
  const total = sql.raw(words.map((_, i) => `t${i}`).join(' + '));
  const found = sql.raw(words.map((_, i) => `t${i} IS NOT NULL`).join(' AND '));
  return sql`SELECT car_id, ${total} AS score, name_order, family_order FROM (${scored}) WHERE ${found}`;
}
