// How a standing in its class reads: "Quicker from 0 to 100 km/h than 87% of other SUVs", always from
// the side that holds the larger share: the cars this one beats, or else the cars that are as good or
// better ("92% of other coupés cost the same or less", never "cheaper than 8%"), which counts the cars
// level with this one too. The share is of the class's other cars, as the loader counts it.
import { ACCEL_LABEL, type Units } from '#app/units/units.ts';
import { LABELS } from './categories';
import { formatCount } from '#app/lib/number-format.ts';

export const STANDING_FIGURES = ['price', 'power', 'accel', 'topSpeed', 'range', 'efficiency'] as const;
export type StandingFigure = (typeof STANDING_FIGURES)[number];

export type Standing = {
  figure: StandingFigure;
  /** body type and size class, body type alone, or (body type unknown) the price band */
  classKind: 'body-size' | 'body' | 'price';
  bodyType: string | null;
  sizeClass: string | null;
  priceBand: string | null;
  /** cars in the class with this figure, this one included */
  cars: number;
  /** of the others, the share this car beats */
  percent: number;
};

// `sprint`: the 0–100 km/h time's name in the visitor's units (`ACCEL_LABEL`): `0 to 100 km/h`, `0 to 62 mph`
const BETTER: Record<StandingFigure, (sprint: string) => string> = {
  price: () => 'Cheaper than',
  power: () => 'More powerful than',
  accel: (sprint) => `Quicker from ${sprint} than`,
  topSpeed: () => 'Higher top speed than',
  range: () => 'Longer range than',
  efficiency: () => 'More efficient (less energy per distance) than',
};

/** What the other cars (those as good or better) do, after `92% of other coupés`. */
const AS_GOOD: Record<StandingFigure, (sprint: string) => string> = {
  price: () => 'cost the same or less',
  power: () => 'have the same power or more',
  accel: (sprint) => `are as quick or quicker from ${sprint}`,
  topSpeed: () => 'have the same top speed or higher',
  range: () => 'have the same range or longer',
  efficiency: () => 'are as efficient or more (the same energy per distance or less)',
};

const FIGURE_NAME: Record<StandingFigure, (sprint: string) => string> = {
  price: () => 'a price',
  power: () => 'a power figure',
  accel: (sprint) => `a ${sprint} time`,
  topSpeed: () => 'a top speed',
  range: () => 'a range',
  efficiency: () => 'an efficiency figure',
};

const PLURAL: Record<string, string> = {
  suv: 'SUVs',
  sedan: 'sedans',
  hatchback: 'hatchbacks',
  liftback: 'liftbacks',
  wagon: 'estates and wagons',
  coupe: 'coupés',
  convertible: 'convertibles',
  roadster: 'roadsters',
  minivan: 'MPVs and minivans',
  van: 'vans',
  pickup: 'pickups',
  truck: 'trucks',
};

/** `medium SUVs`, `SUVs`, `cars priced $20k–40k`. */
export function classLabel(standing: Standing): string {
  if (standing.classKind === 'price') {
    const band = standing.priceBand ? (LABELS.price as Record<string, string>)[standing.priceBand] : null;
    return `cars priced ${band ? band.replace(/^Under/, 'under') : 'alike'}`;
  }
  const type = standing.bodyType ? (PLURAL[standing.bodyType] ?? `${standing.bodyType}s`) : 'cars';
  return standing.classKind === 'body-size' && standing.sizeClass ? `${standing.sizeClass} ${type}` : type;
}

export type StandingText = {
  claim: string;
  /** the class, the same for every figure compared in it: `coupés` */
  label: string;
  /** how many of the class have this figure published: `139 with a price` */
  counted: string;
};

/**
 * The share a standing's sentence names, from the larger side: the cars this one beats when that is at
 * least half the class ("quicker than 87%"), else the cars it does not beat ("92% … cost the same or less").
 */
export function statedShare(percent: number): { better: boolean; share: number } {
  return percent >= 50 ? { better: true, share: percent } : { better: false, share: 100 - percent };
}

export function standingText(standing: Standing, units: Units): StandingText {
  const label = classLabel(standing);
  const { better, share } = statedShare(standing.percent);
  const sprint = ACCEL_LABEL[units].replace('–', ' to ');
  const claim = better
    ? `${BETTER[standing.figure](sprint)} ${share}% of other ${label}`
    : `${share}% of other ${label} ${AS_GOOD[standing.figure](sprint)}`;
  // the sprint in words ("a 0 to 100 km/h time"): a narrow screen broke "0–" from "100 km/h"
  const counted = `${formatCount(standing.cars)} with ${FIGURE_NAME[standing.figure](sprint)}`;
  return { claim, label, counted };
}

/** Once for a class's standings: what they were compared with. */
export function classBasis(label: string, counted: string[]): string {
  return `Compared with the ${label} on sale or discontinued that publish the figure (this car among them): ${counted.join(', ')}.`;
}
