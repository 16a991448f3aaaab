// Where a car's figures stand among comparable cars: one indexed read of rows the seed computed
// (migrations/0007_car_standings.sql). A class too small to mean anything is left out.
import { eq } from 'drizzle-orm';
import { orm } from '#app/db/orm.server.ts';
import { carStandings } from './schema.server';
import { STANDING_FIGURES, type Standing, type StandingFigure } from './standings';

/** Fewer cars than this in a class and a share of it says little: nothing is shown. */
export const MIN_CLASS_SIZE = 20;

/** The one statement a car page sends (also measured by `npm run bench:scale`). */
export const standingsStatement = (db: D1Database, carId: number) =>
  orm(db).select().from(carStandings).where(eq(carStandings.carId, carId));

export async function carStandingsOf(db: D1Database, carId: number): Promise<Standing[]> {
  return standingsOf(await standingsStatement(db, carId));
}

/** The rows standingsStatement read, without the classes too small to say anything, in figure order. */
export function standingsOf(rows: Array<typeof carStandings.$inferSelect>): Standing[] {
  return rows
    .filter((row) => row.cars >= MIN_CLASS_SIZE && STANDING_FIGURES.includes(row.figure as StandingFigure))
    .map((row) => ({
      figure: row.figure as StandingFigure,
      classKind: row.classKind as Standing['classKind'],
      bodyType: row.bodyType,
      sizeClass: row.sizeClass,
      priceBand: row.priceBand,
      cars: row.cars,
      // the share of the other cars of the class this car beats
      percent: Math.round((100 * row.beaten) / (row.cars - 1)),
    }))
    .sort((a, b) => STANDING_FIGURES.indexOf(a.figure) - STANDING_FIGURES.indexOf(b.figure));
}
