// Turns the source CSVs into the project's own seed: seed/cars.json (reviewable, one car per line),
// seed/cars.sql (idempotent upserts for D1) and docs/catalogue-import.md (what was kept and why).
//
//   npm run import:catalogue -- [--from ../shared/data/cars]
//
// Ids are stable: a car keeps the id recorded for its source key in the existing seed/cars.json.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { PRICE_BANDS, type PriceBand, type SourceId } from '../app/catalogue/categories.ts';
import { slugify } from '../app/catalogue/slug.ts';
import { canonicalBrand, displayName, splitBrandAndName } from './import/brands.ts';
import { bodyTypeFromEpaClass, bodyTypeFromName, evBodyType } from './import/body-type.ts';
import type { SeedCar } from './import/car.ts';
import { EpaIndex, words } from './import/epa.ts';
import {
  parseBatteryKwh,
  parseDisplacementCc,
  parseFuels,
  parsePlainNumber,
  parsePriceUsd,
  parseRange,
  parseSeats,
  repairLostCharacters,
  stripYearTags,
  yearInName,
} from './import/parse.ts';
import { derivePurposes } from './import/purposes.ts';
import { renderReport, type ImportStats } from './import/report.ts';
import { toSeedSql } from './import/sql.ts';

const root = resolve(import.meta.dirname, '..');
const fromArg = process.argv.indexOf('--from');
const from = resolve(fromArg > 0 ? process.argv[fromArg + 1]! : join(root, '../shared/data/cars'));

type Row = Record<string, string>;
const readCsv = (file: string): Row[] =>
  parse(readFileSync(join(from, file), 'utf8'), { columns: true, skip_empty_lines: true, bom: true });

const stats: ImportStats = { rowsIn: {}, dropped: [], merged: [], cleared: [], epaMatched: 0, epaTried: 0, unknownFuels: [] };

const epa = new EpaIndex(
  readCsv('north_america_cars_1984_2025.csv').map((row) => ({
    make: row.make!,
    baseModel: row.baseModel!,
    year: Number(row.year),
    vclass: row.VClass!,
  })),
);

function priceBand(price: number | null): PriceBand | null {
  if (price === null) return null;
  for (const [band, { min, max }] of Object.entries(PRICE_BANDS)) {
    if (price >= min && (max === null || price < max)) return band as PriceBand;
  }
  return null;
}

type Draft = Omit<SeedCar, 'id' | 'slug' | 'brandSlug' | 'purposes' | 'priceBand' | 'model' | 'variant'> & {
  rawName: string;
};

/** Splits a display name into model and variant on the EPA base model; without a match the name is the model. */
function modelAndVariant(brand: string, name: string): { model: string; variant: string | null } {
  const match = epa.match(brand, name);
  if (!match) return { model: name, variant: null };
  const count = words(match.baseModel).length;
  const tokens = name.split(' ');
  // base-model words may be joined in the name ("GT-R"), so walk tokens until the word count is reached
  let taken = 0;
  let index = 0;
  while (index < tokens.length && taken < count) taken += words(tokens[index++]!).length;
  const variant = tokens.slice(index).join(' ').trim();
  return { model: tokens.slice(0, index).join(' '), variant: variant || null };
}

function withEpa(draft: Draft, brand: string, name: string): Draft {
  stats.epaTried++;
  const match = epa.match(brand, stripYearTags(name));
  if (match) stats.epaMatched++;
  const tagYear = yearInName(draft.rawName);
  return {
    ...draft,
    bodyType: draft.bodyType ?? bodyTypeFromName(name) ?? bodyTypeFromEpaClass(match?.vclass ?? null),
    modelYearFirst: match?.firstYear ?? null,
    modelYearLatest: match?.latestYear ?? null,
    releaseYear: tagYear ?? match?.latestYear ?? null,
  };
}

// ---- File 1: Cars Datasets 2025 -------------------------------------------------------------
const file1 = readCsv('cars_datasets_2025.csv');
stats.rowsIn['cars_datasets_2025.csv'] = file1.length;
const drafts: Draft[] = [];
const seenRows = new Map<string, string>();
const seenKeys = new Map<string, number>();

for (const [index, row] of file1.entries()) {
  const line = index + 2;
  const rawBrand = row['Company Names']!;
  const { brand, name: rawName } = splitBrandAndName(canonicalBrand(rawBrand), row['Cars Names']!);
  if (!rawName) {
    stats.dropped.push({ file: 'cars_datasets_2025.csv', line, reason: 'no model name' });
    continue;
  }
  const content = Object.values(row).map((v) => v.trim().toUpperCase()).join('|');
  const baseKey = `cars-2025:${brand}|${rawName.toUpperCase()}`;
  const identical = seenRows.get(content);
  if (identical) {
    stats.dropped.push({ file: 'cars_datasets_2025.csv', line, reason: `exact duplicate of ${identical}` });
    continue;
  }
  seenRows.set(content, `line ${line}`);
  // same brand and name, different figures: kept as separate entries (different generations or markets)
  const occurrence = (seenKeys.get(baseKey) ?? 0) + 1;
  seenKeys.set(baseKey, occurrence);

  const name = repairLostCharacters(displayName(stripYearTags(rawName).replace(/\s*\(\s*\)\s*/g, ' ').trim()));
  const price = parsePriceUsd(row['Cars Prices']);
  const power = parseRange(row['HorsePower']);
  const torque = parseRange(row['Torque']);
  const accel = parseRange(row['Performance(0 - 100 )KM/H']);
  const seats = parseSeats(row['Seats']);
  const { fuels, drivetrain } = parseFuels(row['Fuel Types']);
  if (fuels.length === 0) stats.unknownFuels.push(row['Fuel Types'] ?? '');
  const capacity = row['CC/Battery Capacity'];
  // 1,000 hp or more yet slower than 8 s to 100 km/h is a source error (the Urvan's 2,488 "hp"
  // is its 2,488 cc): the power figure becomes unknown rather than wrong
  const quickest = accel.min ?? accel.max;
  if ((power.max ?? 0) >= 1_000 && quickest !== null && quickest > 8) {
    stats.cleared.push(`${brand} ${rawName} (line ${line}): power ${row['HorsePower']} with 0–100 km/h in ${quickest} s`);
    power.min = null;
    power.max = null;
  }
  drafts.push(
    withEpa(
      {
        rawName,
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
        // the quickest figure of the versions listed
        accel0To100S: accel.min ?? accel.max,
        topSpeedKmh: parseRange(row['Total Speed']).min,
        seats: seats.min,
        seatsMax: seats.max,
        seatsLabel: seats.label,
        drivetrain,
        engine: row['Engines']?.trim() || null,
        displacementCc: parseDisplacementCc(capacity),
        batteryKwh: fuels.includes('electric') ? parseBatteryKwh(capacity) : null,
        rangeKm: null,
        efficiencyWhKm: null,
        fastChargeKw: null,
        lengthMm: null,
        widthMm: null,
        heightMm: null,
        cargoL: null,
        towingKg: null,
        segment: null,
        releaseYear: null,
        modelYearFirst: null,
        modelYearLatest: null,
        source: 'cars-2025',
        sourceUrl: null,
        sourceKey: occurrence === 1 ? baseKey : `${baseKey}#${occurrence}`,
      },
      brand,
      name,
    ),
  );
}

// ---- File 2: Electric Vehicle Specifications 2025 --------------------------------------------
const file2 = readCsv('electric_vehicles_spec_2025.csv');
stats.rowsIn['electric_vehicles_spec_2025.csv'] = file2.length;
const evDrafts: Draft[] = [];
for (const [index, row] of file2.entries()) {
  const line = index + 2;
  const sourceUrl = row['source_url']?.trim() ?? '';
  const evId = /\/car\/(\d+)\//.exec(sourceUrl)?.[1];
  if (!evId) {
    stats.dropped.push({ file: 'electric_vehicles_spec_2025.csv', line, reason: 'no ev-database id in source_url' });
    continue;
  }
  const { brand, name: modelName } = splitBrandAndName(canonicalBrand(row['brand']!), row['model'] ?? '');
  let rawName = modelName;
  if (!rawName) {
    // the `firefly` row: its model is named only by its source page, /car/3178/firefly-firefly
    const fromUrl = /\/car\/\d+\/[^-]+-(.+)$/.exec(sourceUrl)?.[1];
    if (!fromUrl) {
      stats.dropped.push({ file: 'electric_vehicles_spec_2025.csv', line, reason: 'no model name' });
      continue;
    }
    rawName = displayName(fromUrl.replace(/-/g, ' ').toUpperCase());
  }
  const name = stripYearTags(rawName);
  const num = (column: string) => parsePlainNumber(row[column]);
  const towing = num('towing_capacity_kg');
  evDrafts.push(
    withEpa(
      {
        rawName,
        brand,
        name,
        bodyType: evBodyType(row['car_body_type'] ?? ''),
        fuel: 'electric',
        fuels: ['electric'],
        priceMinUsd: null,
        priceMaxUsd: null,
        powerHp: null,
        powerHpMax: null,
        torqueNm: num('torque_nm'),
        torqueNmMax: num('torque_nm'),
        accel0To100S: num('acceleration_0_100_s'),
        topSpeedKmh: num('top_speed_kmh'),
        seats: num('seats'),
        seatsMax: num('seats'),
        seatsLabel: row['seats']?.trim() || null,
        drivetrain: row['drivetrain']?.trim() || null,
        engine: null,
        displacementCc: null,
        batteryKwh: num('battery_capacity_kWh'),
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
        releaseYear: null,
        modelYearFirst: null,
        modelYearLatest: null,
        source: 'ev-specs-2025',
        sourceUrl,
        sourceKey: `ev-specs-2025:${evId}`,
      },
      brand,
      name,
    ),
  );
}

// ---- Merge: an electric car of file 1 whose brand and name equal exactly one EV-file car -------
// Names are compared without parenthesised suffixes ("Model 3 Performance (Highland)"). Where a
// name matches several EV rows (trims, years) nothing is merged: both stay, as named variants.
const mergeKey = (brand: string, name: string) => `${brand}|${words(name.replace(/\(.*?\)/g, '')).join(' ')}`;
const evByKey = new Map<string, Draft[]>();
for (const ev of evDrafts) {
  const key = mergeKey(ev.brand, ev.name);
  evByKey.set(key, [...(evByKey.get(key) ?? []), ev]);
}
const mergedEv = new Set<Draft>();
const combined: Draft[] = [];
for (const car of drafts) {
  const candidates = car.fuels.includes('electric') ? evByKey.get(mergeKey(car.brand, car.name)) : undefined;
  const ev = candidates?.length === 1 ? candidates[0]! : undefined;
  if (!ev || mergedEv.has(ev)) {
    combined.push(car);
    continue;
  }
  mergedEv.add(ev);
  stats.merged.push(`${car.brand} ${car.name} + ${ev.brand} ${ev.rawName}`);
  // the EV file is the more exact source for EV figures; file 1 adds price, power and engine
  const pick = <T,>(a: T | null, b: T | null) => (a ?? b);
  combined.push({
    ...ev,
    name: ev.name,
    priceMinUsd: car.priceMinUsd,
    priceMaxUsd: car.priceMaxUsd,
    powerHp: car.powerHp,
    powerHpMax: car.powerHpMax,
    engine: car.engine,
    torqueNm: pick(ev.torqueNm, car.torqueNm),
    torqueNmMax: pick(ev.torqueNmMax, car.torqueNmMax),
    accel0To100S: pick(ev.accel0To100S, car.accel0To100S),
    topSpeedKmh: pick(ev.topSpeedKmh, car.topSpeedKmh),
    releaseYear: pick(ev.releaseYear, car.releaseYear),
    source: 'both' satisfies SourceId,
  });
}
combined.push(...evDrafts.filter((ev) => !mergedEv.has(ev)));

// ---- Ids: reuse the id of each source key, new keys continue after the highest id -------------
const seedJson = join(root, 'seed/cars.json');
const previous: SeedCar[] = existsSync(seedJson) ? JSON.parse(readFileSync(seedJson, 'utf8')) : [];
const idByKey = new Map(previous.map((car) => [car.sourceKey, car.id]));
let nextId = Math.max(1000, ...previous.map((car) => car.id)) + 1;

const cars: SeedCar[] = combined.map(({ rawName: _rawName, ...draft }) => {
  const { model, variant } = modelAndVariant(draft.brand, draft.name);
  const id = idByKey.get(draft.sourceKey) ?? nextId++;
  return {
    id,
    ...draft,
    slug: slugify(`${draft.brand} ${draft.name}`),
    brandSlug: slugify(draft.brand),
    model,
    variant,
    priceBand: priceBand(draft.priceMinUsd),
    purposes: derivePurposes({ ...draft }),
  };
});
cars.sort((a, b) => a.id - b.id);

writeFileSync(seedJson, `[\n${cars.map((car) => JSON.stringify(car)).join(',\n')}\n]\n`);
writeFileSync(join(root, 'seed/cars.sql'), toSeedSql(cars));
writeFileSync(join(root, 'docs/catalogue-import.md'), renderReport(cars, stats));
console.log(
  `Imported ${cars.length} cars (${stats.merged.length} merged, ${stats.dropped.length} rows dropped); ` +
    `EPA match ${stats.epaMatched}/${stats.epaTried}.`,
);
