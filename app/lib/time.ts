// Dates as visitors read them. Calendar arithmetic comes from date-fns (months and years are not
// fixed lengths); the words come from the browser's own Intl.RelativeTimeFormat.
import {
  differenceInDays,
  differenceInHours,
  differenceInMinutes,
  differenceInMonths,
  differenceInSeconds,
  differenceInWeeks,
  differenceInYears,
  lightFormat,
} from 'date-fns';

const UNITS = [
  ['year', differenceInYears],
  ['month', differenceInMonths],
  ['week', differenceInWeeks],
  ['day', differenceInDays],
  ['hour', differenceInHours],
  ['minute', differenceInMinutes],
] as const;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "3 days ago", "in 2 weeks": the largest unit with at least one whole step, seconds as the last. */
export function timeAgo(date: Date | number, now: Date | number = Date.now()): string {
  for (const [unit, difference] of UNITS) {
    const amount = difference(date, now);
    if (amount !== 0) return relative.format(amount, unit);
  }
  return relative.format(differenceInSeconds(date, now), 'second');
}

/** The tokens pages use; hh/h are hours of the day (00–23), as in `yyyy-MM-dd hh:mm`. */
const TOKENS = /yyyy|yy|MMM|MM|M|dd|d|hh|h|mm|m|ss|s/g;
const DATE_FNS: Record<string, string> = { hh: 'HH', h: 'H' };
const monthName = new Intl.DateTimeFormat('en', { month: 'short' });

/**
 * Formats with the tokens yyyy, yy, MMM, MM, M, dd, d, hh, h, mm, m, ss, s; any other letter is
 * printed as it is. date-fns' lightFormat does the numbers without shipping a locale; the month
 * name comes from Intl.
 */
export function formatDate(date: Date | number, pattern = 'yyyy-MM-dd'): string {
  let dateFnsPattern = '';
  let literal = '';
  let last = 0;
  for (const match of pattern.matchAll(TOKENS)) {
    const token = match[0];
    literal += pattern.slice(last, match.index);
    last = match.index + token.length;
    if (token === 'MMM') {
      literal += monthName.format(date);
      continue;
    }
    dateFnsPattern += quote(literal) + (DATE_FNS[token] ?? token);
    literal = '';
  }
  dateFnsPattern += quote(literal + pattern.slice(last));
  return lightFormat(date, dateFnsPattern);
}

const quote = (text: string) => (text ? `'${text.replace(/'/g, "''")}'` : '');
