// Events as the gateway receives them: a JSON batch in a POST body, or one event in a GET query (a
// pixel, or a batch re-sent event by event). Both become an EventBatch, or a 400 naming the field.
import { z } from 'zod';
import { carIdSchema } from '#app/catalogue/car-id.ts';
import { GatewayError, invalid } from '#app/gateway/envelope.ts';
import { integer, wholeNumber } from '#app/lib/whole-number.ts';
import { eventBatchSchema, MAX_EVENTS_PER_BATCH, type EventBatch } from './events';

export const eventQueryParams = z.object({
  name: z.string({ error: () => 'is required: the event name' }),
  id: z.string({ error: () => 'is required: the event id, 8 to 64 characters' }),
  /** the event's place in the batch `id` when a client re-sends a batch event by event */
  seq: wholeNumber(
    integer()
      .min(0, 'must be 0 or more')
      .max(MAX_EVENTS_PER_BATCH - 1, `must be ${MAX_EVENTS_PER_BATCH - 1} or less`)
      .default(0),
  ),
  carId: carIdSchema.optional(),
  path: z.string().max(300, 'must be 300 characters or fewer').optional(),
  channel: z.string().optional(),
  deviceType: z.string().optional(),
  ts: wholeNumber(integer().nonnegative('must be 0 or more').optional()),
});

/** A POST body: UTF-8 JSON holding one batch. */
export function batchFromBody(body: Uint8Array): EventBatch {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    throw new GatewayError(400, 'The body must be valid JSON');
  }
  const parsed = eventBatchSchema.safeParse(json);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

/** A GET query: the event id is its batch id, `seq` its place in that batch. */
export function batchFromQuery(params: z.infer<typeof eventQueryParams>): { batch: EventBatch; firstSeq: number } {
  const { id, seq, name, ...event } = params;
  const parsed = eventBatchSchema.safeParse({ batchId: id, events: [{ name, ...event }] });
  // the query's own names: `events.0.channel` is `channel` there
  if (!parsed.success) {
    throw invalid(parsed.error, Object.fromEntries(parsed.error.issues.map(({ path }) => [path.join('.'), queryName(path)])));
  }
  return { batch: parsed.data, firstSeq: seq };
}

/** The query parameter an issue of the one-event batch is about. */
function queryName(path: readonly PropertyKey[]): string {
  if (path[0] === 'batchId') return 'id';
  return path[0] === 'events' && path.length > 2 ? path.slice(2).map(String).join('.') : path.map(String).join('.');
}
