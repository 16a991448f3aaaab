// One row of a source file → one draft car: the source's facts, normalised, nothing derived from other
// rows yet (families, status, merging and ids come later in scripts/import-catalogue.ts).
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Fuel, SourceId } from '#app/catalogue/categories.ts';
import { FACTORS } from '#app/units/units.ts';
import { bmwSpelling, canonicalBrand, displayName, ownBrand, splitBrandAndName } from './brands.ts';
import { evBodyType } from './body-type.ts';
import type { SeedCar } from './car.ts';
import {
  aspirationFromEngine,
  cylindersFromEngine,
  drivetrainOfEngine,
  engineAlternatives,
  engineWords,
  figureNote,
  modelYearTag,
  ofEveryEngine,
  oneSize,
  parseBatteryKwh,
  parseDisplacementCc,
  parseFuels,
  parsePlainNumber,
  parsePriceUsd,
  parseRange,
  parseSeats,
  repairLostCharacters,
  stripYearTags,
} from './parse.ts';
import { words } from './words.ts';

export type Row = Record<string, string>;

export function readCsv(file: string): Row[] {
  return parse(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true, bom: true });
}

/** What the importer knows of a car before families, status, merging and ids. */
export type Draft = Omit<
  SeedCar,
  | 'id'
  | 'slug'
  | 'brandSlug'
  | 'model'
  | 'modelSlug'
  | 'variant'
  | 'generation'
  | 'familyLead'
  | 'status'
  | 'purposes'
  | 'priceBand'
  | 'launchYear'
  | 'launchBasis'
  | 'usYearFirst'
  | 'usYearLatest'
  | 'epa'
> & {
  /** the name as the source wrote it, with its tags */
  rawName: string;
  /** where the row is: `cars_datasets_2025.csv:17` */
  origin: string;
  /** the source keys of rows merged into this one (their ids redirect here) */
  mergedKeys: string[];
};

export type Dropped = { file: string; line: number; reason: string };

/** A repeat of the brand at the start of the name (`Toyota Land Cruiser`, `AUDI R8 Gt`) is not part of the name. */
export function withoutBrandPrefix(brand: string, name: string): string {
  const brandWords = words(brand);
  const tokens = name.split(' ');
  const lead = words(tokens.slice(0, brandWords.length).join(' '));
  if (tokens.length > brandWords.length && lead.join(' ') === brandWords.join(' ')) {
    return tokens.slice(brandWords.length).join(' ');
  }
  return name;
}

/**
 * A "hybrid" that plugs in: the first file labels Porsche's E-Hybrids, VW's GTE and eHybrids, Jeep's 4xe
 * and cars with a 14 kWh pack `Hybrid`. A battery of 5 kWh or more (a full hybrid's holds 1–2 kWh),
 * "E-Hybrid", "eHybrid", "PHEV" or "Plug-in" in the name, or an engine the row itself calls a plug-in
 * hybrid ("Plug-in Hybrid V6", "2.0L Turbo PHEV") makes it a plug-in hybrid, so it is filtered, and
 * matched to US trims, as one. An engine with both ("2.5L Hybrid / Plug-in Hybrid") is offered as both.
 */
export function pluggedIn(fuels: Fuel[], name: string, batteryKwh: number | null, engine: string | null = null): Fuel[] {
  if (!fuels.includes('hybrid') || fuels.includes('plug-in-hybrid')) return fuels;
  const engineFuels = engine ? engineAlternatives(engine).map(fuelOfEngine) : [];
  if (engineFuels.includes('plug-in-hybrid') && engineFuels.includes('hybrid'))
    return fuels.flatMap((fuel): Fuel[] => (fuel === 'hybrid' ? ['hybrid', 'plug-in-hybrid'] : [fuel]));
  const plugs = (batteryKwh ?? 0) >= 5 || PLUG_IN_NAME.test(name) || engineFuels.includes('plug-in-hybrid');
  return plugs ? fuels.map((fuel) => (fuel === 'hybrid' ? 'plug-in-hybrid' : fuel)) : fuels;
}

const PLUG_IN_NAME = /\be-?hybrid\b|\bplug-?in\b|\bphev\b/i;

/**
 * The fuels the engine text names where the fuel column says only `Petrol`: the first file labels
 * diesels ("2.0L Turbo Diesel I4"), a CNG Golf, hybrids and the electric Up! `Petrol`. Each of the
 * engine's alternatives ("1.5L Turbo I4 / 2.0L Diesel I4", "2.5L, HYBRID, OR 3.5L, V6") gives its
 * fuel, in the engine's order; one that names none is petrol, as the column says.
 */
export function fuelsOfEngine(fuels: Fuel[], engine: string | null): Fuel[] {
  if (!engine || fuels.length !== 1 || fuels[0] !== 'petrol') return fuels;
  return [...new Set(engineAlternatives(engine).map(fuelOfEngine))];
}

const fuelOfEngine = (part: string): Fuel => {
  if (/\bplug[\s-]?in\b|\bphev\b/i.test(part)) return 'plug-in-hybrid';
  if (/hybrid/i.test(part)) return 'hybrid';
  if (/\belectric\b/i.test(part)) return 'electric';
  if (/\bdiesel\b|\btdi\b/i.test(part)) return 'diesel';
  if (/\bcng\b/i.test(part)) return 'cng';
  return 'petrol';
};

const EMPTY_EV_FIGURES = {
  rangeKm: null,
  efficiencyWhKm: null,
  fastChargeKw: null,
  lengthMm: null,
  widthMm: null,
  heightMm: null,
  cargoL: null,
  towingKg: null,
  segment: null,
  batteryCells: null,
  chargePort: null,
  sourceUrl: null,
} as const;

/**
 * A row of `cars_datasets_2025.csv`. Returns null (with the reason) for a row without a name. Power over
 * 1,000 hp with a 0–100 km/h time over 8 s is a source error (the Urvan's 2,488 "hp" is its 2,488 cc):
 * that power becomes unknown rather than wrong, and `cleared` says so.
 */
export function fromCarsDataset(row: Row, line: number): { draft: Draft; cleared: string | null } | { dropped: string } {
  const { brand: groupBrand, name: sourceName } = splitBrandAndName(canonicalBrand(row['Company Names'] ?? ''), row['Cars Names'] ?? '');
  if (!sourceName) return { dropped: 'no model name' };
  const rawName = sourceName;
  const sourceKey = `cars-2025:${groupBrand}|${rawName.toUpperCase()}`;
  const year = modelYearTag(rawName);
  const { brand, name: ownName } = ownBrand(groupBrand, rawName);
  const shown = repairLostCharacters(displayName(withoutBrandPrefix(brand, stripYearTags(ownName))));
  const name = brand === 'BMW' ? bmwSpelling(shown) : shown;
  const price = parsePriceUsd(row['Cars Prices']);
  const power = parseRange(row['HorsePower']);
  const torque = parseRange(row['Torque']);
  const accel = parseRange(row['Performance(0 - 100 )KM/H']);
  const seats = parseSeats(row['Seats']);
  const { fuels: labelled, drivetrain } = parseFuels(row['Fuel Types']);
  const capacity = row['CC/Battery Capacity'];
  const engine = row['Engines']?.trim() || null;
  const fuels = pluggedIn(fuelsOfEngine(labelled, engine), sourceName, parseBatteryKwh(capacity), engine);
  const electric = fuels.includes('electric') && fuels.length === 1;
  const notes: SeedCar['figureNotes'] = {};
  const note = (key: keyof SeedCar['figureNotes'], raw: string | undefined) => {
    const value = figureNote(raw);
    if (value) notes[key] = value;
  };
  note('price', row['Cars Prices']);
  note('power', row['HorsePower']);
  note('torque', row['Torque']);
  note('accel', row['Performance(0 - 100 )KM/H']);
  note('topSpeed', row['Total Speed']);
  const quickest = accel.min ?? accel.max;
  let cleared: string | null = null;
  if ((power.max ?? 0) >= 1_000 && quickest !== null && quickest > 8) {
    cleared = `${brand} ${rawName} (line ${line}): power ${row['HorsePower']} with 0–100 km/h in ${quickest} s`;
    power.min = null;
    power.max = null;
    delete notes.power;
  }
  const draft: Draft = {
    rawName,
    origin: `cars_datasets_2025.csv:${line}`,
    mergedKeys: [],
    brand,
    name,
    bodyType: null,
    fuel: fuels[0] ?? null,
    fuels,
    priceMinUsd: price.min,
    priceMaxUsd: price.max,
    powerHp: power.min ?? power.max,
    powerHpMax: power.max,
    torqueNm: torque.min ?? torque.max,
    torqueNmMax: torque.max,
    accel0To100S: quickest,
    accel0To100SMax: accel.max ?? accel.min,
    topSpeedKmh: parseRange(row['Total Speed']).min,
    seats: seats.min,
    seatsMax: seats.max,
    seatsLabel: seats.label,
    // the fuel column's drive, else the engine text's (`Single Electric Motor (RWD)`)
    drivetrain: drivetrain ?? drivetrainOfEngine(engine),
    // the words as shown; the figures above and below are read from the source's own
    engine: engine === null ? null : engineWords(engine),
    // a row of several engines has one size, cylinder count or aspiration only where every engine shares it
    displacementCc: electric || !oneSize(engine) ? null : parseDisplacementCc(capacity),
    cylinders: electric ? null : ofEveryEngine(engine, cylindersFromEngine),
    aspiration: electric ? null : ofEveryEngine(engine, aspirationFromEngine),
    // the battery of an EV, and of a hybrid or plug-in hybrid where the row states it
    batteryKwh: parseBatteryKwh(capacity),
    ...EMPTY_EV_FIGURES,
    modelYear: year?.first ?? null,
    modelYearMax: year?.last ?? null,
    figureNotes: notes,
    source: 'cars-2025' satisfies SourceId,
    sourceKey,
  };
  return { draft, cleared };
}

/**
 * A first-file power the curated table says is the maker's metric horsepower, in hp: Bugatti's 1,500 PS
 * is 1,479 hp, not the `1500 hp` of the row. Whole hp, as every power is stored; a metric page shows it
 * again as the maker's PS (1,479 hp is 1,500 PS).
 */
export function powerFromPs(draft: Draft): Draft {
  const hp = (ps: number | null) => (ps === null ? null : Math.round(ps / FACTORS.psPerHp));
  return { ...draft, powerHp: hp(draft.powerHp), powerHpMax: hp(draft.powerHpMax) };
}

/** A row of `electric_vehicles_spec_2025.csv`, keyed by its ev-database id. */
export function fromEvDataset(row: Row): { draft: Draft } | { dropped: string } {
  const sourceUrl = row['source_url']?.trim() ?? '';
  const evId = /\/car\/(\d+)\//.exec(sourceUrl)?.[1];
  if (!evId) return { dropped: 'no ev-database id in source_url' };
  const { brand, name: modelName } = splitBrandAndName(canonicalBrand(row['brand'] ?? ''), row['model'] ?? '');
  let rawName = modelName;
  if (!rawName) {
    // the `firefly` row: its model is named only by its source page, /car/3178/firefly-firefly
    const fromUrl = /\/car\/\d+\/[^-]+-(.+)$/.exec(sourceUrl)?.[1];
    if (!fromUrl) return { dropped: 'no model name' };
    rawName = displayName(fromUrl.replace(/-/g, ' ').toUpperCase());
  }
  const year = modelYearTag(rawName);
  const num = (column: string) => parsePlainNumber(row[column]);
  const towing = num('towing_capacity_kg');
  const seats = num('seats');
  const accel = num('acceleration_0_100_s');
  return {
    draft: {
      rawName,
      origin: `electric_vehicles_spec_2025.csv:${evId}`,
      mergedKeys: [],
      brand,
      name: withoutBrandPrefix(brand, stripYearTags(rawName)),
      bodyType: evBodyType(row['car_body_type'] ?? ''),
      fuel: 'electric',
      fuels: ['electric'],
      priceMinUsd: null,
      priceMaxUsd: null,
      powerHp: null,
      powerHpMax: null,
      torqueNm: num('torque_nm'),
      torqueNmMax: num('torque_nm'),
      accel0To100S: accel,
      accel0To100SMax: accel,
      topSpeedKmh: num('top_speed_kmh'),
      seats,
      seatsMax: seats,
      seatsLabel: row['seats']?.trim() || null,
      drivetrain: row['drivetrain']?.trim() || null,
      engine: null,
      displacementCc: null,
      cylinders: null,
      aspiration: null,
      batteryKwh: num('battery_capacity_kWh'),
      batteryCells: num('number_of_cells'),
      chargePort: row['fast_charge_port']?.trim() || null,
      rangeKm: num('range_km'),
      efficiencyWhKm: num('efficiency_wh_per_km'),
      fastChargeKw: num('fast_charging_power_kw_dc'),
      lengthMm: num('length_mm'),
      widthMm: num('width_mm'),
      heightMm: num('height_mm'),
      cargoL: num('cargo_volume_l'),
      // 0 means "none or not specified": unknown
      towingKg: towing === 0 ? null : towing,
      segment: row['segment']?.trim() || null,
      modelYear: year?.first ?? null,
      modelYearMax: year?.last ?? null,
      figureNotes: {},
      source: 'ev-specs-2025',
      sourceUrl,
      sourceKey: `ev-specs-2025:${evId}`,
    },
  };
}
