// The normalised car: one row of the `cars` table and one entry of seed/cars.json.
import type { BodyType, Fuel, PriceBand, Purpose, SourceId } from '../../app/catalogue/categories.ts';

export type SeedCar = {
  id: number;
  slug: string;
  brand: string;
  brandSlug: string;
  model: string;
  variant: string | null;
  name: string;
  bodyType: BodyType | null;
  fuel: Fuel | null;
  fuels: Fuel[];
  purposes: Purpose[];
  priceMinUsd: number | null;
  priceMaxUsd: number | null;
  priceBand: PriceBand | null;
  powerHp: number | null;
  powerHpMax: number | null;
  torqueNm: number | null;
  torqueNmMax: number | null;
  accel0To100S: number | null;
  topSpeedKmh: number | null;
  seats: number | null;
  seatsMax: number | null;
  seatsLabel: string | null;
  drivetrain: string | null;
  engine: string | null;
  displacementCc: number | null;
  batteryKwh: number | null;
  rangeKm: number | null;
  efficiencyWhKm: number | null;
  fastChargeKw: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  cargoL: number | null;
  towingKg: number | null;
  segment: string | null;
  releaseYear: number | null;
  modelYearFirst: number | null;
  modelYearLatest: number | null;
  source: SourceId;
  sourceUrl: string | null;
  /** Where the row came from in the source files: what keeps its id stable across re-imports. */
  sourceKey: string;
};
