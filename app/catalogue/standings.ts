// How a standing in its class reads: "quicker from 0 to 100 km/h than 87% of SUVs".
import { LABELS } from './categories';

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

const BETTER: Record<StandingFigure, string> = {
  price: 'Cheaper than',
  power: 'More powerful than',
  accel: 'Quicker from 0 to 100 km/h than',
  topSpeed: 'Higher top speed than',
  range: 'Longer range than',
  efficiency: 'More efficient (less energy per distance) than',
};

const FIGURE_NAME: Record<StandingFigure, string> = {
  price: 'a published price',
  power: 'a published power',
  accel: 'a published 0–100 km/h time',
  topSpeed: 'a published top speed',
  range: 'a published range',
  efficiency: 'a published efficiency',
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

export function standingText(standing: Standing): { claim: string; basis: string } {
  const label = classLabel(standing);
  return {
    claim: `${BETTER[standing.figure]} ${standing.percent}% of ${label}`,
    basis: `Compared with the ${standing.cars.toLocaleString('en-US')} ${label} on sale or discontinued with ${FIGURE_NAME[standing.figure]}, this car included.`,
  };
}
