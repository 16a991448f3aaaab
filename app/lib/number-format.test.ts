import { describe, expect, test } from 'vitest';
import { formatCount, formatDecimal, formatFixed, formatUsd } from './number-format';

// The site's numbers are Intl.NumberFormat('en-US')'s, written without it (the browser's first
// Intl.NumberFormat loads its number data during the page's hydration).
const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options).format;

const samples = [
  0,
  -0,
  1,
  5,
  9.95,
  9.96,
  99.95,
  999.5,
  1000,
  1193,
  1234.5,
  1_622,
  9_000_000,
  12_345_678.9,
  0.05,
  0.25,
  0.45,
  1.005,
  1.015,
  2.675,
  0.0001,
  4.55,
  5.45,
  -0.04,
  -0.4,
  -2.5,
  -1234.56,
  123_456_789.05,
  2 ** 53,
  1e15,
  123_456_789_012.345,
  5e-7,
  0.00000049,
  1 / 3,
  2 / 3,
  410.4999,
  15.949999999999999,
  4.35,
  8.345,
  0.999,
];
// (every finite number under 1e21 once scaled by its decimals: far above any figure)
// figures as the catalogue holds them: whole and tenth values, and conversions with many decimals
for (let i = 0; i < 400; i += 1) samples.push(i * 1.609344, i / 10, i * 0.621371, i * 73.5 + 0.05, ((i * 9_973) % 10_007) / 7);

describe('number-format', () => {
  test.each([0, 1, 2, 3])('formatFixed(…, %i) is Intl with that many decimals', (digits) => {
    const expected = intl({ minimumFractionDigits: digits, maximumFractionDigits: digits });
    for (const value of samples) expect(formatFixed(value, digits), String(value)).toBe(expected(value));
  });

  test.each([1, 2])('formatDecimal(…, %i) is Intl with at most that many decimals', (digits) => {
    const expected = intl({ maximumFractionDigits: digits });
    for (const value of samples) expect(formatDecimal(value, digits), String(value)).toBe(expected(value));
  });

  test('counts and prices read as on the site', () => {
    const usd = intl({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const count = intl({});
    for (const value of samples.map(Math.round)) {
      expect(formatUsd(value), String(value)).toBe(usd(value));
      expect(formatCount(value), String(value)).toBe(count(value));
    }
    expect(formatUsd(9_000_000)).toBe('$9,000,000');
    expect(formatCount(1_662)).toBe('1,662');
    expect(formatDecimal(4.5)).toBe('4.5');
    expect(formatDecimal(4)).toBe('4');
    expect(formatFixed(4, 1)).toBe('4.0');
  });

  test('what is not a figure is written as JavaScript writes it', () => {
    expect([NaN, Infinity, -Infinity].map((value) => formatDecimal(value))).toEqual(['NaN', 'Infinity', '-Infinity']);
  });
});
