// Purposes are derived by written rules (docs/catalogue-import.md) over the normalised fields,
// the same rules for both source files. A car may have several purposes, or none.
import type { BodyType, Purpose } from '../../app/catalogue/categories.ts';

export type PurposeInput = {
  brand: string;
  name: string;
  bodyType: BodyType | null;
  seats: number | null;
  seatsMax: number | null;
  seatsLabel: string | null;
  priceMinUsd: number | null;
  powerHp: number | null;
  accel0To100S: number | null;
  displacementCc: number | null;
  batteryKwh: number | null;
  lengthMm: number | null;
  segment: string | null;
  drivetrain: string | null;
  towingKg: number | null;
  cargoL: number | null;
  fuels: readonly string[];
};

const LUXURY_BRANDS = new Set(['Rolls-Royce', 'Bentley', 'Maserati', 'Lucid', 'Porsche', 'Aston Martin']);
const OFF_ROAD_NAMES =
  /\b(wrangler|land cruiser|defender|bronco|4runner|pajero|hilux|raptor|x-pro|g-class|g 63|g 550|gladiator|rubicon|trailhawk|trd pro|patrol|jimny|thar|grenadier|tremor|zr2|at4|trailseeker|wildtrak|montero|shogun|lx 600|armada|xterra)\b/i;
const WORK_BODIES: ReadonlySet<BodyType> = new Set(['van', 'pickup', 'truck']);

function isFamily(car: PurposeInput): boolean {
  if ((car.seatsMax ?? 0) >= 7) return true;
  if (car.bodyType === 'wagon' || (car.bodyType === 'van' && (car.seats ?? 0) >= 5)) return true;
  if ((car.cargoL ?? 0) >= 500 && (car.seats ?? 0) >= 5) return true;
  // a five-seater at a moderate price that is not a two-door or a work vehicle
  return (
    car.seats === 5 &&
    car.priceMinUsd !== null &&
    car.priceMinUsd <= 50_000 &&
    car.bodyType !== 'coupe' &&
    car.bodyType !== 'convertible' &&
    !WORK_BODIES.has(car.bodyType as BodyType)
  );
}

function isCity(car: PurposeInput): boolean {
  if (car.bodyType && WORK_BODIES.has(car.bodyType)) return false;
  if (car.lengthMm !== null) return car.lengthMm <= 4_100;
  if (car.segment && /^J?[AB] -/.test(car.segment)) return true;
  if (car.powerHp !== null && car.powerHp <= 120 && car.priceMinUsd !== null && car.priceMinUsd <= 25_000) {
    return true;
  }
  if (car.displacementCc !== null && car.displacementCc <= 1_200) return true;
  return car.fuels.includes('electric') && car.batteryKwh !== null && car.batteryKwh <= 40;
}

function isPerformance(car: PurposeInput): boolean {
  if (car.accel0To100S !== null && car.accel0To100S <= 5) return true;
  if ((car.powerHp ?? 0) >= 400) return true;
  if (car.segment?.startsWith('G ')) return true;
  const twoSeatsOr2Plus2 = car.seatsLabel === '2' || car.seatsLabel === '2+2';
  return twoSeatsOr2Plus2 && (car.powerHp ?? 0) >= 250;
}

function isLuxury(car: PurposeInput): boolean {
  if ((car.priceMinUsd ?? 0) >= 100_000) return true;
  if (LUXURY_BRANDS.has(car.brand) || /\bmaybach\b/i.test(car.name)) return true;
  return car.segment !== null && /^(J?[EF]|I) -/.test(car.segment);
}

function isOffRoad(car: PurposeInput): boolean {
  if (OFF_ROAD_NAMES.test(car.name)) return true;
  if (car.bodyType === 'pickup' && /\b(4x4|4wd|awd)\b/i.test(car.name)) return true;
  return car.bodyType === 'suv' && car.drivetrain === 'AWD' && (car.towingKg ?? 0) >= 1_500;
}

const RULES: Array<[Purpose, (car: PurposeInput) => boolean]> = [
  ['family', isFamily],
  ['city', isCity],
  ['performance', isPerformance],
  ['luxury', isLuxury],
  ['off-road', isOffRoad],
];

export function derivePurposes(car: PurposeInput): Purpose[] {
  return RULES.filter(([, rule]) => rule(car)).map(([purpose]) => purpose);
}
