// How many slips of the keyboard part a typed word from a name: letters added, dropped or changed, and
// two neighbouring letters typed the wrong way round counted as one slip (`modle`, `telsa`, `cuope`), as
// a visitor makes them, not as the two changes an edit distance counts.
import { distance } from 'fastest-levenshtein';

/** Whether the words are the same but for one pair of neighbouring letters swapped. */
function swapped(typed: string, name: string): boolean {
  if (typed.length !== name.length) return false;
  let at = 0;
  while (at < typed.length && typed[at] === name[at]) at += 1;
  return typed[at] === name[at + 1] && typed[at + 1] === name[at] && typed.slice(at + 2) === name.slice(at + 2);
}

export function slips(typed: string, name: string): number {
  const changes = distance(typed, name);
  return changes === 2 && swapped(typed, name) ? 1 : changes;
}
