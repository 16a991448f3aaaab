// A keyword query against the search index (car_search): every word must start some token of the
// car (a range scan of the primary key, no table scan), in any order. A car's score is the sum over
// the words of the best weight of a token the word starts, doubled, plus one when the word is the
// whole token: `taycan` ranks the model family Taycan above a variant that merely contains it.
//
// The work of a query follows the cars its rarest word matches, not the catalogue: the candidates are
// read from that word's range (car_search_counts says which word it is), and every word is then
// looked up per candidate through car_search_by_car. A single word's best cars are also precomputed
// per prefix (car_search_top), for the first pages and the suggestions (docs/decisions/038-queries-at-scale.md).
import { sql, type SQL } from 'drizzle-orm';
import { carSearch, carSearchCounts } from '../schema.server';

/** Greater than every character a token holds (a-z, 0-9): `word` ≤ token < `word{` is "starts with word". */
const AFTER_TOKEN_CHARS = '{';

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

/** Where a word matches, in car_search or one of its aliases: a range of tokens, or a single letter or digit as a whole token. */
function tokenMatch(word: string, whole: boolean, table = 'car_search'): SQL {
  const token = sql.raw(`${table}.token`);
  return whole ? sql`${token} = ${word}` : sql`${token} >= ${word} AND ${token} < ${word + AFTER_TOKEN_CHARS}`;
}

/** The best a word scores on a token it starts. */
const bestOf = (word: string) => sql`max(${carSearch.weight} * 2 + (${carSearch.token} = ${word}))`;

/**
 * `SELECT car_id, score` of the cars matching every word (normalised by queryWords), or of none
 * when there are no words. Used as a subquery: joined for relevance, or in `IN (…)` for counts.
 */
export function matchedCars(words: readonly string[], { typing = false } = {}): SQL {
  if (words.length === 0) return sql`SELECT NULL AS car_id, 0 AS score WHERE 0`;
  // a single letter or digit starts too much to mean anything but itself (`f 150`, `id 4`, `model 3`);
  // only the word being typed in the suggestion box is still a prefix
  const whole = words.map((word, i) => !isPrefixWord(word, i, words, typing));
  if (words.length === 1) {
    const word = words[0]!;
    return sql`SELECT ${carSearch.carId} AS car_id, ${bestOf(word)} AS score FROM ${carSearch} WHERE ${tokenMatch(word, whole[0]!)} GROUP BY ${carSearch.carId}`;
  }
  // the candidates: the cars of the word that matches the fewest (its range of the index); a whole
  // token word leads only when no word is a prefix
  const prefixes = words.filter((_, i) => !whole[i] && words[i]!.length > 1);
  const lead = prefixes.length
    ? sql`(SELECT ${carSearchCounts.prefix} FROM ${carSearchCounts} WHERE ${carSearchCounts.prefix} IN (${sql.join(
        prefixes.map((word) => sql`${word}`),
        sql`, `,
      )}) ORDER BY ${carSearchCounts.cars}, ${carSearchCounts.prefix} LIMIT 1)`
    : null;
  const candidates = lead
    ? sql`SELECT DISTINCT ${carSearch.carId} AS car_id FROM ${carSearch} WHERE ${carSearch.token} >= ${lead} AND ${carSearch.token} < ${lead} || ${AFTER_TOKEN_CHARS}`
    : sql`SELECT ${carSearch.carId} AS car_id FROM ${carSearch} WHERE ${tokenMatch(words[0]!, true)}`;
  // each word's best score on the candidate, read through car_search_by_car; CROSS JOIN keeps the
  // candidates the outer loop, so every word is a lookup per candidate rather than a range of its own
  const joins = words.map(
    (word, i) =>
      sql`CROSS JOIN ${carSearch} AS ${sql.raw(`s${i}`)} ON ${sql.raw(`s${i}`)}.car_id = c.car_id AND ${tokenMatch(word, whole[i]!, `s${i}`)}`,
  );
  const score = sql.join(
    words.map((word, i) => sql`max(${sql.raw(`s${i}`)}.weight * 2 + (${sql.raw(`s${i}`)}.token = ${word}))`),
    sql` + `,
  );
  return sql`SELECT c.car_id AS car_id, ${score} AS score FROM (${candidates}) AS c ${sql.join(joins, sql` `)} GROUP BY c.car_id`;
}
