// A keyword query against the search index (car_search): every word must start some token of the
// car (a range scan of the primary key, no table scan), in any order. A car's score is the sum over
// the words of the best weight of a token the word starts, doubled, plus one when the word is the
// whole token: `taycan` ranks the model family Taycan above a variant that merely contains it.
import { sql, type SQL } from 'drizzle-orm';
import { carSearch } from '../schema.server';

/** Greater than every character a token holds (a-z, 0-9): `word` ≤ token < `word{` is "starts with word". */
const AFTER_TOKEN_CHARS = '{';

/**
 * `SELECT car_id, score` of the cars matching every word (normalised by queryWords), or of none
 * when there are no words. Used as a subquery: joined for relevance, or in `IN (…)` for counts.
 */
export function matchedCars(words: readonly string[], { typing = false } = {}): SQL {
  if (words.length === 0) return sql`SELECT NULL AS car_id, 0 AS score WHERE 0`;
  const perWord = words.map((word, i) => {
    // a single letter or digit starts too much to mean anything but itself (`f 150`, `id 4`, `model 3`);
    // only the word being typed in the suggestion box is still a prefix
    const whole = word.length === 1 && !(typing && i === words.length - 1);
    const match = whole
      ? sql`${carSearch.token} = ${word}`
      : sql`${carSearch.token} >= ${word} AND ${carSearch.token} < ${word + AFTER_TOKEN_CHARS}`;
    return sql`SELECT ${carSearch.carId} AS car_id, max(${carSearch.weight} * 2 + (${carSearch.token} = ${word})) AS best FROM ${carSearch} WHERE ${match} GROUP BY ${carSearch.carId}`;
  });
  // one derived table per word, joined on the car: D1 refuses a UNION of more than a few SELECTs
  const score = sql.join(
    perWord.map((_, i) => sql.raw(`w${i}.best`)),
    sql` + `,
  );
  const from = sql.join(
    perWord.map((select, i) => (i === 0 ? sql`(${select}) AS w0` : sql`JOIN (${select}) AS ${sql.raw(`w${i}`)} USING (car_id)`)),
    sql` `,
  );
  return sql`SELECT car_id, ${score} AS score FROM ${from}`;
}
