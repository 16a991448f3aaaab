// What a car card shows (components/car-card.tsx). Loaders send a list's cars in this shape, so the
// page's serialised data holds no field its cards do not read (model, variant, slugs, seats, purposes, and
// `fuel`, the first of `fuels`, which the cards show whole). The year is sent as the words the card shows
// (`Launched 2021`): the rule that writes them stays on the server, not in every page's first script.
import type { CarSummary } from './cars.server';
import { yearLabel } from './format';

const CARD_FIELDS = [
  'id',
  'path',
  'brand',
  'brandSlug',
  'name',
  'status',
  'bodyType',
  'fuels',
  'priceMinUsd',
  'priceMaxUsd',
  'powerHp',
  'powerHpMax',
  'accel0To100S',
  'accel0To100SMax',
  'topSpeedKmh',
  'rangeKm',
  'figureNotes',
] as const satisfies ReadonlyArray<keyof CarSummary>;

type Dated = Pick<CarSummary, 'launchYear' | 'launchBasis' | 'modelYear'>;
export type CardCar = Pick<CarSummary, (typeof CARD_FIELDS)[number]> & { year: string | null };

export function toCard(car: Pick<CarSummary, (typeof CARD_FIELDS)[number]> & Dated): CardCar {
  const card: Partial<Record<keyof CardCar, unknown>> = { year: yearLabel(car) };
  for (const field of CARD_FIELDS) card[field] = car[field];
  return card as CardCar;
}
