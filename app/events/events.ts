// The first-party analytics events the site sends to /express/epost and /express/eget.
import { z } from 'zod';
import { CHANNEL_PATTERN } from '#app/channel.ts';

export const EVENT_NAMES = ['page_view', 'car_view', 'filter_change', 'ad_impression', 'ad_click', 'photo_submit'] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_BATCH_BYTES = 64 * 1024;

// every message names what the field takes: a client reads them (`fields`), never the validator's own words
const paramValue = z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()], {
  error: () => 'must be a string of up to 200 characters, a number, true, false or null',
});

export const eventSchema = z.object(
  {
    name: z.enum(EVENT_NAMES, { error: () => `must be one of: ${EVENT_NAMES.join(', ')}` }),
    carId: z
      .number({ error: () => 'must be a car id, a whole number' })
      .int('must be a car id, a whole number')
      .positive('must be a positive number')
      .max(2 ** 31 - 1, 'is too large')
      .optional(),
    path: z
      .string({ error: () => 'must be text' })
      .max(300, 'must be 300 characters or fewer')
      .optional(),
    channel: z
      .string({ error: () => 'must be channel1 … channel99' })
      .regex(CHANNEL_PATTERN, 'must be channel1 … channel99')
      .optional(),
    deviceType: z.enum(['mobile', 'tablet', 'desktop'], { error: () => 'must be mobile, tablet or desktop' }).optional(),
    /** milliseconds since the epoch, by the client's clock */
    ts: z
      .number({ error: () => 'must be milliseconds since 1970, a whole number' })
      .int('must be milliseconds since 1970, a whole number')
      .nonnegative('must be 0 or more')
      .optional(),
    params: z
      .record(z.string().max(40, 'must be names of 40 characters or fewer'), paramValue, {
        error: () => 'must be an object of names and values',
      })
      .refine((p) => Object.keys(p).length <= 20, 'at most 20 params')
      .optional(),
  },
  { error: () => 'must be an object' },
);

export const batchIdSchema = z
  .string({ error: () => 'is required: 8 to 64 letters, digits, _ or -' })
  .min(8, 'must be 8 to 64 characters')
  .max(64, 'must be 8 to 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'may use letters, digits, _ and - only');

export const eventBatchSchema = z.object({
  /** chosen by the client once per batch and sent again on a retry, so a batch is stored once */
  batchId: batchIdSchema,
  events: z
    .array(eventSchema, { error: () => 'is required: an array of events' })
    .min(1, 'must hold at least one event')
    .max(MAX_EVENTS_PER_BATCH, `at most ${MAX_EVENTS_PER_BATCH} events`),
});
export type EventBatch = z.infer<typeof eventBatchSchema>;
