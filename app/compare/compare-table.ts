// The comparison as rows of figures, grouped like the car page, in the visitor's units. Each row that
// has a "better" direction marks its best value: the lowest price, 0–100 time and consumption, the
// highest power, top speed, range … A car shown as a range (a family's 110–320 hp) is the best only where
// its whole range beats every other car, else the row marks none: which of its versions is meant is not
// known (decision 102). Unknown stays unknown: an empty cell, never a guess, and never the best; and a
// row where any car's figure is unknown marks no best at all, since that car might beat it (decision 063).
import { segmentName } from '#app/catalogue/segment.ts';
import type { EpaFacts } from '#app/catalogue/car-facts.ts';
import { LABELS } from '#app/catalogue/categories.ts';
import type { CarDetail } from '#app/catalogue/cars.server.ts';
import { formatAccel, formatPower, formatPrice, formatTopSpeed, fuelsText, labelOf, qualified, yearLabel } from '#app/catalogue/format.ts';
import {
  ACCEL_LABEL,
  CARGO_LABEL,
  CO2,
  CONSUMPTION,
  DISPLACEMENT,
  DISTANCE,
  EFFICIENCY,
  FACTORS,
  formatQuantity,
  L100KM_MPG,
  LENGTH,
  MASS,
  TORQUE,
  VOLUME,
  type Scale,
  type Units,
} from '#app/units/units.ts';
import { formatDecimal } from '#app/lib/number-format.ts';

export type Cell = { text: string | null; best: boolean };
export type CompareRow = { label: string; cells: Cell[]; same: boolean; best?: 'lower' | 'higher' };
export type CompareGroup = { id: string; title: string; rows: CompareRow[] };

type RowSpec = {
  label: string;
  text: (car: CarDetail) => string | null;
  /** the figure that decides the best value, in one unit for every car, as a range where the car has one;
      absent: no best in this row */
  score?: (car: CarDetail) => Span | number | null;
  better?: 'lower' | 'higher';
  /** which way the figure as shown is better, where its unit turns the stored one over (mpg, mi/kWh) */
  shownBetter?: 'lower' | 'higher';
  /** a combustion engine's figure (its size, its fuel economy): an electric car has none, which is not "not published" */
  combustion?: true;
  /** an electric drive's figure (its battery, its charging): a car that only burns fuel has none */
  electricDrive?: true;
};

/** A figure's range, lowest first: one figure is a range of one. */
type Span = readonly [number, number];
const span = (min: number | null | undefined, max: number | null | undefined): Span | null => (min == null ? null : [min, max ?? min]);
const epaMpg = (epa: EpaFacts | null) => epa?.mpgCombined ?? null;
const electric = (car: CarDetail) => car.fuels.length > 0 && car.fuels.every((fuel) => fuel === 'electric');
/** A plug-in hybrid's range is the distance it goes on its battery alone, which its cell says (the car page's "Electric range"). */
const onElectricity = (car: CarDetail, range: string | null) =>
  range !== null && car.fuels.includes('plug-in-hybrid') && !car.fuels.includes('electric') ? `${range} on electricity` : range;
/** petrol, diesel or gas only: no hybrid's battery, no plug (a fuel unknown is not this) */
const burnsOnly = (car: CarDetail) =>
  car.fuels.length > 0 && car.fuels.every((fuel) => fuel === 'petrol' || fuel === 'diesel' || fuel === 'cng');

function groupSpecs(units: Units): Array<{ id: string; title: string; rows: RowSpec[] }> {
  const q = (quantity: Scale, min: number | null, max: number | null = min) => formatQuantity(quantity, min, max, units);
  return [
    {
      id: 'overview',
      title: 'Price and overview',
      rows: [
        {
          label: 'Price',
          text: (car) => formatPrice(car.priceMinUsd, car.priceMaxUsd, car.figureNotes.price),
          score: (car) => (car.status === 'concept' ? null : span(car.priceMinUsd, car.priceMaxUsd)),
          better: 'lower',
        },
        { label: 'Status', text: (car) => LABELS.status[car.status] },
        { label: 'Body type', text: (car) => labelOf(LABELS.type, car.bodyType) },
        { label: 'Segment', text: (car) => segmentName(car.segment) },
        // no best: more seats is no better for a buyer who wants two
        { label: 'Seats', text: (car) => car.seatsLabel },
        { label: 'Year', text: (car) => yearLabel(car) },
      ],
    },
    {
      id: 'performance',
      title: 'Performance',
      rows: [
        { label: 'Power', text: (car) => formatPower(car, units), score: (car) => span(car.powerHp, car.powerHpMax), better: 'higher' },
        {
          label: 'Torque',
          text: (car) => {
            const text = q(TORQUE, car.torqueNm, car.torqueNmMax);
            return text && qualified(text, car.figureNotes.torque);
          },
          score: (car) => span(car.torqueNm, car.torqueNmMax),
          better: 'higher',
        },
        {
          label: ACCEL_LABEL[units],
          text: (car) => formatAccel(car),
          score: (car) => span(car.accel0To100S, car.accel0To100SMax),
          better: 'lower',
        },
        { label: 'Top speed', text: (car) => formatTopSpeed(car, units), score: (car) => car.topSpeedKmh, better: 'higher' },
      ],
    },
    {
      id: 'powertrain',
      title: 'Engine and drivetrain',
      rows: [
        { label: 'Fuel', text: (car) => fuelsText(car.fuels, units, ', ') || null },
        { label: 'Engine', text: (car) => car.engine },
        // as the car page gives them: an engine's words may be unknown where its size is not (its
        // aspiration, "turbocharged", is left to the car page: a quarter of a phone is narrower)
        { label: 'Displacement', text: (car) => q(DISPLACEMENT, car.displacementCc), combustion: true },
        { label: 'Cylinders', text: (car) => (car.cylinders === null ? null : String(car.cylinders)), combustion: true },
        // the sources' own, else the US versions' (as the car page's US group gives it), named so
        {
          label: 'Drivetrain',
          text: (car) => car.drivetrain ?? (car.epa?.drivetrains.length ? `${car.epa.drivetrains.join(' or ')} (US)` : null),
        },
        { label: 'Transmission (US)', text: (car) => car.epa?.transmissions.join(' or ') || null },
      ],
    },
    {
      id: 'economy',
      title: 'Economy and range',
      rows: [
        {
          label: 'Fuel economy (US EPA, combined)',
          combustion: true,
          text: (car) => {
            const mpg = epaMpg(car.epa);
            return mpg ? q(CONSUMPTION, L100KM_MPG / mpg.max, L100KM_MPG / mpg.min) : null;
          },
          score: (car) => span(epaMpg(car.epa)?.min, epaMpg(car.epa)?.max),
          better: 'higher',
          shownBetter: units === 'metric' ? 'lower' : 'higher',
        },
        // a petrol car has a range, which neither the EV file nor the EPA states: "not published" (decision 106)
        {
          label: 'Range',
          text: (car) => onElectricity(car, q(DISTANCE, car.rangeKm)),
          score: (car) => car.rangeKm,
          better: 'higher',
        },
        // the EV specifications' rated figure, which goes with a WLTP range, not the range above (decision 125)
        {
          label: 'Rated efficiency',
          electricDrive: true,
          text: (car) => q(EFFICIENCY, car.efficiencyWhKm),
          score: (car) => car.efficiencyWhKm,
          better: 'lower',
          shownBetter: units === 'metric' ? 'lower' : 'higher',
        },
        // the EPA's own figures for an electric car, as its car page shows them: what the EV file leaves out
        {
          label: 'Range (US EPA)',
          text: (car) => {
            const miles = car.epa?.evRangeMi;
            return onElectricity(car, miles ? q(DISTANCE, miles.min * FACTORS.kmPerMile, miles.max * FACTORS.kmPerMile) : null);
          },
          score: (car) => span(car.epa?.evRangeMi?.min, car.epa?.evRangeMi?.max),
          better: 'higher',
        },
        {
          label: 'Electric efficiency (US EPA)',
          electricDrive: true,
          text: (car) => {
            const kwh = car.epa?.evKwhPer100Mi;
            return kwh ? q(EFFICIENCY, (kwh.min * 10) / FACTORS.kmPerMile, (kwh.max * 10) / FACTORS.kmPerMile) : null;
          },
          score: (car) => span(car.epa?.evKwhPer100Mi?.min, car.epa?.evKwhPer100Mi?.max),
          better: 'lower',
          shownBetter: units === 'metric' ? 'lower' : 'higher',
        },
        {
          label: 'Battery',
          electricDrive: true,
          text: (car) => (car.batteryKwh === null ? null : `${formatDecimal(car.batteryKwh)} kWh`),
        },
        {
          label: 'Fast charging',
          electricDrive: true,
          text: (car) => (car.fastChargeKw === null ? null : `${formatDecimal(car.fastChargeKw)} kW`),
          score: (car) => car.fastChargeKw,
          better: 'higher',
        },
        {
          label: 'Tailpipe CO₂ (US EPA)',
          text: (car) => {
            const co2 = car.epa?.co2GPerMile;
            return co2 ? q(CO2, co2.min / FACTORS.kmPerMile, co2.max / FACTORS.kmPerMile) : null;
          },
          score: (car) => span(car.epa?.co2GPerMile?.min, car.epa?.co2GPerMile?.max),
          better: 'lower',
        },
      ],
    },
    {
      id: 'size',
      title: 'Size and practicality',
      rows: [
        { label: 'Length', text: (car) => q(LENGTH, car.lengthMm) },
        { label: 'Width', text: (car) => q(LENGTH, car.widthMm) },
        { label: 'Height', text: (car) => q(LENGTH, car.heightMm) },
        { label: CARGO_LABEL[units], text: (car) => q(VOLUME, car.cargoL), score: (car) => car.cargoL, better: 'higher' },
        { label: 'Towing', text: (car) => q(MASS, car.towingKg), score: (car) => car.towingKg, better: 'higher' },
      ],
    },
  ];
}

/**
 * Which cells hold the best value: only where every car has the figure and they differ (decision 063),
 * and only a car whose whole range is at least as good as every other car's best end (decision 102).
 */
function bestCells(scores: Array<Span | number | null>, better: 'lower' | 'higher'): boolean[] {
  const none = scores.map(() => false);
  const spans = scores.map((score) => (typeof score === 'number' ? ([score, score] as const) : score));
  if (spans.length < 2 || spans.some((range) => range === null)) return none;
  const known = spans as Span[];
  // a range's best and worst end, by the row's direction
  const [bestEnd, worstEnd] =
    better === 'higher' ? [(range: Span) => range[1], (range: Span) => range[0]] : [(range: Span) => range[0], (range: Span) => range[1]];
  const ends = known.map(bestEnd);
  if (ends.every((end) => end === ends[0])) return none;
  const best = better === 'lower' ? Math.min(...ends) : Math.max(...ends);
  const atLeast = (a: number, b: number) => (better === 'higher' ? a >= b : a <= b);
  return known.map((range, i) => bestEnd(range) === best && known.every((other, j) => j === i || atLeast(worstEnd(range), bestEnd(other))));
}

/** The comparison's groups; rows no car has a figure for, and groups left empty, are left out. */
export function compareTable(cars: CarDetail[], units: Units): CompareGroup[] {
  return groupSpecs(units)
    .map(({ id, title, rows }) => ({
      id,
      title,
      rows: rows
        .map((spec): CompareRow | null => {
          const given = cars.map(spec.text);
          // a row no car has a figure for is left out
          if (given.every((text) => text === null)) return null;
          const none = (car: CarDetail) =>
            spec.combustion && electric(car) ? 'none (electric)' : spec.electricDrive && burnsOnly(car) ? 'none (not electric)' : null;
          const texts = given.map((text, i) => text ?? none(cars[i]!));
          const best = spec.score && spec.better && cars.length > 1 ? bestCells(cars.map(spec.score), spec.better) : cars.map(() => false);
          return {
            label: spec.label,
            cells: texts.map((text, i) => ({ text, best: best[i]! })),
            same: texts.every((text) => text === texts[0]),
            ...(spec.better ? { best: spec.shownBetter ?? spec.better } : {}),
          };
        })
        .filter((row) => row !== null),
    }))
    .filter((group) => group.rows.length > 0);
}
