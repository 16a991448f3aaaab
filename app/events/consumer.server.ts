// The events queue's consumer: the intake (/express/epost, /express/eget) only puts a checked batch
// on the queue; this writes what the queue delivers, up to 100 batches at a time, to D1 in one
// transaction with the popularity fold (decision 045). Delivery is at least once: the unique
// (batch_id, seq) makes a batch delivered again a no-op, and the fold counts each event once.
//
// - A write that fails (D1 unavailable, or refusing it): the whole delivery is retried later, with a
//   growing delay, so a D1 outage of hours is waited out; after `max_retries` (wrangler.jsonc) a
//   message moves to the dead-letter queue, where it waits to be replayed (README, deploying).
// - A message that is not a batch (poison): retried alone and so on to the dead-letter queue, without
//   holding the others back.
import { queuedBatchSchema, storeEventBatches, type QueuedBatch } from './events.server';

/** The delay before the n-th retry: 30 s doubling to 12 hours, the longest a queue will wait. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 43_200);

export async function consumeEvents(batch: MessageBatch<unknown>, env: Env, now = Date.now()): Promise<void> {
  const valid: Array<{ message: Message<unknown>; body: QueuedBatch }> = [];
  for (const message of batch.messages) {
    const parsed = queuedBatchSchema.safeParse(message.body);
    if (parsed.success) valid.push({ message, body: parsed.data });
    else poison(message, parsed.error);
  }
  if (valid.length === 0) return;
  try {
    log(
      await storeEventBatches(
        env.DB,
        valid.map((item) => item.body),
        now,
      ),
      valid.length,
    );
    for (const { message } of valid) message.ack();
  } catch (error) {
    console.error(JSON.stringify({ message: 'events not stored', messages: valid.length, error: String(error) }));
    for (const { message } of valid) message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}

function poison(message: Message<unknown>, error: unknown) {
  console.error(JSON.stringify({ message: 'event batch refused', id: message.id, attempts: message.attempts, error: String(error) }));
  message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
}

function log(stored: { events: number; accepted: number; statements: number }, messages: number) {
  // what each write costs D1, for the operator's logs and the intake benchmark (scripts/bench/intake.ts)
  console.log(JSON.stringify({ message: 'events stored', messages, ...stored }));
}
