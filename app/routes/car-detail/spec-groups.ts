// A car's figures grouped the way a buyer reads them; rows and groups without a figure are left out.
// Every year says what it is; figures keep the source's qualifiers; the US facts (FuelEconomy.gov) say
// so and show a range or every value where the matched US versions differ.
import type { EpaFacts, Span } from '#app/catalogue/car-facts.ts';
import { LABELS } from '#app/catalogue/categories.ts';
import type { CarDetail } from '#app/catalogue/cars.server.ts';
import { formatAccel, formatPower, formatPrice, formatRange, labelOf, qualified } from '#app/catalogue/format.ts';

export type SpecGroup = { id: string; title: string; note?: string; rows: Array<{ label: string; value: string }> };

const num = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const withUnit = (value: number | null, unit: string) => (value === null ? null : `${num.format(value)} ${unit}`);
const span = (value: Span | null, unit: string, digits = 0) =>
  value
    ? formatRange(value.min, value.max, unit, (n) =>
        n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }),
      )
    : null;
const years = (first: number | null, last: number | null) =>
  first === null ? null : last !== null && last !== first ? `${first}–${last}` : String(first);
/** "8-speed automatic or 6-speed manual" */
const either = (values: string[]) => (values.length ? values.join(' or ') : null);
const L_PER_100KM_FROM_MPG = 235.215;
const KM_PER_MILE = 1.609344;

function usFigures(epa: EpaFacts): Array<[string, string | null]> {
  const mpg = (value: Span | null) => span(value, 'mpg');
  // MPG to L/100 km swaps the ends: the best MPG is the lowest consumption
  const litres = epa.mpgCombined
    ? span({ min: L_PER_100KM_FROM_MPG / epa.mpgCombined.max, max: L_PER_100KM_FROM_MPG / epa.mpgCombined.min }, 'L/100 km', 1)
    : null;
  const co2 = epa.co2GPerMile ? span({ min: epa.co2GPerMile.min / KM_PER_MILE, max: epa.co2GPerMile.max / KM_PER_MILE }, 'g/km') : null;
  const range = epa.evRangeMi
    ? `${span(epa.evRangeMi, 'miles')} (${span({ min: epa.evRangeMi.min * KM_PER_MILE, max: epa.evRangeMi.max * KM_PER_MILE }, 'km')})`
    : null;
  return [
    ['Fuel economy, combined', epa.mpgCombined ? `${mpg(epa.mpgCombined)} (${litres})` : null],
    ['City / highway', epa.mpgCity && epa.mpgHighway ? `${mpg(epa.mpgCity)} / ${mpg(epa.mpgHighway)}` : null],
    [
      'Electric efficiency',
      epa.mpgeCombined
        ? `${span(epa.mpgeCombined, 'MPGe')}${epa.evKwhPer100Mi ? `, ${span(epa.evKwhPer100Mi, 'kWh/100 mi')}` : ''}`
        : span(epa.evKwhPer100Mi, 'kWh/100 mi'),
    ],
    ['EPA range', range],
    ['CO₂, EPA test cycle', co2 ? `${co2} (${span(epa.co2GPerMile, 'g/mile')})` : null],
    ['Sold in the US', `model years ${years(epa.usModelYears.min, epa.usModelYears.max)}`],
  ];
}

export function specGroups(car: CarDetail): SpecGroup[] {
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
        ['Model family', `${car.brand} ${car.model}`],
        ['Generation', car.generation],
        ['Body type', labelOf(LABELS.type, car.bodyType)],
        ['Segment', car.segment],
        ['Seats', car.seatsLabel],
        ['Launched', car.launchBasis === 'curated' ? years(car.launchYear, null) : null],
        ['US debut', car.launchBasis === 'us-debut' ? `model year ${car.launchYear}` : null],
        ['Model year', years(car.modelYear, car.modelYearMax)],
      ],
    },
    {
      id: 'performance',
      title: 'Performance',
      rows: [
        ['Power', formatPower(car)],
        [
          'Torque',
          (() => {
            const t = formatRange(car.torqueNm, car.torqueNmMax, 'Nm');
            return t && qualified(t, notes.torque);
          })(),
        ],
        ['0–100 km/h', accel],
        ['Top speed', car.topSpeedKmh === null ? null : qualified(`${num.format(car.topSpeedKmh)} km/h`, notes.topSpeed)],
      ],
    },
    {
      id: 'powertrain',
      title: 'Engine and drivetrain',
      rows: [
        ['Fuel', car.fuels.map((fuel) => labelOf(LABELS.fuel, fuel)).join(', ') || null],
        ['Engine', car.engine],
        ['Displacement', withUnit(car.displacementCc, 'cc')],
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
            ['Drivetrain', either(epa.drivetrains)],
            ['Transmission', either(epa.transmissions)],
            ['Engine size', span(epa.displacementL, 'L', 1)],
            ['Cylinders', epa.cylinders ? formatRange(epa.cylinders.min, epa.cylinders.max, '') : null],
            ['Aspiration', either(epa.aspiration)],
          ]
        : [],
    },
    {
      id: 'economy',
      title: 'US fuel economy and emissions',
      note: usNote(epa),
      rows: epa ? usFigures(epa) : [],
    },
    {
      id: 'battery',
      title: 'Battery and charging',
      rows: [
        ['Battery', withUnit(car.batteryKwh, 'kWh')],
        ['Cells', car.batteryCells === null ? null : num.format(car.batteryCells)],
        ['Range', withUnit(car.rangeKm, 'km')],
        ['Efficiency', withUnit(car.efficiencyWhKm, 'Wh/km')],
        ['Fast charging', withUnit(car.fastChargeKw, 'kW')],
        ['Charge port', car.chargePort],
      ],
    },
    {
      id: 'size',
      title: 'Size and practicality',
      rows: [
        ['Length', withUnit(car.lengthMm, 'mm')],
        ['Width', withUnit(car.widthMm, 'mm')],
        ['Height', withUnit(car.heightMm, 'mm')],
        ['Boot', withUnit(car.cargoL, 'l')],
        ['Towing', withUnit(car.towingKg, 'kg')],
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

function usNote(epa: EpaFacts | null): string | undefined {
  if (!epa) return undefined;
  const trims = epa.rows === 1 ? '1 US version' : `${epa.rows} US versions`;
  return `From FuelEconomy.gov (US EPA), ${epa.baseModels.join(' and ')}, ${trims} of model years ${years(epa.figureYears.min, epa.figureYears.max)}.`;
}
