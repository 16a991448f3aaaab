// Parameter and body schemas of the gateway's targets (docs/api.md is generated from these). Whole
// numbers are read from decimal digits only (`~/lib/whole-number`).
import { z } from 'zod';
import { carIdSchema } from '#app/catalogue/car-id.ts';
import { SLUG_PATTERN } from '#app/catalogue/family-paths.ts';
import { listQuerySchema, pageParam, pageSizeParam } from '#app/catalogue/filters.server.ts';
import { integer, wholeNumber } from '#app/lib/whole-number.ts';
import { unitsParam } from '#app/units/units-param.ts';
import { GatewayError } from './envelope';

const teaserLimit = wholeNumber(integer().min(1, 'must be 1 or more').max(24, 'must be 24 or less').default(8));

export const noParams = z.object({});
export const teaserParams = z.object({ limit: teaserLimit, units: unitsParam });
export const rankParams = z.object({ page: pageParam(1), pageSize: pageSizeParam(20), units: unitsParam });
export const fastestParams = rankParams.extend({
  by: z.enum(['accel', 'topSpeed'], { error: () => 'must be accel or topSpeed' }).default('accel'),
});
export const carInfoParams = z.object({ id: carIdSchema, units: unitsParam });
export const indexPageParams = listQuerySchema.extend({ units: unitsParam });
const slug = (what: string) =>
  z
    .string({ error: () => `is required: the ${what}'s slug` })
    .max(80, 'must be 80 characters or fewer')
    .regex(SLUG_PATTERN, 'must be a slug: lower-case letters and digits, words joined by single hyphens');
const brandSlug = slug('brand').describe('the brand’s slug, as in /brands/{brand}');
export const brandInfoParams = z.object({ brand: brandSlug, page: pageParam(1), units: unitsParam });
export const modelInfoParams = z.object({
  brand: brandSlug,
  units: unitsParam,
  model: slug('model family').describe('the model family’s slug, as in /brands/{brand}/{model}'),
});
export const suggestParams = z.object({
  q: z.string({ error: () => 'is required: what the visitor has typed' }).max(80, 'must be 80 characters or fewer'),
  // the list's filters and sort around the search box: a search of kinds is offered within them
  ...listQuerySchema.pick({ purpose: true, brand: true, type: true, seats: true, price: true, fuel: true, status: true, sort: true }).shape,
  units: unitsParam,
});
export const photoListParams = z.object({
  carId: carIdSchema,
  page: pageParam(1),
  pageSize: wholeNumber(integer().min(1, 'must be 1 or more').max(24, 'must be 24 or less').default(12)),
});

/**
 * A parameter given twice is a 400 wherever it is written: beside `url`, inside it, once in each, or
 * as a form field. No reader has to guess which value counts, and an upstream origin gets the one the
 * gateway checked.
 */
export function refuseRepeats(names: Iterable<string>): void {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of names) (seen.has(name) ? repeated : seen).add(name);
  if (repeated.size === 0) return;
  const fields = Object.fromEntries([...repeated].map((name) => [name, ['is given more than once']]));
  throw new GatewayError(400, `Invalid parameters: ${[...repeated].map((name) => `${name}: is given more than once`).join('; ')}`, {
    fields,
  });
}
