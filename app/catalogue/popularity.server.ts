// Folds new car_view events into car_popularity. The events queue's consumer folds in the same
// transaction that stores a delivery (app/events/consumer.server.ts); the Worker's cron trigger runs
// it too, which finds nothing new unless events were written another way. A watermark (the last
// event id counted) read and moved inside one transaction makes each event count once, however
// many folds run at the same time or are repeated.
import { and, count, eq, gt, isNotNull, max, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { orm } from '#app/db/orm.server.ts';
import { carPopularity, events, jobState } from './schema.server';

const JOB = 'car_popularity';

const uncounted = (d: DrizzleD1Database) =>
  and(
    eq(events.name, 'car_view'),
    isNotNull(events.carId),
    gt(events.id, sql`coalesce((${d.select({ lastId: jobState.lastId }).from(jobState).where(eq(jobState.name, JOB))}), 0)`),
  );

/** The fold's statements, to run in a D1 batch (a transaction), after any events stored in it. */
export function foldPopularity(d: DrizzleD1Database, now = Date.now()) {
  return [
    d
      .insert(carPopularity)
      .select(
        d
          .select({
            carId: sql<number>`${events.carId}`.as('car_id'),
            views: count().as('views'),
            updatedAt: sql<number>`${now}`.as('updated_at'),
          })
          .from(events)
          .where(uncounted(d))
          .groupBy(events.carId),
      )
      .onConflictDoUpdate({
        target: carPopularity.carId,
        set: { views: sql`${carPopularity.views} + excluded.views`, updatedAt: sql`excluded.updated_at` },
      }),
    d
      .insert(jobState)
      .select(
        d
          .select({ name: sql<string>`${JOB}`.as('name'), lastId: sql<number>`coalesce(${max(events.id)}, 0)`.as('last_id') })
          .from(events)
          // SQLite reads ON after a FROM as a join's unless the select has a WHERE
          .where(sql`true`),
      )
      .onConflictDoUpdate({ target: jobState.name, set: { lastId: sql`max(${jobState.lastId}, excluded.last_id)` } }),
  ] as const;
}

/** The cron trigger's run: the fold alone, and how many car views it counted. */
export async function aggregatePopularity(db: D1Database, now = Date.now()): Promise<{ events: number }> {
  const d = orm(db);
  const [[counted]] = await d.batch([d.select({ n: count() }).from(events).where(uncounted(d)), ...foldPopularity(d, now)]);
  return { events: counted?.n ?? 0 };
}
