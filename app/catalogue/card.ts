// What a car card shows (components/car-card.tsx). Loaders send a list's cars in this shape, so the
// page's serialised data holds no field its cards do not read (model, variant, slugs, seats, purposes, and
// `fuel`, the first of `fuels`, which the cards show whole).
import type { CarSummary } from './cars.server';

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
  'launchYear',
  'launchBasis',
  'modelYear',
  'figureNotes',
] as const satisfies ReadonlyArray<keyof CarSummary>;

export type CardCar = Pick<CarSummary, (typeof CARD_FIELDS)[number]>;

export function toCard(car: CardCar): CardCar {
  const card: Partial<Record<keyof CardCar, unknown>> = {};
  for (const field of CARD_FIELDS) card[field] = car[field];
  return card as CardCar;
}
