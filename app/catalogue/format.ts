// How figures read on a page: ranges where a row lists several versions, the source's qualifiers
// ("up to", "est.", "1,000+") kept, and every year labelled for what it is.
import { ACCEL_LABEL, DISTANCE, formatQuantity, POWER, SPEED, type Units } from '#app/units/units.ts';
import type { FigureNotes, LaunchBasis } from './car-facts';
import { LABELS, US_FUEL_LABELS, type Fuel } from './categories';
import { formatDecimal, formatUsd } from '#app/lib/number-format.ts';

/** A qualifier from the source, applied to a formatted figure. */
export function qualified(text: string, note: string | undefined): string {
  if (!note) return text;
  if (note === 'up to') return `up to ${text}`;
  if (note === 'or more') return text.replace(/^([\d,.]+)/, '$1+');
  return `${text} (${note})`;
}

/** `12,000–15,000 USD`-style range of two numbers with a unit; a single figure when they are equal. */
export function formatRange(
  min: number | null,
  max: number | null,
  unit: string,
  format: (n: number) => string = formatDecimal,
): string | null {
  if (min === null && max === null) return null;
  const low = min ?? max!;
  const high = max ?? min!;
  const figure = low === high ? format(low) : `${format(low)}–${format(high)}`;
  return unit ? `${figure} ${unit}` : figure;
}

export function formatPrice(min: number | null, max: number | null, note?: string): string | null {
  if (min === null && max === null) return null;
  const text = min !== null && max !== null && max !== min ? `${formatUsd(min)}–${formatUsd(max)}` : formatUsd((min ?? max)!);
  return note && /concept/i.test(note) ? text : qualified(text, note);
}

type Figured = {
  powerHp: number | null;
  powerHpMax?: number | null;
  accel0To100S: number | null;
  accel0To100SMax?: number | null;
  topSpeedKmh: number | null;
  rangeKm: number | null;
  figureNotes?: FigureNotes;
};

/** `up to 1,000 hp`, `52–63 kW (71–86 PS)`: a power given only as a ceiling keeps it. */
export function formatPower(car: Pick<Figured, 'powerHp' | 'powerHpMax' | 'figureNotes'>, units: Units): string | null {
  const text = formatQuantity(POWER, car.powerHp, car.powerHpMax ?? null, units);
  return text && qualified(text, car.figureNotes?.power);
}

/** `250 km/h`, `155 mph`, with the source's qualifier. */
export function formatTopSpeed(car: Pick<Figured, 'topSpeedKmh' | 'figureNotes'>, units: Units): string | null {
  const text = formatQuantity(SPEED, car.topSpeedKmh, car.topSpeedKmh, units);
  return text && qualified(text, car.figureNotes?.topSpeed);
}

/** `5.4–7.2 s` where the row lists versions with different times; always labelled by the caller (`ACCEL_LABEL`). */
export function formatAccel(car: Pick<Figured, 'accel0To100S' | 'accel0To100SMax' | 'figureNotes'>): string | null {
  const text = formatRange(car.accel0To100S, car.accel0To100SMax ?? null, 's');
  return text && qualified(text, car.figureNotes?.accel);
}

/**
 * The figures a card shows, in the visitor's units, each from the same row's versions (ranges, never
 * one version's power with another's time). The sprint's seconds are the same in every unit system.
 */
export function keyFigures(car: Figured, units: Units): string[] {
  const power = formatPower(car, units);
  const accel = formatAccel(car);
  const top = car.topSpeedKmh ? formatTopSpeed(car, units) : null;
  const range = car.rangeKm ? formatQuantity(DISTANCE, car.rangeKm, car.rangeKm, units) : null;
  return [power, accel ? `${ACCEL_LABEL[units]} ${accel}` : null, top ? `top speed ${top}` : null, range ? `${range} range` : null].filter(
    (figure): figure is string => figure !== null,
  );
}

type Dated = { launchYear: number | null; launchBasis: LaunchBasis | null; modelYear: number | null; modelYearMax?: number | null };

/** The year a card or ranking shows, saying what it is: `Launched 2021`, `First US model year 2024`, `Model year 2025`. */
export function yearLabel(car: Dated): string | null {
  if (car.launchYear !== null && car.launchBasis === 'curated') return `Launched ${car.launchYear}`;
  if (car.launchYear !== null && car.launchBasis === 'us-debut') return `First US model year ${car.launchYear}`;
  if (car.modelYear !== null) {
    const last = car.modelYearMax && car.modelYearMax !== car.modelYear ? `–${car.modelYearMax}` : '';
    return `Model year ${car.modelYear}${last}`;
  }
  return null;
}

/** The fuels' labels in the words of the units' readers: `Petrol`, or `Gasoline` in US units. */
export const fuelLabels = (units: Units): Record<Fuel, string> => (units === 'imperial' ? US_FUEL_LABELS : LABELS.fuel);

/** A car's fuels as one text, each in the units' words: `Petrol / Electric`. */
export const fuelsText = (fuels: readonly string[], units: Units, separator: string) =>
  fuels.map((fuel) => labelOf(fuelLabels(units), fuel)).join(separator);

/** A category value as visitors read it (`suv` → `SUV`); an unknown value as it is. */
export const labelOf = (labels: Record<string, string>, value: string | null) => (value ? (labels[value] ?? value) : null);

/** A car's or a family's name with its brand: `Tesla Model S`, but `Firefly`, not `Firefly Firefly`. */
export const withBrand = (brand: string, name: string) => (name === brand ? name : `${brand} ${name}`);
