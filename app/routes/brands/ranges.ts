// How the brand pages write a range of figures: `$31,000–$98,000`, `150–503 hp` (in the visitor's units),
// `3.4–7.9 s`; a dash for unknown.
import type { FamilyEntry, Range } from '#app/catalogue/families.server.ts';
import { formatPrice, formatRange } from '#app/catalogue/format.ts';
import { formatQuantity, POWER, type Units } from '#app/units/units.ts';

export const UNKNOWN = '–';
export const priceRange = (range: Range) => formatPrice(range.min, range.max) ?? UNKNOWN;
export const powerRange = (range: Range, units: Units) => formatQuantity(POWER, range.min, range.max, units) ?? UNKNOWN;
export const accelRange = (range: Range) => formatRange(range.min, range.max, 's') ?? UNKNOWN;
export const yearRange = (range: Range) => formatRange(range.min, range.max, '', String) ?? UNKNOWN;

/** A model family's row on its brand's page, as text in the visitor's units (the gateway's `cells` too). */
export const familyCells = (family: FamilyEntry, units: Units) => ({
  price: priceRange(family.price),
  power: powerRange(family.power, units),
  accel: accelRange(family.accel),
  launch: yearRange(family.launch),
});
