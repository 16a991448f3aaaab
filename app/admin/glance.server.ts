// What the console's first page shows: counts an operator checks each morning, read straight from D1.
import { and, count, desc, eq, gte, isNotNull } from 'drizzle-orm';
import { orm } from '#app/db/orm.server.ts';
import { cars, events } from '#app/catalogue/schema.server.ts';

const DAY_MS = 86_400_000;

export type EventsByHost = Array<{ host: string; lastDay: number; lastWeek: number }>;

/** Events received in the last 24 hours and 7 days, per domain, busiest first. */
export async function eventsByHost(db: D1Database, now = Date.now()): Promise<EventsByHost> {
  const d = orm(db);
  const [day, week] = await d.batch([
    d
      .select({ host: events.host, n: count() })
      .from(events)
      .where(gte(events.receivedAt, now - DAY_MS))
      .groupBy(events.host),
    d
      .select({ host: events.host, n: count() })
      .from(events)
      .where(gte(events.receivedAt, now - 7 * DAY_MS))
      .groupBy(events.host),
  ]);
  const lastDay = new Map(day.map((row) => [row.host, row.n]));
  return week
    .map((row) => ({ host: row.host, lastDay: lastDay.get(row.host) ?? 0, lastWeek: row.n }))
    .sort((a, b) => b.lastWeek - a.lastWeek || a.host.localeCompare(b.host));
}

/** The cars with the most page views in the last 7 days. */
export function mostViewedThisWeek(db: D1Database, limit = 10, now = Date.now()) {
  const views = count().as('views');
  return orm(db)
    .select({ carId: events.carId, brand: cars.brand, name: cars.name, slug: cars.slug, views })
    .from(events)
    .leftJoin(cars, eq(cars.id, events.carId))
    .where(and(gte(events.receivedAt, now - 7 * DAY_MS), eq(events.name, 'car_view'), isNotNull(events.carId)))
    .groupBy(events.carId)
    .orderBy(desc(views))
    .limit(limit);
}
