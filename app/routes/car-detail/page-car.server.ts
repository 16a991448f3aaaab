// What the car page shows of its car, worded by the loader: the header's facts, the names its links
// and compare actions use, and what the source note says. The page's data carries this instead of the
// car's whole row (every figure of which is already in the worded spec groups).
import { LABELS } from '#app/catalogue/categories.ts';
import type { CarDetail } from '#app/catalogue/cars.server.ts';
import { formatPrice, labelOf, yearLabel } from '#app/catalogue/format.ts';

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
    /** besides the figures: what the car is, at a glance (fuel, body, seats), where known */
    facts: headlineFacts(car),
  };
}

export type PageCar = ReturnType<typeof pageCar>;

function headlineFacts(car: CarDetail): string[] {
  const fuel = car.fuels.map((value) => labelOf(LABELS.fuel, value)).join(' / ');
  const seats = car.seatsLabel ? `${car.seatsLabel} seats` : null;
  return [fuel || null, labelOf(LABELS.type, car.bodyType), seats].filter((fact): fact is string => Boolean(fact));
}
