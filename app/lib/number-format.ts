// Numbers as the site writes them: en-US digits grouped by threes (`1,193`, `$9,000,000`, `4.5`), the
// same text on the server and in the browser, written without Intl. A browser tab's first
// Intl.NumberFormat loads the ICU number data, 10–30 ms on a fast desktop before any number can be
// shown, and every page's hydration formats numbers (decision 084); these few lines give the same
// text as Intl.NumberFormat('en-US') with its defaults (the test holds them to it): a number is
// rounded from its shortest decimal spelling, a half away from zero, and a negative number keeps
// its sign when it rounds to zero.

/** `0999` → `1000`, `99` → `100`: a string of digits, one more. */
function plusOne(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index -= 1;
  const nines = digits.length - 1 - index;
  if (index < 0) return `1${'0'.repeat(nines)}`;
  return `${digits.slice(0, index)}${Number(digits[index]) + 1}${'0'.repeat(nines)}`;
}

/** The decimal digits of `value` (not negative, finite) rounded to `digits` decimals: `[whole, fraction]`. */
function rounded(value: number, digits: number): [string, string] {
  const shortest = String(value);
  // from 1e21 JavaScript spells a number with an exponent (its digits are whole), under 1e-6 too
  if (shortest.includes('e')) {
    if (value >= 1) return [BigInt(value).toString(), '0'.repeat(digits)];
    const [whole, fraction = ''] = value.toFixed(digits).split('.');
    return [whole!, fraction];
  }
  const [whole, fraction = ''] = shortest.split('.') as [string, string?];
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')];
  const kept = `${whole}${fraction.slice(0, digits)}`;
  const up = fraction.charCodeAt(digits) >= 53; // '5'
  const total = up ? plusOne(kept) : kept;
  const wholeDigits = total.length - digits;
  return [total.slice(0, wholeDigits).replace(/^0+(?=\d)/, '') || '0', total.slice(wholeDigits)];
}

const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ',');

function written(value: number, minDigits: number, maxDigits: number, prefix = ''): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}${prefix}∞`;
  const [whole, fraction] = rounded(Math.abs(value), maxDigits);
  let shown = fraction;
  while (shown.length > minDigits && shown.endsWith('0')) shown = shown.slice(0, -1);
  return `${sign}${prefix}${grouped(whole)}${shown ? `.${shown}` : ''}`;
}

/** `value` with exactly `digits` decimals: `formatFixed(4.5, 1)` → `4.5`, `formatFixed(1193, 0)` → `1,193`. */
export const formatFixed = (value: number, digits: number): string => written(value, digits, digits);

/** `value` with at most `digits` decimals (one by default), no trailing zero: `1.5`, `2`, `1,234.6`. */
export const formatDecimal = (value: number, digits = 1): string => written(value, 0, digits);

/** A count: `1,662`. */
export const formatCount = (value: number): string => written(value, 0, 0);

/** A price in whole dollars: `$9,000,000`. */
export const formatUsd = (value: number): string => written(value, 0, 0, '$');
