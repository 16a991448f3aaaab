// Parameter and body schemas of the gateway's targets (docs/api.md is generated from these).
import { z } from 'zod';
import { listQuerySchema, pageSchema, pageSizeSchema } from '~/catalogue/filters';
import { MAX_PHOTO_BYTES } from '~/photos/image-type';
import { MAX_EVENTS_PER_BATCH } from '~/events/events';

const id = z.coerce
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
export const carInfoParams = z.object({ id });
export const indexPageParams = listQuerySchema;
export const photoListParams = z.object({
  carId: id,
  page: pageSchema.default(1),
  pageSize: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1, 'must be 1 or more')
    .max(24, 'must be 24 or less')
    .default(12),
});
export const photoFields = z.object({
  carId: id,
  caption: z
    .string()
    .trim()
    .max(140, 'must be 140 characters or fewer')
    .regex(/^[^<>]*$/, 'must not contain < or >')
    .optional()
    .transform((value) => value || null),
});
export const eventQueryParams = z.object({
  name: z.string(),
  id: z.string(),
  /** the event's place in the batch `id` when a client re-sends a batch event by event */
  seq: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_EVENTS_PER_BATCH - 1)
    .default(0),
  carId: id.optional(),
  path: z.string().max(300).optional(),
  channel: z.string().optional(),
  deviceType: z.string().optional(),
  ts: z.coerce.number().int().nonnegative().optional(),
});

export const PHOTO_LIMIT_TEXT = `${MAX_PHOTO_BYTES / 1024 / 1024} MB`;
