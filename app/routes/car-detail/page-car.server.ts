// What the car page shows of its car, worded by the loader: the header's facts, the names its links
// and compare actions use, and what the source note says. The page's data carries this instead of the
// car's whole row (every figure of which is already in the worded spec groups).
import { LABELS } from '#app/catalogue/categories.ts';
import type { CarDetail } from '#app/catalogue/cars.server.ts';
import { formatAccel, formatPower, formatPrice, formatTopSpeed, fuelsText, labelOf, yearLabel } from '#app/catalogue/format.ts';
import { figureParts } from '#app/components/figure-parts.ts';
import { ACCEL_LABEL, DISTANCE, FACTORS, formatQuantity, type Units } from '#app/units/units.ts';

export function pageCar(car: CarDetail) {
  const { id, brand, brandSlug, name, model, modelSlug, status, bodyType, source, sourceUrl } = car;
  return {
    id,
    brand,
    brandSlug,
    name,
    model,
    modelSlug,
    status,
    bodyType,
    source,
    sourceUrl,
    /** the note on the US figures from FuelEconomy.gov is shown when there are any */
    epa: car.epa !== null,
    price: formatPrice(car.priceMinUsd, car.priceMaxUsd, car.figureNotes.price),
    year: yearLabel(car),
    bodyLabel: labelOf(LABELS.type, bodyType),
  };
}

export type PageCar = ReturnType<typeof pageCar>;

/**
 * The first screen's tiles, each a label over its value: the figures a buyer looks at first, then what
 * the car is (fuel, body, seats), those the sources give. Each value is cut into figures here (a figure
 * never breaks from its unit), so the page's first load carries no pattern for it.
 */
export function keyTiles(car: CarDetail, units: Units) {
  const fuel = fuelsText(car.fuels, units, ' / ');
  // an electric car without a stated range shows the EPA's for its US versions, named so; a plug-in
  // hybrid's EPA range is its electric range only, which a tile called Range would overstate
  const epaRange = car.epa?.evRangeMi && car.fuels.every((value) => value === 'electric') ? car.epa.evRangeMi : null;
  const tiles: Array<[label: string, value: string | null]> = [
    ['Power', formatPower(car, units)],
    [ACCEL_LABEL[units], formatAccel(car)],
    ['Top speed', car.topSpeedKmh ? formatTopSpeed(car, units) : null],
    car.rangeKm || !epaRange
      ? ['Range', car.rangeKm ? formatQuantity(DISTANCE, car.rangeKm, car.rangeKm, units) : null]
      : ['Range (EPA)', formatQuantity(DISTANCE, epaRange.min * FACTORS.kmPerMile, epaRange.max * FACTORS.kmPerMile, units)],
    ['Fuel', fuel || null],
    ['Body', labelOf(LABELS.type, car.bodyType)],
    ['Seats', car.seatsLabel],
  ];
  return tiles.flatMap(([label, value]) => (value ? [{ label, value, parts: figureParts(value) }] : []));
}
