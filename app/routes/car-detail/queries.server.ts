// A car page's reads go to D1 as one batch, all by the car's id (the car, its photos, its class
// standings, its similar cars as the seed stores them): one round trip.
import { carStatement, toDetail, toSummary } from '#app/catalogue/cars.server.ts';
import { storedSimilarStatement } from '#app/catalogue/rankings.server.ts';
import { standingsStatement, standingsOf } from '#app/catalogue/standings.server.ts';
import { orm } from '#app/db/orm.server.ts';
import { approvedPhotosPage, approvedPhotosStatements } from '#app/photos/photos.server.ts';

/** The first page of photos a car page shows. */
const PHOTOS_SHOWN = 12;

export async function carPageReads(db: D1Database, id: number) {
  const [carRows, photoRows, [photoCount], standingRows, similarRows] = await orm(db).batch([
    carStatement(db, id),
    ...approvedPhotosStatements(db, id, 1, PHOTOS_SHOWN),
    standingsStatement(db, id),
    storedSimilarStatement(db, id),
  ]);
  const [row] = carRows;
  if (!row) return null;
  return {
    car: toDetail(row),
    photos: approvedPhotosPage(photoRows, photoCount?.n ?? 0, 1, PHOTOS_SHOWN),
    standings: standingsOf(standingRows),
    storedSimilar: similarRows.map(toSummary),
  };
}
