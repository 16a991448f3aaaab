// The cars of a comparison, read in one D1 round trip: the ids asked for, an id merged into another
// car answered by that car (once: an old id of a car already listed is `repeated`), and the ids that
// name no car.
import { inArray } from 'drizzle-orm';
import { orm } from '#app/db/orm.server.ts';
import { toDetail, type CarDetail } from './cars.server';
import { carRedirects, cars } from './schema.server';

/** The statements of a comparison: the cars asked for and the ids that moved (also measured by `npm run bench:scale`). */
export function compareStatements(db: D1Database, ids: readonly number[]) {
  const d = orm(db);
  return [
    d
      .select()
      .from(cars)
      .where(inArray(cars.id, [...ids])),
    d
      .select()
      .from(carRedirects)
      .where(inArray(carRedirects.fromId, [...ids])),
  ] as const;
}

export async function getCarsToCompare(
  db: D1Database,
  ids: readonly number[],
): Promise<{ cars: CarDetail[]; unknown: number[]; repeated: number[] }> {
  if (!ids.length) return { cars: [], unknown: [], repeated: [] };
  const d = orm(db);
  const [rows, moves] = await d.batch(compareStatements(db, ids));
  const movedTo = new Map(moves.map((move) => [move.fromId, move.toId]));
  const missing = [...new Set(moves.map((move) => move.toId))].filter((id) => !rows.some((row) => row.id === id));
  const targets = missing.length ? await d.select().from(cars).where(inArray(cars.id, missing)) : [];
  const byId = new Map([...rows, ...targets].map((row) => [row.id, row]));
  const found: CarDetail[] = [];
  const unknown: number[] = [];
  // an old id of a car already in the list
  const repeated: number[] = [];
  for (const id of ids) {
    const row = byId.get(id) ?? byId.get(movedTo.get(id) ?? -1);
    if (!row) unknown.push(id);
    else if (found.some((car) => car.id === row.id)) repeated.push(id);
    else found.push(toDetail(row));
  }
  return { cars: found, unknown, repeated };
}
