// Parameter and body schemas of the gateway's targets (docs/api.md is generated from these).
import { z } from 'zod';
import { listQuerySchema, pageSchema, pageSizeSchema } from '~/catalogue/filters';

/** A car's id as a parameter (the gateway's targets, photo uploads, events). */
export const carIdParam = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(2 ** 31 - 1, 'is too large');

const teaserLimit = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(24, 'must be 24 or less')
  .default(8);

export const noParams = z.object({});
export const teaserParams = z.object({ limit: teaserLimit });
export const rankParams = z.object({ page: pageSchema.default(1), pageSize: pageSizeSchema.default(20) });
export const fastestParams = rankParams.extend({
  by: z.enum(['accel', 'topSpeed'], { error: () => 'must be accel or topSpeed' }).default('accel'),
});
export const carInfoParams = z.object({ id: carIdParam });
export const indexPageParams = listQuerySchema;
export const photoListParams = z.object({
  carId: carIdParam,
  page: pageSchema.default(1),
  pageSize: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1, 'must be 1 or more')
    .max(24, 'must be 24 or less')
    .default(12),
});
