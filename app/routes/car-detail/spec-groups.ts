// A car's figures grouped the way a buyer reads them; rows and groups without a figure are left out.
// Every year says what it is; figures keep the source's qualifiers; the US facts (FuelEconomy.gov) say
// so and show a range or every value where the matched US versions differ.
import { segmentName } from '#app/catalogue/segment.ts';
import type { EpaFacts, Span } from '#app/catalogue/car-facts.ts';
import { LABELS } from '#app/catalogue/categories.ts';
import type { CarDetail } from '#app/catalogue/cars.server.ts';
import {
  formatAccel,
  formatPower,
  formatPrice,
  formatRange,
  formatTopSpeed,
  fuelsText,
  labelOf,
  qualified,
  withBrand,
} from '#app/catalogue/format.ts';
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
  formatValue,
  L100KM_MPG,
  LENGTH,
  MASS,
  TORQUE,
  VOLUME,
  type Scale,
  type Units,
} from '#app/units/units.ts';
import { formatDecimal, formatFixed } from '#app/lib/number-format.ts';

export type SpecGroup = { id: string; title: string; note?: string; rows: Array<{ label: string; value: string }> };

const withUnit = (value: number | null, unit: string) => (value === null ? null : `${formatDecimal(value)} ${unit}`);
const span = (value: Span | null, unit: string, digits = 0) =>
  value ? formatRange(value.min, value.max, unit, (n) => formatFixed(n, digits)) : null;
/** A span in the US units the EPA states, turned into the catalogue's stored unit, then shown in the visitor's. */
const converted = (quantity: Scale, value: Span | null, toStored: (n: number) => number, units: Units) =>
  value ? formatQuantity(quantity, toStored(value.min), toStored(value.max), units) : null;
const years = (first: number | null, last: number | null) =>
  first === null ? null : last !== null && last !== first ? `${first}–${last}` : String(first);
/** "model year 2026", "model years 2021–2024" */
const modelYears = (first: number, last: number | null) =>
  `${last !== null && last !== first ? 'model years' : 'model year'} ${years(first, last)}`;
/** "8-speed automatic or 6-speed manual" */
const either = (values: string[]) => (values.length ? values.join(' or ') : null);
const sameEngine = (cc: number | null, litres: Span | null) =>
  cc !== null && litres !== null && litres.min === litres.max && Math.abs(cc / 1000 - litres.min) < 0.1;
/** A US figure the car's own rows already state alike ("Cylinders 8" beside "Cylinders 8"): said once. */
const unlessSaid = (said: string | null, us: string | null) => (us !== null && us.toLowerCase() === said?.toLowerCase() ? null : us);

function usFigures(epa: EpaFacts, units: Units): Array<[string, string | null]> {
  const economy = (value: Span | null) => converted(CONSUMPTION, value, (mpg) => L100KM_MPG / mpg, units);
  // kWh per 100 miles → Wh/km
  const efficiency = converted(EFFICIENCY, epa.evKwhPer100Mi, (kwh) => (kwh * 10) / FACTORS.kmPerMile, units);
  return [
    ['Fuel economy, combined', economy(epa.mpgCombined)],
    ['City / highway', epa.mpgCity && epa.mpgHighway ? `${economy(epa.mpgCity)} / ${economy(epa.mpgHighway)}` : null],
    // MPGe is a US measure with no metric counterpart: shown as it is, beside the efficiency
    ['Electric efficiency', epa.mpgeCombined ? [span(epa.mpgeCombined, 'MPGe'), efficiency].filter(Boolean).join(', ') : efficiency],
    // a plug-in hybrid's EPA range is its range on electricity alone, an electric car's its whole range
    ['Electric range (EPA)', converted(DISTANCE, epa.evRangeMi, (mi) => mi * FACTORS.kmPerMile, units)],
    // an electric car's 0 g says nothing its fuel does not
    ['Tailpipe CO₂, EPA test cycle', epa.co2GPerMile?.max ? converted(CO2, epa.co2GPerMile, (g) => g / FACTORS.kmPerMile, units) : null],
    // the years of the US names the figures were found under, which may be a nameplate's whole life
    // (a 911 GT3's are the 911's, from 1984): said as the names', not this version's
    [`Sold in the US as ${BASE_MODELS.format(epa.baseModels)}`, modelYears(epa.usModelYears.min, epa.usModelYears.max)],
  ];
}

export function specGroups(car: CarDetail, units: Units): SpecGroup[] {
  const show = (quantity: Scale, value: number | null) => formatValue(quantity, value, units);
  const notes = car.figureNotes;
  const epa = car.epa;
  const accel = formatAccel(car);
  const groups: Array<{ id: string; title: string; note?: string; rows: Array<[string, string | null]> }> = [
    {
      id: 'overview',
      title: 'Price and overview',
      rows: [
        ['Price', formatPrice(car.priceMinUsd, car.priceMaxUsd, notes.price)],
        ['Status', LABELS.status[car.status]],
        ['Model family', withBrand(car.brand, car.model)],
        ['Generation', car.generation],
        ['Body type', labelOf(LABELS.type, car.bodyType)],
        ['Segment', segmentName(car.segment)],
        ['Seats', car.seatsLabel],
        ['Launched', car.launchBasis === 'curated' ? years(car.launchYear, null) : null],
        ['First US model year', car.launchBasis === 'us-debut' ? String(car.launchYear) : null],
        ['Model year', years(car.modelYear, car.modelYearMax)],
      ],
    },
    {
      id: 'performance',
      title: 'Performance',
      // the one place the US label says what it stands for, where the car has the time it explains
      note: units === 'imperial' && accel ? '0–62 mph: the time from 0 to 100 km/h (62.1 mph), as the sources measure it.' : undefined,
      rows: [
        ['Power', formatPower(car, units)],
        [
          'Torque',
          (() => {
            const t = formatQuantity(TORQUE, car.torqueNm, car.torqueNmMax, units);
            return t && qualified(t, notes.torque);
          })(),
        ],
        [ACCEL_LABEL[units], accel],
        ['Top speed', formatTopSpeed(car, units)],
      ],
    },
    {
      id: 'powertrain',
      title: 'Engine and drivetrain',
      rows: [
        ['Fuel', fuelsText(car.fuels, units, ', ') || null],
        ['Engine', car.engine],
        ['Displacement', formatValue(DISPLACEMENT, car.displacementCc, units)],
        ['Cylinders', car.cylinders === null ? null : String(car.cylinders)],
        ['Aspiration', car.aspiration],
        ['Drivetrain', car.drivetrain],
      ],
    },
    {
      id: 'us-powertrain',
      title: 'US versions: engine and transmission',
      note: usNote(epa),
      rows: epa
        ? [
            ['Drivetrain', unlessSaid(car.drivetrain, either(epa.drivetrains))],
            ['Transmission', either(epa.transmissions)],
            // the same engine: the EPA states litres to a tenth, rounded its own way (3,990 cc is its 3.9 L)
            ['Engine size', sameEngine(car.displacementCc, epa.displacementL) ? null : span(epa.displacementL, 'L', 1)],
            [
              'Cylinders',
              unlessSaid(
                car.cylinders === null ? null : String(car.cylinders),
                epa.cylinders ? formatRange(epa.cylinders.min, epa.cylinders.max, '') : null,
              ),
            ],
            ['Aspiration', unlessSaid(car.aspiration, either(epa.aspiration))],
          ]
        : [],
    },
    {
      id: 'economy',
      title: 'US fuel economy and emissions',
      note: usNote(epa),
      rows: epa ? usFigures(epa, units) : [],
    },
    {
      id: 'battery',
      title: 'Battery and charging',
      note: batteryNote(car, epa, units),
      rows: [
        ['Battery', withUnit(car.batteryKwh, 'kWh')],
        ['Cells', car.batteryCells === null ? null : formatDecimal(car.batteryCells)],
        ['Range', show(DISTANCE, car.rangeKm)],
        ['Rated efficiency', show(EFFICIENCY, car.efficiencyWhKm)],
        ['Fast charging', withUnit(car.fastChargeKw, 'kW')],
        ['Charge port', car.chargePort],
      ],
    },
    {
      id: 'size',
      title: 'Size and practicality',
      rows: [
        ['Length', show(LENGTH, car.lengthMm)],
        ['Width', show(LENGTH, car.widthMm)],
        ['Height', show(LENGTH, car.heightMm)],
        [CARGO_LABEL[units], show(VOLUME, car.cargoL)],
        ['Towing', show(MASS, car.towingKg)],
      ],
    },
  ];
  return groups
    .map(({ id, title, note, rows }) => ({
      id,
      title,
      ...(note ? { note } : {}),
      rows: rows.filter((row): row is [string, string] => row[1] !== null).map(([label, value]) => ({ label, value })),
    }))
    .filter((group) => group.rows.length > 0);
}

// what a buyer looks for, worded for a sentence: the boot's own name in each unit system's English
const BOOT = { metric: 'boot size', imperial: 'cargo volume' } as const satisfies Record<Units, string>;
/** bodies whose load space is no boot: a pickup's bed, a truck's hold (a van's, where it is a work van) */
const NO_BOOT: ReadonlySet<string> = new Set(['pickup', 'truck']);

/**
 * What a buyer looks for that no source states for this car ("torque, dimensions and boot size"), in
 * the groups' order, or null: the page says so rather than leave the rows out without a word. The
 * price is the header's to say; what a car's fuel, body or status makes meaningless (a battery for a
 * petrol car, a boot for a pickup or a work van, a launch for a concept) is not asked.
 */
export function unknownFigures(car: CarDetail, units: Units): string | null {
  const epa = car.epa;
  const burns = car.fuels.some((fuel) => fuel !== 'electric' && fuel !== 'hydrogen');
  const electric = car.fuels.includes('electric');
  // a plug-in hybrid's battery and its range on electricity are what its buyer asks of it too
  const plugIn = car.fuels.includes('plug-in-hybrid');
  // a car never sold has no launch, and neither it nor a race car an economy figure or a boot to ask of
  const roadCar = car.status !== 'concept' && car.status !== 'race';
  const boot = roadCar && !NO_BOOT.has(car.bodyType ?? '') && !(car.bodyType === 'van' && car.status === 'commercial');
  const unknown: Array<[string, boolean]> = [
    ['body type', car.bodyType === null],
    ['seats', car.seatsLabel === null],
    ['launch year', car.status !== 'concept' && car.launchYear === null && car.modelYear === null],
    ['power', car.powerHp === null],
    ['torque', car.torqueNm === null],
    [`${ACCEL_LABEL[units]} time`, car.accel0To100S === null],
    ['top speed', car.topSpeedKmh === null],
    ['fuel', car.fuels.length === 0],
    [
      'engine',
      burns && car.engine === null && car.displacementCc === null && car.cylinders === null && !epa?.displacementL && !epa?.cylinders,
    ],
    ['drivetrain', car.drivetrain === null && !epa?.drivetrains.length],
    ['fuel economy', roadCar && burns && !epa?.mpgCombined],
    ['battery size', (electric || plugIn) && car.batteryKwh === null],
    [electric ? 'range' : 'electric range', (electric || plugIn) && car.rangeKm === null && !epa?.evRangeMi],
    ['dimensions', car.lengthMm === null && car.widthMm === null && car.heightMm === null],
    [BOOT[units], boot && car.cargoL === null],
  ];
  const names = unknown.filter(([, missing]) => missing).map(([name]) => name);
  return names.length ? BASE_MODELS.format(names) : null;
}

/**
 * Where the battery group's figures are from. The EV specifications' efficiency goes with a maker's
 * WLTP range, not with the range beside it (decision 125): 37.3 kWh over 235 km is 159 Wh/km, and the
 * 500e's stated efficiency is 118. Two ranges on one page (490 km here, 480–497 km in the US group) say
 * where each is from.
 */
function batteryNote(car: CarDetail, epa: EpaFacts | null, units: Units): string | undefined {
  const us = epa?.evRangeMi
    ? ' The US figures are the EPA’s, whose efficiency counts the energy drawn from the wall, charging losses included.'
    : '';
  if (car.rangeKm !== null && car.efficiencyWhKm !== null) {
    // the sum a visitor does: most cars' rated figure is below it, a few (a heavy van's) above
    const below = car.batteryKwh !== null && car.efficiencyWhKm < (car.batteryKwh * 1000) / car.rangeKm;
    // in US units efficiency is distance per energy: the rated figure is then the higher one
    const sum =
      units === 'metric' ? 'lower than the battery over the range shown' : 'more miles per kWh than the range shown over the battery';
    return `Range and efficiency as the EV specifications state them. The range is close to the EPA’s figures and usually below a maker’s WLTP figure; the efficiency is a rated figure, close to the battery over the WLTP range${below ? `, so it is ${sum}` : ''}.${us}`;
  }
  return (car.rangeKm || car.efficiencyWhKm) && us
    ? `Range and efficiency as the EV specifications state them: close to the EPA’s figures, and usually below a maker’s WLTP figure.${us}`
    : undefined;
}

function usNote(epa: EpaFacts | null): string | undefined {
  if (!epa) return undefined;
  const trims = epa.rows === 1 ? 'one US version' : `${epa.rows} US versions`;
  // the years of the versions the figures are from, which may be fewer than the years it was sold
  return `From FuelEconomy.gov (US EPA), ${BASE_MODELS.format(epa.baseModels)}: the figures of ${trims}, ${modelYears(epa.figureYears.min, epa.figureYears.max)}.`;
}

/** "Golf/GTI, R32 and Rabbit": the US names a car's figures were found under; "torque and boot size" */
const BASE_MODELS = new Intl.ListFormat('en-GB', { type: 'conjunction' });
