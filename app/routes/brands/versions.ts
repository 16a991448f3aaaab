// The model page's table: its sorts (the URL's `sort`, so a sorted table links, reloads and works
// without JavaScript) and how each cell reads.
import type { FamilyVersion } from '#app/catalogue/families.server.ts';
import { formatAccel, formatPower, formatPrice, formatTopSpeed, yearLabel } from '#app/catalogue/format.ts';
import { CONSUMPTION, DISTANCE, EFFICIENCY, formatQuantity, formatValue, L100KM_MPG, type Units } from '#app/units/units.ts';
import { UNKNOWN } from './ranges';

export const VERSION_SORTS = ['name', 'price', 'power', 'accel', 'top-speed', 'range'] as const;
export type VersionSort = (typeof VERSION_SORTS)[number];

type Key = (car: FamilyVersion) => number | string | null;
const SORT_KEYS: Record<VersionSort, { key: Key; descending: boolean }> = {
  // the family's own order (familyPageStatement): by name, the model itself first
  name: { key: () => 0, descending: false },
  price: { key: (car) => car.priceMinUsd, descending: false },
  power: { key: (car) => car.powerHp, descending: true },
  accel: { key: (car) => car.accel0To100S, descending: false },
  'top-speed': { key: (car) => car.topSpeedKmh, descending: true },
  range: { key: (car) => car.rangeKm, descending: true },
};

/** The versions in the sort's order; versions without the figure last, then in the family's order. */
export function sortVersions(versions: readonly FamilyVersion[], sort: VersionSort): FamilyVersion[] {
  const { key, descending } = SORT_KEYS[sort];
  return versions
    .map((car, index) => ({ car, index, value: key(car) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      const order = a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
      return (descending ? -order : order) || a.index - b.index;
    })
    .map(({ car }) => car);
}

export const isVersionSort = (value: string | null): value is VersionSort => VERSION_SORTS.includes(value as VersionSort);
export const sortSearch = (sort: VersionSort) => (sort === 'name' ? '' : `?sort=${sort}`);

/** A figure as listed for the US market (the table's caption says so), never alone on a line: a no-break space. */
const US = '\u00a0(US)';

/** Range for an electric car (stated, then its efficiency), else the US combined fuel economy; unknown otherwise. */
function rangeOrConsumption(car: FamilyVersion, units: Units): string {
  if (car.rangeKm !== null) {
    const efficiency = formatValue(EFFICIENCY, car.efficiencyWhKm, units);
    return `${formatValue(DISTANCE, car.rangeKm, units)} range${efficiency ? `, ${efficiency}` : ''}`;
  }
  if (car.mpgCombined?.min && car.mpgCombined.max) {
    // stored as US MPG: shown in L/100 km or MPG like every other consumption
    return `${formatQuantity(CONSUMPTION, L100KM_MPG / car.mpgCombined.max, L100KM_MPG / car.mpgCombined.min, units)}${US}`;
  }
  return UNKNOWN;
}

/** A generation after a year: `second generation` as it is, a maker's code named one (`992 generation`). */
const generationText = (generation: string | null) =>
  generation === null || /generation/i.test(generation) ? generation : `${generation} generation`;

/** One row of the table, as text, in the visitor's units. */
export function versionCells(car: FamilyVersion, units: Units) {
  const years = [yearLabel(car), generationText(car.generation)].filter(Boolean).join(', ');
  return {
    years: years || UNKNOWN,
    price: formatPrice(car.priceMinUsd, car.priceMaxUsd, car.figureNotes.price) ?? UNKNOWN,
    power: formatPower(car, units) ?? UNKNOWN,
    accel: formatAccel(car) ?? UNKNOWN,
    topSpeed: (car.topSpeedKmh ? formatTopSpeed(car, units) : null) ?? UNKNOWN,
    range: rangeOrConsumption(car, units),
    drivetrain: car.drivetrain ?? (car.usDrivetrains.length ? `${car.usDrivetrains.join(' or ')}${US}` : UNKNOWN),
  };
}

/**
 * What the table shows of a version, worded by the server in the visitor's units: its figures never
 * reach the page's data, only the cells made of them (the gateway's modelInfo sends both).
 */
export const versionRow = (car: FamilyVersion, units: Units) => ({
  id: car.id,
  name: car.name,
  path: car.path,
  status: car.status,
  cells: versionCells(car, units),
});
