// The normalised car: one row of the `cars` table and one entry of seed/cars.json.
import type { BodyType, Fuel, PriceBand, Purpose, SourceId, Status } from '#app/catalogue/categories.ts';
import type { EpaFacts, FigureNotes, LaunchBasis } from '#app/catalogue/car-facts.ts';
import type { Aspiration } from './parse.ts';

export type SeedCar = {
  id: number;
  slug: string;
  brand: string;
  brandSlug: string;
  /** the model family (Porsche 911, Kia EV6) and its URL segment */
  model: string;
  modelSlug: string;
  variant: string | null;
  generation: string | null;
  /** the road car that stands for its family in "Newest releases" */
  familyLead: boolean;
  status: Status;
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
  accel0To100SMax: number | null;
  topSpeedKmh: number | null;
  seats: number | null;
  seatsMax: number | null;
  seatsLabel: string | null;
  drivetrain: string | null;
  engine: string | null;
  displacementCc: number | null;
  cylinders: number | null;
  aspiration: Aspiration | null;
  batteryKwh: number | null;
  batteryCells: number | null;
  chargePort: string | null;
  rangeKm: number | null;
  efficiencyWhKm: number | null;
  fastChargeKw: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  cargoL: number | null;
  towingKg: number | null;
  segment: string | null;
  /** the year the generation went on sale (curated), or the nameplate's first US model year */
  launchYear: number | null;
  launchBasis: LaunchBasis | null;
  /** a model year written into the source's name */
  modelYear: number | null;
  modelYearMax: number | null;
  /** the span of US model years of the matched EPA models */
  usYearFirst: number | null;
  usYearLatest: number | null;
  /** the source's qualifier of a figure: `up to`, `est.`, `or more`, `GT model` */
  figureNotes: FigureNotes;
  epa: EpaFacts | null;
  source: SourceId;
  sourceUrl: string | null;
  /** Where the row came from in the source files: what keeps its id stable across re-imports. */
  sourceKey: string;
};
