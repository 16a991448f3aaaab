// Each car's similar cars as rows for the seed (migrations/0014_similar_cars_stored.sql): similarCars
// itself, run by the importer over the catalogue it has just written (scripts/import/similar.ts), so a
// car page reads one short list by its id instead of about a dozen index ranges after a second round trip.
import { asc } from 'drizzle-orm';
import { orm } from '#app/db/orm.server.ts';
import { SIMILAR_SHOWN, similarCars } from './rankings.server';
import { cars } from './schema.server';

/** Rows per INSERT: well under D1's 100 kB statement limit. */
const ROWS_PER_STATEMENT = 500;

/** The statements that replace car_similar with every car's similar cars, as `db` finds them now. */
export async function similarRowsSql(db: D1Database): Promise<string[]> {
  const all = await orm(db)
    .select({
      id: cars.id,
      brandSlug: cars.brandSlug,
      modelSlug: cars.modelSlug,
      bodyType: cars.bodyType,
      fuel: cars.fuel,
      segment: cars.segment,
      priceMinUsd: cars.priceMinUsd,
      powerHp: cars.powerHp,
      accel0To100S: cars.accel0To100S,
    })
    .from(cars)
    .orderBy(asc(cars.id));
  const rows: string[] = [];
  for (const car of all) {
    const similar = await similarCars(db, car, SIMILAR_SHOWN);
    similar.forEach((other, position) => rows.push(`(${car.id}, ${position}, ${other.id})`));
  }
  const statements = ['DELETE FROM car_similar;'];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    statements.push(`INSERT INTO car_similar (car_id, position, similar_id) VALUES ${rows.slice(i, i + ROWS_PER_STATEMENT).join(', ')};`);
  }
  return statements;
}
