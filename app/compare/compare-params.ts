// Reading a comparison's `cars` parameter (the page's loader and the gateway): kept apart from
// compare-url.ts so the id schema (zod) stays out of the pages' scripts.
import { z } from 'zod';
import { carIdSchema } from '#app/catalogue/car-id.ts';
import { cutText, saidBack } from '#app/lib/plain-text.ts';
import { unitsParam } from '#app/units/units-param.ts';
import { MAX_COMPARE, type Dropped } from './compare-url';

/** pieces of the `cars` parameter looked at; the rest is dropped unread (an address is not a list of all cars) */
export const MAX_READ = 24;

/**
 * The ids a `cars` parameter names, in its order, and what was left out and why: a piece that is not a
 * car number (`abc`, `-1`, `01`), or the same car again. Repeated `cars=` params count as one list.
 * Whether each id is a car is for the catalogue to say (reason `unknown`); the first MAX_COMPARE cars
 * it knows are compared (loadComparison), the others are `over-limit`.
 */
export function parseCompareCars(values: readonly string[]): { ids: number[]; dropped: Dropped[]; unread: number } {
  const pieces = values
    .flatMap((value) => value.split(','))
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
  const ids: number[] = [];
  const dropped: Dropped[] = [];
  for (const piece of pieces.slice(0, MAX_READ)) {
    const value = saidBack(cutText(piece, 24));
    const id = carIdSchema.safeParse(piece);
    if (!id.success) dropped.push({ value, reason: 'not-a-car-number' });
    else if (ids.includes(id.data)) dropped.push({ value, reason: 'duplicate' });
    else ids.push(id.data);
  }
  return { ids, dropped, unread: Math.max(0, pieces.length - MAX_READ) };
}

/** The gateway's /car/compare parameters: `cars` as the page takes it, and the units to answer in. */
export const compareQuerySchema = z.object({
  cars: z.string().max(400, 'must be 400 characters or less').default('').describe(`car ids, comma-separated, at most ${MAX_COMPARE}`),
  units: unitsParam,
});
