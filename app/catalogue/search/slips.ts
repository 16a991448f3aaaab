// How many slips of the keyboard part a typed word from a name: letters added, dropped or changed,
// and two letters swapped counted as one slip (`modle`, `porshce`, `electirc`), as a visitor makes them.
import damerauLevenshtein from 'damerau-levenshtein';

export const slips = (typed: string, name: string): number => damerauLevenshtein(typed, name).steps;
