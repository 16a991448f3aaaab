import { describe, expect, it } from 'vitest';
import { formatDate, timeAgo } from './time';

const now = new Date(2026, 10, 20, 12, 0, 0);
const before = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it.each([
    [before(5 * SECOND), '5 seconds ago'],
    [before(0), 'now'],
    [before(59 * SECOND), '59 seconds ago'],
    [before(MINUTE), '1 minute ago'],
    [before(3 * HOUR + 20 * MINUTE), '3 hours ago'],
    [before(DAY), 'yesterday'],
    [before(3 * DAY), '3 days ago'],
    [before(13 * DAY), 'last week'],
    [before(15 * DAY), '2 weeks ago'],
    [new Date(2026, 8, 20, 12), '2 months ago'],
    [new Date(2025, 10, 20, 12), 'last year'],
    [new Date(2019, 0, 1), '7 years ago'],
    [new Date(2026, 10, 23, 12), 'in 3 days'],
  ])('%s → %s', (date, expected) => {
    expect(timeAgo(date, now)).toBe(expected);
  });

  it('counts calendar months, not 30-day blocks', () => {
    expect(timeAgo(new Date(2026, 9, 20, 12), now)).toBe('last month');
    expect(timeAgo(new Date(2026, 9, 21, 12), now)).toBe('4 weeks ago');
  });
});

describe('formatDate', () => {
  const date = new Date(2026, 2, 5, 7, 4, 9);
  it.each([
    ['yyyy-MM-dd', '2026-03-05'],
    ['yy/M/d', '26/3/5'],
    ['d MMM yyyy', '5 Mar 2026'],
    ['yyyy-MM-dd hh:mm:ss', '2026-03-05 07:04:09'],
    ['h:m:s', '7:4:9'],
    ['dd.MM.yyyy', '05.03.2026'],
  ])('%s → %s', (pattern, expected) => {
    expect(formatDate(date, pattern)).toBe(expected);
  });

  it('shows hours of the afternoon as 13–23', () => {
    expect(formatDate(new Date(2026, 0, 1, 18, 30), 'hh:mm')).toBe('18:30');
  });

  it('prints letters that are not tokens as they are', () => {
    expect(formatDate(date, "Year yyyy, 'at' hh")).toBe("Year 2026, 'at' 07");
  });
});
