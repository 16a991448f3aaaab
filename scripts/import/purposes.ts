// Purposes are derived by written rules (docs/catalogue-import.md) over the normalised fields, the same
// rules for every source. A car may have several purposes, or none. Only road cars a person can buy or
// could buy get one: a concept, a race car or a commercial vehicle has no purpose on a buyer's list.
import { ROAD_STATUSES, type BodyType, type Purpose, type Status } from '#app/catalogue/categories.ts';

export type PurposeInput = {
  brand: string;
  name: string;
  status: Status;
  bodyType: BodyType | null;
  seats: number | null;
  seatsMax: number | null;
  priceMinUsd: number | null;
  powerHp: number | null;
  accel0To100S: number | null;
  displacementCc: number | null;
  batteryKwh: number | null;
  lengthMm: number | null;
  segment: string | null;
  cargoL: number | null;
  fuels: readonly string[];
};

/** What a buyer calls quick: 0–100 km/h in 5 seconds or less. */
export const QUICK_0_100_S = 5;

/**
 * The power that stands in for an unknown time (decision 122): nine in ten cars of 450 hp or more whose
 * time is known reach 100 km/h in 5 s (the others are limousines and large SUVs, most at 5.1–5.3 s), and
 * 97 in 98 coupés, roadsters and convertibles of 350 hp or more (a 370Z Nismo takes 5.2 s).
 */
export const POWERFUL_HP = { any: 450, sports: 350 } as const;
const SPORTS_BODIES: ReadonlySet<BodyType> = new Set(['coupe', 'roadster', 'convertible']);

const LUXURY_BRANDS = new Set([
  'Rolls-Royce',
  'Bentley',
  'Maserati',
  'Lucid',
  'Porsche',
  'Aston Martin',
  'Ferrari',
  'Lamborghini',
  'McLaren',
  'Bugatti',
]);
// models sold for going off the road: body-on-frame 4x4s with low range, and the makers' off-road trims
const OFF_ROAD_NAMES =
  /\b(wrangler|land cruiser|defender|bronco|4runner|pajero|raptor|g-class|g 63|g 550|g 580|gladiator|rubicon|trailhawk|trd pro|jimny|thar|grenadier|tremor|zr2|at4x?|trailseeker|wildtrak|montero|shogun|x-pro|xterra|tacoma trd|pro-4x|r1t|r1s|hummer)\b/i;
const WORK_BODIES: ReadonlySet<BodyType> = new Set(['van', 'pickup', 'truck']);
const FAMILY_BODIES: ReadonlySet<BodyType> = new Set(['suv', 'wagon', 'minivan', 'sedan', 'liftback', 'hatchback', 'van']);

function isFamily(car: PurposeInput): boolean {
  if (!car.bodyType || !FAMILY_BODIES.has(car.bodyType) || (car.seats ?? 0) < 5) return false;
  if ((car.seatsMax ?? 0) >= 7 || car.bodyType === 'minivan' || car.bodyType === 'wagon') return true;
  // a van with passenger seats is a family car; a five-seat car needs the room of a family car
  if (car.bodyType === 'van') return true;
  if (car.lengthMm !== null) return car.lengthMm >= 4_300 || (car.cargoL ?? 0) >= 450;
  return car.bodyType === 'suv' || (car.cargoL ?? 0) >= 450;
}

function isCity(car: PurposeInput): boolean {
  if (car.bodyType && (WORK_BODIES.has(car.bodyType) || car.bodyType === 'minivan')) return false;
  if (car.lengthMm !== null) return car.lengthMm <= 4_100;
  if (car.segment && /^J?[AB] -/.test(car.segment)) return true;
  if (car.powerHp !== null && car.powerHp <= 120 && car.priceMinUsd !== null && car.priceMinUsd <= 25_000) return true;
  if (car.displacementCc !== null && car.displacementCc <= 1_200) return true;
  return car.fuels.includes('electric') && car.batteryKwh !== null && car.batteryKwh <= 40;
}

function isPerformance(car: PurposeInput): boolean {
  if (car.bodyType && (WORK_BODIES.has(car.bodyType) || car.bodyType === 'minivan')) return false;
  // a known time decides (a 563 hp Phantom at 5.3 s is not quick); an unknown one is not a slow one
  if (car.accel0To100S !== null) return car.accel0To100S <= QUICK_0_100_S;
  const enough = car.bodyType && SPORTS_BODIES.has(car.bodyType) ? POWERFUL_HP.sports : POWERFUL_HP.any;
  return car.powerHp !== null && car.powerHp >= enough;
}

function isLuxury(car: PurposeInput): boolean {
  if (car.bodyType && WORK_BODIES.has(car.bodyType) && car.bodyType !== 'pickup') return false;
  if ((car.priceMinUsd ?? 0) >= 100_000) return true;
  if (LUXURY_BRANDS.has(car.brand) || /\bmaybach\b/i.test(car.name)) return true;
  // the EV file's luxury segments for saloons; its SUV segments (JE, JF) hold three-row family SUVs too
  return car.segment !== null && /^(F|I) -/.test(car.segment);
}

function isOffRoad(car: PurposeInput): boolean {
  if (OFF_ROAD_NAMES.test(car.name)) return true;
  return car.bodyType === 'pickup' && /\b(4x4|4wd)\b/i.test(car.name);
}

const RULES: Array<[Purpose, (car: PurposeInput) => boolean]> = [
  ['family', isFamily],
  ['city', isCity],
  ['performance', isPerformance],
  ['luxury', isLuxury],
  ['off-road', isOffRoad],
];

export function derivePurposes(car: PurposeInput): Purpose[] {
  if (!ROAD_STATUSES.includes(car.status)) return [];
  return RULES.filter(([, rule]) => rule(car)).map(([purpose]) => purpose);
}
