// Numbers as the site writes them: en-US digits grouped by threes (`1,193`, `$9,000,000`, `4.5`), the
// same text on the server and in the browser, written without Intl. A browser tab's first
// Intl.NumberFormat loads the ICU number data, 10–30 ms on a fast desktop before any number can be
// shown, and every page's hydration formats numbers (decision 084). These few lines give the text of
// Intl.NumberFormat('en-US') with its defaults for every finite number under 1e21 (the test holds them
// to it): rounded from the number's shortest decimal spelling, a half away from zero, and a negative
// number keeps its sign when it rounds to zero.

function written(value: number, maxDigits: number, exact?: boolean, prefix = ''): string {
  if (!Number.isFinite(value)) return String(value);
  // negative, −0 included
  const sign = 1 / value < 0 ? '-' : '';
  const size = Math.abs(value);
  // shifted as it is spelled, so 1.005 becomes 100.5 (as written), not 100.4999… (as stored); under
  // 1e-6 (spelled with an exponent) a number is zero at the few decimals the site shows
  const digits = String(size < 1e-6 ? 0 : Math.round(Number(`${size}e${maxDigits}`))).padStart(maxDigits + 1, '0');
  const whole = digits.slice(0, digits.length - maxDigits);
  const fraction = exact ? digits.slice(digits.length - maxDigits) : digits.slice(digits.length - maxDigits).replace(/0+$/, '');
  return `${sign}${prefix}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** `value` with exactly `digits` decimals: `formatFixed(4.5, 1)` → `4.5`, `formatFixed(1193, 0)` → `1,193`. */
export const formatFixed = (value: number, digits: number): string => written(value, digits, true);

/** `value` with at most `digits` decimals (one by default), no trailing zero: `1.5`, `2`, `1,234.6`. */
export const formatDecimal = (value: number, digits = 1): string => written(value, digits);

/** A count: `1,662`. */
export const formatCount = (value: number): string => written(value, 0);

/** A price in whole dollars: `$9,000,000`. */
export const formatUsd = (value: number): string => written(value, 0, false, '$');
