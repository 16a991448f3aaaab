// Every figure the site shows goes through this module: the catalogue stores one unit per quantity
// (the "stored" column below) and a page, card, ranking, comparison or gateway answer shows it in the
// visitor's units. The factors are exact where a definition exists (mile, inch, pound, litre per
// gallon); the rounding is what a reader expects of each unit (whole mph, one decimal of MPG).
// A 0–100 km/h time is a time: its seconds are never converted, and never shown as a 0–60 mph time.
// In US units it is labelled 0–62 mph (100 km/h is 62.1 mph), as UK and US sites label the same figure.
// No zod here: this module is in every page's script (the config's schema is app/domain/config.ts).
import { formatFixed } from '#app/lib/number-format.ts';
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type Units = (typeof UNIT_SYSTEMS)[number];

export const isUnits = (value: unknown): value is Units => UNIT_SYSTEMS.includes(value as Units);

/** The sprint's name in each unit system: the same measurement, 0–100 km/h, in the units beside it. */
export const ACCEL_LABEL = { metric: '0–100 km/h', imperial: '0–62 mph' } as const satisfies Record<Units, string>;

/** The luggage space's name in each unit system's English: a boot in litres, cargo volume in cubic feet. */
export const CARGO_LABEL = { metric: 'Boot', imperial: 'Cargo volume' } as const satisfies Record<Units, string>;

/** Exact definitions (NIST), and the horsepower the sources state: mechanical hp, 745.699872 W. */
export const FACTORS = {
  kmPerMile: 1.609344,
  mmPerInch: 25.4,
  kgPerPound: 0.45359237,
  litresPerCubicFoot: 28.316846592,
  litresPerUsGallon: 3.785411784,
  kwPerHp: 0.745699872,
  /** metric horsepower (PS) is 735.49875 W */
  psPerHp: 0.745699872 / 0.73549875,
  nmPerLbFt: 0.45359237 * 9.80665 * 0.3048,
} as const;

/** L/100 km ↔ MPG (US): the same number works both ways (235.214…). */
export const L100KM_MPG = (100 * FACTORS.litresPerUsGallon) / FACTORS.kmPerMile;

/**
 * A quantity the catalogue holds, from the unit it is stored in (POWER from hp, SPEED km/h, TORQUE Nm,
 * LENGTH mm, VOLUME litres, DISPLACEMENT cc, DISTANCE km, CONSUMPTION L/100 km, EFFICIENCY Wh/km, MASS kg, CO2 g/km)
 * to what each unit system shows: one unit, or more side by side (kW and PS).
 */
export type Scale = Record<Units, Array<{ unit: string; digits: number; from: (stored: number) => number }>>;

const same = (value: number) => value;

// One constant per quantity (not one table), so a page's script carries only the quantities it shows.
export const POWER = {
  // kW first, PS beside it: how European makers and magazines state power
  metric: [
    { unit: 'kW', digits: 0, from: (hp: number) => hp * FACTORS.kwPerHp },
    { unit: 'PS', digits: 0, from: (hp: number) => hp * FACTORS.psPerHp },
  ],
  imperial: [{ unit: 'hp', digits: 0, from: same }],
} satisfies Scale;
export const SPEED = {
  metric: [{ unit: 'km/h', digits: 0, from: same }],
  imperial: [{ unit: 'mph', digits: 0, from: (kmh: number) => kmh / FACTORS.kmPerMile }],
} satisfies Scale;
export const TORQUE = {
  metric: [{ unit: 'Nm', digits: 0, from: same }],
  imperial: [{ unit: 'lb-ft', digits: 0, from: (nm: number) => nm / FACTORS.nmPerLbFt }],
} satisfies Scale;
export const LENGTH = {
  metric: [{ unit: 'mm', digits: 0, from: same }],
  imperial: [{ unit: 'in', digits: 1, from: (mm: number) => mm / FACTORS.mmPerInch }],
} satisfies Scale;
export const VOLUME = {
  metric: [{ unit: 'l', digits: 0, from: same }],
  imperial: [{ unit: 'cu ft', digits: 1, from: (l: number) => l / FACTORS.litresPerCubicFoot }],
} satisfies Scale;
export const DISTANCE = {
  metric: [{ unit: 'km', digits: 0, from: same }],
  imperial: [{ unit: 'miles', digits: 0, from: (km: number) => km / FACTORS.kmPerMile }],
} satisfies Scale;
export const CONSUMPTION = {
  metric: [{ unit: 'L/100 km', digits: 1, from: same }],
  // whole miles per gallon, as the EPA publishes them (every consumption figure here is the EPA's)
  imperial: [{ unit: 'mpg', digits: 0, from: (l100: number) => L100KM_MPG / l100 }],
} satisfies Scale;
export const EFFICIENCY = {
  metric: [{ unit: 'Wh/km', digits: 0, from: same }],
  // Wh/km → Wh/mile → miles per kWh
  imperial: [{ unit: 'mi/kWh', digits: 1, from: (whKm: number) => 1000 / (whKm * FACTORS.kmPerMile) }],
} satisfies Scale;
export const MASS = {
  metric: [{ unit: 'kg', digits: 0, from: same }],
  imperial: [{ unit: 'lb', digits: 0, from: (kg: number) => kg / FACTORS.kgPerPound }],
} satisfies Scale;
export const DISPLACEMENT = {
  metric: [{ unit: 'cc', digits: 0, from: same }],
  // litres first, as US makers, dealers and the EPA state an engine; the exact cc beside it
  imperial: [
    { unit: 'L', digits: 1, from: (cc: number) => cc / 1000 },
    { unit: 'cc', digits: 0, from: same },
  ],
} satisfies Scale;
export const CO2 = {
  metric: [{ unit: 'g/km', digits: 0, from: same }],
  imperial: [{ unit: 'g/mile', digits: 0, from: (gKm: number) => gKm * FACTORS.kmPerMile }],
} satisfies Scale;

/** A stored value in the visitor's first unit, rounded as it is shown: `convert(SPEED, 250, 'imperial')` → 155. */
export function convert(scale: Scale, stored: number, units: Units): { value: number; unit: string } {
  const display = scale[units][0]!;
  const factor = 10 ** display.digits;
  return { value: Math.round(display.from(stored) * factor) / factor, unit: display.unit };
}

/** The unit a quantity is shown in: `unitOf(TORQUE, 'imperial')` → `lb-ft`. */
export const unitOf = (scale: Scale, units: Units) => scale[units][0]!.unit;

/**
 * `250 km/h`, `155 mph`, `220–300 kW (299–408 PS)`: a stored value or range in the visitor's units.
 * A conversion that turns the scale round (L/100 km → MPG) keeps the range low to high.
 */
export function formatQuantity(scale: Scale, min: number | null, max: number | null, units: Units): string | null {
  if (min === null && max === null) return null;
  const low = min ?? max!;
  const high = max ?? min!;
  const parts = scale[units].map((display) => {
    const [a, b] = [display.from(low), display.from(high)].sort((x, y) => x - y) as [number, number];
    const [first, last] = [formatFixed(a, display.digits), formatFixed(b, display.digits)];
    return `${first === last ? first : `${first}–${last}`} ${display.unit}`;
  });
  return parts.length > 1 ? `${parts[0]} (${parts.slice(1).join(', ')})` : parts[0]!;
}

/** One stored value in the visitor's units: `formatValue(MASS, 1500, 'imperial')` → `3,307 lb`. */
export const formatValue = (scale: Scale, value: number | null, units: Units) => formatQuantity(scale, value, value, units);
