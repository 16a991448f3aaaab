// A comparison from its `cars` parameter, for the page and the gateway alike: the cars found, their
// figures as rows in the asked units with the best of each marked, and what was left out and why.
import { getCarsToCompare } from '#app/catalogue/compare.server.ts';
import type { CarDetail } from '#app/catalogue/cars.server.ts';
import type { Units } from '#app/units/units.ts';
import { parseCompareCars } from './compare-params';
import { compareTable } from './compare-table';
import { compareHref, MAX_COMPARE, type Dropped } from './compare-url';
import { withBrand } from '#app/catalogue/format.ts';

export async function loadComparison(db: D1Database, values: readonly string[], units: Units) {
  const { ids, dropped, unread } = parseCompareCars(values);
  const found = await getCarsToCompare(db, ids);
  // unknown ids take no place: the first cars the catalogue knows are compared
  const cars = found.cars.slice(0, MAX_COMPARE);
  const left: Dropped[] = [
    ...dropped,
    ...found.unknown.map((id) => ({ value: String(id), reason: 'unknown' as const })),
    ...found.repeated.map((id) => ({ value: String(id), reason: 'duplicate' as const })),
    ...found.cars
      .slice(MAX_COMPARE)
      .map((car) => ({ value: String(car.id), reason: 'over-limit' as const, name: withBrand(car.brand, car.name) })),
  ];
  const chosen = cars.map((car) => car.id);
  return {
    units,
    /** the comparison's one address: the cars found, in order */
    path: compareHref(chosen),
    cars: cars.map((car: CarDetail) => ({
      id: car.id,
      brand: car.brand,
      name: car.name,
      path: car.path,
      status: car.status,
      /** this comparison without the car */
      without: compareHref(chosen.filter((other) => other !== car.id)),
    })),
    groups: compareTable(cars, units),
    dropped: left,
    /** pieces of `cars` past the ones read, not looked at */
    unread,
    /** the first car, for suggestions (not sent) */
    first: cars[0] ?? null,
  };
}
