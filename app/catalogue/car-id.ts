// A car's id wherever it comes from outside: the car page's address, gateway parameters, photo
// uploads and events. Ids are positive and fit SQLite's and D1's 32-bit integer columns.
import { integer, wholeNumber } from '#app/lib/whole-number.ts';

export const carIdSchema = wholeNumber(
  integer()
    .positive('must be a positive number')
    .max(2 ** 31 - 1, 'is too large'),
);
