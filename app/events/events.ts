// The first-party analytics events the site sends to /express/epost and /express/eget.
import { z } from 'zod';
import { CHANNEL_PATTERN } from '#app/channel.ts';

export const EVENT_NAMES = ['page_view', 'car_view', 'filter_change', 'ad_impression', 'ad_click', 'photo_submit'] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_BATCH_BYTES = 64 * 1024;

const paramValue = z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()]);

export const eventSchema = z.object({
  name: z.enum(EVENT_NAMES, { error: () => `must be one of: ${EVENT_NAMES.join(', ')}` }),
  carId: z
    .number()
    .int()
    .positive()
    .max(2 ** 31)
    .optional(),
  path: z.string().max(300).optional(),
  channel: z.string().regex(CHANNEL_PATTERN, 'must be channel1 … channel99').optional(),
  deviceType: z.enum(['mobile', 'tablet', 'desktop']).optional(),
  /** milliseconds since the epoch, by the client's clock */
  ts: z.number().int().nonnegative().optional(),
  params: z
    .record(z.string().max(40), paramValue)
    .refine((p) => Object.keys(p).length <= 20, 'at most 20 params')
    .optional(),
});

export const batchIdSchema = z
  .string()
  .min(8, 'must be 8 to 64 characters')
  .max(64, 'must be 8 to 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'may use letters, digits, _ and - only');

export const eventBatchSchema = z.object({
  /** chosen by the client once per batch and sent again on a retry, so a batch is stored once */
  batchId: batchIdSchema,
  events: z.array(eventSchema).min(1, 'must hold at least one event').max(MAX_EVENTS_PER_BATCH, `at most ${MAX_EVENTS_PER_BATCH} events`),
});
export type EventBatch = z.infer<typeof eventBatchSchema>;
