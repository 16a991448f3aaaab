// A car's figures grouped the way a buyer reads them; rows and groups without a figure are left out.
import { LABELS } from '~/catalogue/categories';
import type { CarDetail } from '~/catalogue/cars.server';
import { formatPrice, labelOf } from '~/catalogue/format';

export type SpecGroup = { id: string; title: string; rows: Array<{ label: string; value: string }> };

const num = new Intl.NumberFormat('en-US');
const range = (min: number | null, max: number | null, unit: string) => {
  if (min === null) return null;
  return max !== null && max !== min ? `${num.format(min)}–${num.format(max)} ${unit}` : `${num.format(min)} ${unit}`;
};
const withUnit = (value: number | null, unit: string) => (value === null ? null : `${num.format(value)} ${unit}`);

export function specGroups(car: CarDetail): SpecGroup[] {
  const groups: Array<{ id: string; title: string; rows: Array<[string, string | null]> }> = [
    {
      id: 'overview',
      title: 'Price and overview',
      rows: [
        ['Price', formatPrice(car.priceMinUsd, car.priceMaxUsd)],
        ['Body type', labelOf(LABELS.type, car.bodyType)],
        ['Segment', car.segment],
        ['Seats', car.seatsLabel],
        ['Released', car.releaseYear ? String(car.releaseYear) : null],
        [
          'Model years',
          car.modelYearFirst
            ? car.modelYearLatest && car.modelYearLatest !== car.modelYearFirst
              ? `${car.modelYearFirst}–${car.modelYearLatest}`
              : String(car.modelYearFirst)
            : null,
        ],
      ],
    },
    {
      id: 'performance',
      title: 'Performance',
      rows: [
        ['Power', range(car.powerHp, car.powerHpMax, 'hp')],
        ['Torque', range(car.torqueNm, car.torqueNmMax, 'Nm')],
        ['0–100 km/h', car.accel0To100S === null ? null : `${car.accel0To100S} s`],
        ['Top speed', withUnit(car.topSpeedKmh, 'km/h')],
      ],
    },
    {
      id: 'powertrain',
      title: 'Engine and drivetrain',
      rows: [
        ['Fuel', car.fuels.map((fuel) => labelOf(LABELS.fuel, fuel)).join(', ') || null],
        ['Engine', car.engine],
        ['Displacement', withUnit(car.displacementCc, 'cc')],
        ['Drivetrain', car.drivetrain],
      ],
    },
    {
      id: 'battery',
      title: 'Battery and charging',
      rows: [
        ['Battery', withUnit(car.batteryKwh, 'kWh')],
        ['Range', withUnit(car.rangeKm, 'km')],
        ['Efficiency', withUnit(car.efficiencyWhKm, 'Wh/km')],
        ['Fast charging', withUnit(car.fastChargeKw, 'kW')],
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
    .map(({ id, title, rows }) => ({
      id,
      title,
      rows: rows.filter((row): row is [string, string] => row[1] !== null).map(([label, value]) => ({ label, value })),
    }))
    .filter((group) => group.rows.length > 0);
}
