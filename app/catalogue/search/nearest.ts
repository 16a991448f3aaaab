// "Did you mean …": the names in the catalogue nearest to a query that found nothing. Each query word
// is compared with the words of a name (and the name's words joined: `f150`, `etron`) by its slips;
// a name qualifies when every word is within a distance that grows with its length (one slip per three
// letters, one at least), and the nearest names come first.
import { normalise } from './normalise';
import { slips } from './slips';

export type NamedPlace = { label: string; path: string };

const allowed = (word: string) => Math.max(1, Math.floor(word.length / 3));

/** The slips from a word to the closest of the tokens, counting a token the word starts as 0. */
function closest(word: string, tokens: readonly string[]): number {
  let best = Infinity;
  for (const token of tokens) {
    if (token.startsWith(word)) return 0;
    // a word may be a misspelt beginning of a longer name: compare it with the token's start too
    best = Math.min(best, slips(word, token), slips(word, token.slice(0, word.length)) + 1);
  }
  return best;
}

/** Up to `limit` of the names nearest to the words, nearest first; none when no name is near enough. */
export function nearestNames<T extends NamedPlace>(words: readonly string[], names: readonly T[], limit = 5): T[] {
  if (!words.length) return [];
  const scored: Array<{ name: T; score: number }> = [];
  for (const name of names) {
    const parts = normalise(name.label).split(' ');
    const tokens = [...parts, parts.join('')];
    let score = 0;
    for (const word of words) {
      const d = closest(word, tokens);
      if (d > allowed(word)) {
        score = Infinity;
        break;
      }
      score += d;
    }
    // a query that every word of spells exactly matched already: only misspellings are offered
    if (score > 0 && score !== Infinity) scored.push({ name, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.name.label.length - b.name.label.length || a.name.label.localeCompare(b.name.label))
    .slice(0, limit)
    .map(({ name }) => name);
}
