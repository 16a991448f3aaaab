// Whole numbers read from outside (gateway parameters, page addresses, list filters) are written one
// way: decimal digits, no sign, no leading zero, no spaces, point or exponent. `1001` is a number;
// `01001`, `+1001`, ` 1001`, `1001.0`, `1.001e3` and `0x3e9` are not, although JavaScript's Number()
// reads each of them as 1001 (or 1001 + 0x…): one number has one spelling, so a cache, a log or another
// reader of the same address can never disagree with the site about which number it names.
import { z } from 'zod';

const DECIMAL_DIGITS = /^(0|[1-9][0-9]*)$/;
export const WHOLE_NUMBER = 'must be a whole number written in digits';
const REQUIRED = `is required: a whole number written in digits`;

/**
 * A whole number's checks (bounds, default); `wholeNumber` decides what is read as one. Only a value
 * that is no number is told `WHOLE_NUMBER`: a bound says its own limit (give it a message), and a
 * number too large to hold exactly is too large.
 */
export const integer = () =>
  z
    .number({ error: (issue) => (issue.code !== 'invalid_type' ? undefined : issue.input === undefined ? REQUIRED : WHOLE_NUMBER) })
    .max(Number.MAX_SAFE_INTEGER, { error: 'is too large', abort: true })
    .int(WHOLE_NUMBER);

/**
 * A text value read as a number only when it is written in decimal digits; any other text reaches
 * `schema` as it is and fails there with `WHOLE_NUMBER`. Defaults belong inside `schema`, so the
 * generated API documentation shows them.
 */
export function wholeNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && DECIMAL_DIGITS.test(value) ? Number(value) : value), schema);
}
