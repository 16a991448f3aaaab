// Storing events. One D1 batch (a transaction): a batch is stored whole or not at all, and the
// unique (batch_id, seq) makes a retried batch a no-op, so nothing is counted twice.
import { sql } from 'drizzle-orm';
import { orm } from '#app/db/orm.server.ts';
import { events } from '#app/catalogue/schema.server.ts';
import type { EventBatch } from './events';

export async function recordEvents(
  db: D1Database,
  batch: EventBatch,
  host: string,
  { now = Date.now(), firstSeq = 0 }: { now?: number; firstSeq?: number } = {},
): Promise<{ accepted: number; duplicates: number }> {
  const d = orm(db);
  const rows = batch.events.map((event, seq) => ({
    batchId: batch.batchId,
    seq: firstSeq + seq,
    name: event.name,
    carId: event.carId ?? null,
    host,
    channel: event.channel ?? null,
    deviceType: event.deviceType ?? null,
    path: event.path ?? null,
    params: JSON.stringify(event.params ?? {}),
    clientTime: event.ts ?? null,
    receivedAt: now,
  }));
  // D1 allows 100 bound parameters a statement: 11 columns, so 9 rows a statement
  const statements = [];
  for (let i = 0; i < rows.length; i += 9) {
    statements.push(
      d
        .insert(events)
        .values(rows.slice(i, i + 9))
        .onConflictDoNothing()
        .returning({ id: events.id }),
    );
  }
  const [first, ...rest] = statements;
  const results = first ? await d.batch([first, ...rest]) : [];
  const accepted = results.reduce((sum, inserted) => sum + inserted.length, 0);
  // what each write costs D1, for the operator's logs and the intake benchmark (scripts/bench/intake.ts)
  console.log(JSON.stringify({ message: 'events stored', events: rows.length, accepted, statements: statements.length }));
  return { accepted, duplicates: rows.length - accepted };
}

/** Events stored for a batch id: what a test or an operator looks at. */
export async function countEvents(db: D1Database, batchId: string): Promise<number> {
  const [row] = await orm(db)
    .select({ n: sql<number>`count(*)` })
    .from(events)
    .where(sql`${events.batchId} = ${batchId}`);
  return row?.n ?? 0;
}
