// The shapes of a car's structured facts, stored as JSON columns by the importer (scripts/import/) and
// read by the pages. No imports: the importer runs this file under plain Node.

export type Span = { min: number; max: number };

/** What a launch year is: the curated launch of the generation, or the first US model year of the car's fuel. */
export type LaunchBasis = 'curated' | 'us-debut';

/** The source's qualifier of a figure, shown with it: `up to`, `est.`, `or more`, `GT model`, `Concept only`. */
export type FigureNotes = Partial<Record<'price' | 'power' | 'torque' | 'accel' | 'topSpeed' | 'seats', string>>;

/**
 * US facts of a car's matched FuelEconomy.gov trims (scripts/import/epa.ts). Lists are most rows first;
 * spans cover every matched trim, so a page shows a range rather than one trim picked silently.
 */
export type EpaFacts = {
  /** the EPA base models matched */
  baseModels: string[];
  /** first and latest US model year of those base models with the car's fuel */
  usModelYears: Span;
  /** model years of the trims the figures come from */
  figureYears: Span;
  rows: number;
  drivetrains: string[];
  transmissions: string[];
  displacementL: Span | null;
  cylinders: Span | null;
  aspiration: string[];
  mpgCity: Span | null;
  mpgHighway: Span | null;
  mpgCombined: Span | null;
  mpgeCombined: Span | null;
  /** tailpipe CO₂ on the EPA test cycle */
  co2GPerMile: Span | null;
  evKwhPer100Mi: Span | null;
  evRangeMi: Span | null;
  /** EPA size classes of the figure rows (`Small Sport Utility Vehicle 4WD`): not a body type */
  vclasses: string[];
};
