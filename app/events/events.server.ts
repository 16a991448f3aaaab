// Storing events. The intake puts a checked batch on the events queue (enqueueEvents); the queue's
// consumer (consumer.server.ts) stores what it delivers with storeEventBatches: every delivered batch
// in one D1 batch (a transaction) with the popularity fold, so a delivery is stored whole or not at
// all, and the unique (batch_id, seq) makes a batch delivered or sent again a no-op.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { foldPopularity } from '#app/catalogue/popularity.server.ts';
import { events } from '#app/catalogue/schema.server.ts';
import { orm } from '#app/db/orm.server.ts';
import { eventBatchSchema, MAX_EVENTS_PER_BATCH, type EventBatch } from './events';

/** A queue message: a batch as the intake accepted it. */
export const queuedBatchSchema = z.object({
  batch: eventBatchSchema,
  host: z.string().min(1).max(253),
  /** the place of the batch's first event: a pixel re-sent from a batch (/express/eget) keeps its own */
  firstSeq: z
    .number()
    .int()
    .min(0)
    .max(MAX_EVENTS_PER_BATCH - 1),
  receivedAt: z.number().int().nonnegative(),
});
export type QueuedBatch = z.infer<typeof queuedBatchSchema>;

/** Hands a batch to the queue: once `send` resolves, the queue holds it and the consumer will store it. */
export async function enqueueEvents(queue: Queue<QueuedBatch>, batch: EventBatch, host: string, firstSeq = 0): Promise<{ queued: number }> {
  await queue.send({ batch, host, firstSeq, receivedAt: Date.now() }, { contentType: 'json' });
  return { queued: batch.events.length };
}

/**
 * The rows travel as one JSON parameter a statement (SQLite's json_each reads them back), so a delivery
 * of thousands of events is a statement or two rather than one per nine rows (D1 binds at most 100
 * values a statement). A parameter stays well under D1's 2 MB limit on a value.
 */
const MAX_JSON_BYTES = 512 * 1024;

type Row = [string, number, string, number | null, string, string | null, string | null, string | null, string, number | null, number];

function rowsOf({ batch, host, firstSeq, receivedAt }: QueuedBatch): Row[] {
  return batch.events.map((event, seq) => [
    batch.batchId,
    firstSeq + seq,
    event.name,
    event.carId ?? null,
    host,
    event.channel ?? null,
    event.deviceType ?? null,
    event.path ?? null,
    JSON.stringify(event.params ?? {}),
    event.ts ?? null,
    receivedAt,
  ]);
}

function chunks(rows: Row[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let bytes = 2;
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (current.length && bytes + json.length + 1 > MAX_JSON_BYTES) {
      out.push(`[${current.join(',')}]`);
      current = [];
      bytes = 2;
    }
    current.push(json);
    bytes += json.length + 1;
  }
  if (current.length) out.push(`[${current.join(',')}]`);
  return out;
}

const at = (index: number) => sql.raw(`json_extract(value, '$[${index}]')`);

/** Stores delivered batches and folds their car views into popularity, in one transaction. */
export async function storeEventBatches(
  db: D1Database,
  batches: QueuedBatch[],
  now = Date.now(),
): Promise<{ events: number; accepted: number; statements: number }> {
  const d = orm(db);
  const rows = batches.flatMap(rowsOf);
  const inserts = chunks(rows).map((json) =>
    d
      .insert(events)
      .select(
        d
          // every column of the table, in its order (drizzle names them all); a null id is the next one
          .select({
            id: sql<null>`null`.as('id'),
            batchId: sql<string>`${at(0)}`.as('batch_id'),
            seq: sql<number>`${at(1)}`.as('seq'),
            name: sql<string>`${at(2)}`.as('name'),
            carId: sql<number | null>`${at(3)}`.as('car_id'),
            host: sql<string>`${at(4)}`.as('host'),
            channel: sql<string | null>`${at(5)}`.as('channel'),
            deviceType: sql<string | null>`${at(6)}`.as('device_type'),
            path: sql<string | null>`${at(7)}`.as('path'),
            params: sql<string>`${at(8)}`.as('params'),
            clientTime: sql<number | null>`${at(9)}`.as('client_time'),
            receivedAt: sql<number>`${at(10)}`.as('received_at'),
          })
          .from(sql`json_each(${json})`)
          // SQLite reads ON after a FROM as a join's unless the select has a WHERE
          .where(sql`true`),
      )
      .onConflictDoNothing()
      .returning({ id: events.id }),
  );
  const fold = foldPopularity(d, now);
  const [first, ...rest] = inserts;
  if (!first) return { events: 0, accepted: 0, statements: 0 };
  const results = await d.batch([first, ...rest, ...fold]);
  const accepted = results.slice(0, inserts.length).reduce((sum, inserted) => sum + (inserted as unknown[]).length, 0);
  return { events: rows.length, accepted, statements: inserts.length + fold.length };
}

/** Events stored for a batch id: what a test or an operator looks at. */
export async function countEvents(db: D1Database, batchId: string): Promise<number> {
  const [row] = await orm(db)
    .select({ n: sql<number>`count(*)` })
    .from(events)
    .where(sql`${events.batchId} = ${batchId}`);
  return row?.n ?? 0;
}
