// Folds new car_view events into car_popularity. Runs from the Worker's cron trigger, never on a
// visitor's request; a watermark makes each event count once even if a run is repeated.
import { and, count, eq, gt, isNotNull, lte, max, sql } from 'drizzle-orm';
import { orm } from '#app/db/orm.server.ts';
import { carPopularity, events, jobState } from './schema.server';

const JOB = 'car_popularity';

export async function aggregatePopularity(db: D1Database, now = Date.now()): Promise<{ events: number }> {
  const d = orm(db);
  const [[state], [latest]] = await d.batch([
    d.select({ lastId: jobState.lastId }).from(jobState).where(eq(jobState.name, JOB)),
    d.select({ id: max(events.id) }).from(events),
  ]);
  const from = state?.lastId ?? 0;
  const to = latest?.id ?? 0;
  if (to <= from) return { events: 0 };
  const window = and(eq(events.name, 'car_view'), isNotNull(events.carId), gt(events.id, from), lte(events.id, to));
  const [[counted]] = await d.batch([
    d.select({ n: count() }).from(events).where(window),
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
          .where(window)
          .groupBy(events.carId),
      )
      .onConflictDoUpdate({
        target: carPopularity.carId,
        set: { views: sql`${carPopularity.views} + excluded.views`, updatedAt: sql`excluded.updated_at` },
      }),
    d
      .insert(jobState)
      .values({ name: JOB, lastId: to })
      .onConflictDoUpdate({ target: jobState.name, set: { lastId: to } }),
  ]);
  return { events: counted?.n ?? 0 };
}
