// The gateway's `units` parameter, and the figures it adds to a car in an answer: the card's figure
// line in those units, the same text the pages show. The stored numbers beside it keep their one unit
// (each field's name says which: `topSpeedKmh`, `powerHp`), whatever `units` asks (decision 041).
import { z } from 'zod';
import { keyFigures } from '#app/catalogue/format.ts';
import { UNIT_SYSTEMS, type Units } from './units';

export const unitsParam = z
  .enum(UNIT_SYSTEMS, { error: () => 'must be metric or imperial' })
  .optional()
  .describe("the units of every figure written as text: metric or imperial (US); the domain's own units when left out");

/** A car with `figures`: the card's figure line (power, 0–100 km/h, top speed, range) in the units given. */
export const withFigures = <Car extends Parameters<typeof keyFigures>[0]>(car: Car, units: Units) => ({
  ...car,
  figures: keyFigures(car, units),
});
