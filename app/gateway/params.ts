// Parameter and body schemas of the gateway's targets (docs/api.md is generated from these). Whole
// numbers are read from decimal digits only (`~/lib/whole-number`).
import { z } from 'zod';
import { carIdSchema } from '~/catalogue/car-id';
import { listQuerySchema, pageParam, pageSizeParam } from '~/catalogue/filters';
import { integer, wholeNumber } from '~/lib/whole-number';

const teaserLimit = wholeNumber(integer().min(1, 'must be 1 or more').max(24, 'must be 24 or less').default(8));

export const noParams = z.object({});
export const teaserParams = z.object({ limit: teaserLimit });
export const rankParams = z.object({ page: pageParam(1), pageSize: pageSizeParam(20) });
export const fastestParams = rankParams.extend({
  by: z.enum(['accel', 'topSpeed'], { error: () => 'must be accel or topSpeed' }).default('accel'),
});
export const carInfoParams = z.object({ id: carIdSchema });
export const indexPageParams = listQuerySchema;
export const photoListParams = z.object({
  carId: carIdSchema,
  page: pageParam(1),
  pageSize: wholeNumber(integer().min(1, 'must be 1 or more').max(24, 'must be 24 or less').default(12)),
});
