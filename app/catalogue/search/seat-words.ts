// How many seats a search asks for: `7 seater`, `seven-seater`, `2 seats`, `7seater`. No car's name
// says it (the index holds no such word, so the search found nothing), while a family looking for a
// third row types little else: the words are read as the list's seats filter (categories.ts
// SEAT_BANDS), and the rest of the search is read as before (`7 seater suv`: the SUVs; `volvo 7
// seater`: Volvo's cars with seven seats or more). A number alone (`bmw 7`) or `seat` alone (the
// brand SEAT) is no such phrase.
import type { SeatBand } from '../categories.ts';

const NUMBERS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};

const SEAT_NOUNS = new Set(['seat', 'seats', 'seater', 'seaters']);

/** The most seats a phrase may name: more is no car's (the catalogue's largest bus has 20). */
const MOST_SEATS = 30;

/** The band a number of seats is in (migrations/0017_seats_filter.sql), or null for none. */
export function seatBandOf(seats: number): SeatBand | null {
  if (!Number.isInteger(seats) || seats < 1 || seats > MOST_SEATS) return null;
  if (seats <= 2) return '2';
  if (seats <= 4) return '4';
  if (seats === 5) return '5';
  if (seats === 6) return '6';
  return '7-plus';
}

const numberOf = (word: string): number | null => NUMBERS[word] ?? (/^\d{1,2}$/.test(word) ? Number(word) : null);

/**
 * The seat band one phrase of the (normalised) words names, and the words without it; null when they
 * name none, or more than one (`7seater 2seats` is no one band).
 */
export function seatsRead(words: readonly string[]): { seats: SeatBand; rest: string[] } | null {
  const found: Array<{ band: SeatBand | null; from: number; length: number }> = [];
  words.forEach((word, i) => {
    const joined = /^(\d{1,2})(seaters?|seats?)$/.exec(word);
    if (joined) found.push({ band: seatBandOf(Number(joined[1])), from: i, length: 1 });
    else if (SEAT_NOUNS.has(word) && i > 0) {
      const seats = numberOf(words[i - 1]!);
      if (seats !== null) found.push({ band: seatBandOf(seats), from: i - 1, length: 2 });
    }
  });
  const [only] = found;
  if (found.length !== 1 || !only?.band) return null;
  return { seats: only.band, rest: [...words.slice(0, only.from), ...words.slice(only.from + only.length)] };
}
