// Turns the source files into the project's own seed: seed/cars.json (reviewable, one car per line),
// seed/redirects.json (ids that merged into another car), seed/withdrawn.json (ids of listings left out as
// never built), seed/cars.sql (idempotent upserts for D1) and
// docs/catalogue-import.md (what was kept, derived, matched and why).
//
//   npm run import:catalogue -- [--from ../shared/data/cars] [--out <dir>]
//
// `--out` writes the same files under another folder (the previous seed is still read from seed/): the
// test that checks the committed seed is what the importer makes uses it.
// Each step is a small function of scripts/import/ with its own tests; this file only runs them in order.
// The output depends only on the sources, seed/curation/models.csv and the previous seed (for ids), so a
// second run reproduces seed/ byte for byte.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PRICE_BANDS, type Fuel, type PriceBand } from '#app/catalogue/categories.ts';
import { slugify } from '#app/catalogue/slug.ts';
import type { SeedCar } from './import/car.ts';
import { Curation, parseCuration, usYears, type Clearable } from './import/curation.ts';
import {
  bodyTypeOf,
  familyLeads,
  familyOf,
  launchOf,
  nameAsFamily,
  statusOf,
  variantOf,
  withEpaBody,
  type Basis,
} from './import/derive.ts';
import { epaFactsFor, type EpaResult } from './import/epa.ts';
import { EPA_FILE, readEpaZip } from './import/epa-file.ts';
import { EpaIndex } from './import/epa-match.ts';
import { assignIds, distinctNames, readPreviousSeed, uniqueSlugs } from './import/ids.ts';
import { clearFigures, leaveOutNeverBuilt, mergeCuratedSame, mergeEvListings, mergeNearDuplicates } from './import/merge.ts';
import { listedEngines, type Aspiration } from './import/parse.ts';
import { derivePurposes } from './import/purposes.ts';
import { renderReport, type ImportStats } from './import/report.ts';
import { fromCarsDataset, fromEvDataset, powerFromPs, readCsv, type Draft } from './import/sources.ts';
import { seedJsonLine, toSeedSql } from './import/sql.ts';
import { similarCarsSql } from './import/similar.ts';
import { buildSeededDatabase, readMigrations, seedStatements } from './lib/seeded-database.ts';

const root = resolve(import.meta.dirname, '..');
const fromArg = process.argv.indexOf('--from');
const from = resolve(fromArg > 0 ? process.argv[fromArg + 1]! : join(root, '../shared/data/cars'));
const outArg = process.argv.indexOf('--out');
const out = outArg > 0 ? resolve(process.argv[outArg + 1]!) : root;

const FILE_1 = 'cars_datasets_2025.csv';
const FILE_2 = 'electric_vehicles_spec_2025.csv';

const stats: ImportStats = {
  rowsIn: {},
  dropped: [],
  cleared: [],
  converted: [],
  merge: { merged: [], keptApart: [] },
  bases: {},
  epa: [],
  curationUse: [],
  familyFallbacks: [],
};

// ---- File 1: Cars Datasets 2025 -------------------------------------------------------------
const file1 = readCsv(join(from, FILE_1));
stats.rowsIn[FILE_1] = file1.length;
const seenRows = new Map<string, number>();
const seenKeys = new Map<string, number>();
const firstDrafts: Draft[] = [];
for (const [index, row] of file1.entries()) {
  const line = index + 2;
  const content = Object.values(row)
    .map((v) => v.trim().toUpperCase())
    .join('|');
  const identical = seenRows.get(content);
  if (identical) {
    stats.dropped.push({ file: FILE_1, line, reason: `exact duplicate of line ${identical}` });
    continue;
  }
  seenRows.set(content, line);
  const result = fromCarsDataset(row, line);
  if ('dropped' in result) {
    stats.dropped.push({ file: FILE_1, line, reason: result.dropped });
    continue;
  }
  if (result.cleared) stats.cleared.push(result.cleared);
  // a second row with the same brand and name keeps its own key (`#2`), so its id is stable too
  const occurrence = (seenKeys.get(result.draft.sourceKey) ?? 0) + 1;
  seenKeys.set(result.draft.sourceKey, occurrence);
  const sourceKey = occurrence === 1 ? result.draft.sourceKey : `${result.draft.sourceKey}#${occurrence}`;
  firstDrafts.push({ ...result.draft, sourceKey });
}

// ---- File 2: Electric Vehicle Specifications 2025 --------------------------------------------
const file2 = readCsv(join(from, FILE_2));
stats.rowsIn[FILE_2] = file2.length;
const evDrafts: Draft[] = [];
for (const [index, row] of file2.entries()) {
  const result = fromEvDataset(row);
  if ('dropped' in result) stats.dropped.push({ file: FILE_2, line: index + 2, reason: result.dropped });
  else evDrafts.push(result.draft);
}

// ---- Curated corrections: a source's typo in a name, a fuel it mislabels, a power in PS --------------
const curation = new Curation(parseCuration(readFileSync(join(root, 'seed/curation/models.csv'), 'utf8')));
const renamed = (drafts: Draft[]) =>
  drafts.map((draft) => {
    const fixedName = curation.fact(draft.brand, draft.name, 'name');
    const named = fixedName ? { ...draft, name: fixedName.value } : draft;
    // before the merges, which compare power and fuels; only the first file gives power as a bare number
    const unit = named.source === 'cars-2025' ? curation.fact(named.brand, named.name, 'unit') : null;
    const measured = unit ? powerFromPs(named) : named;
    if (unit) {
      stats.converted.push(
        `${named.brand} ${named.name} (${named.origin}): ${named.powerHp} ${unit.value} is ${measured.powerHp} hp, ${unit.row.reason} (curated line ${unit.row.line})`,
      );
    }
    const fuel = curation.fact(measured.brand, measured.name, 'fuel');
    if (!fuel) return measured;
    const fuels = fuel.value.split('|') as Fuel[];
    return { ...measured, fuel: fuels[0]!, fuels };
  });

// a listing of a car its maker never built is left out, with the table's reason; its id stays taken.
// The first file's only: the EV file's cars come from ev-database.org.
const neverBuilt = leaveOutNeverBuilt(renamed(firstDrafts), curation);
for (const { draft, row } of neverBuilt.leftOut) {
  const reason = `${draft.brand} ${draft.name}: ${row.reason} (curated line ${row.line})`;
  stats.dropped.push({ file: FILE_1, line: Number(draft.origin.split(':')[1]), reason });
}

// ---- One car, one page ------------------------------------------------------------------------
// then a figure shown to be wrong is cleared on the merged car, so no listing merged in brings it back
const merged = mergeCuratedSame(
  mergeEvListings(mergeNearDuplicates(neverBuilt.kept, stats.merge), renamed(evDrafts), curation, stats.merge),
  curation,
  stats.merge,
).map((car) => {
  const clear = curation.fact(car.brand, car.name, 'clear', car.batteryKwh ?? null);
  if (clear) {
    stats.cleared.push(
      `${car.brand} ${car.name} (${car.origin}): ${clear.value.replace(/\|/g, ', ')} unknown, ${clear.row.reason} (curated line ${clear.row.line})`,
    );
  }
  const known = clear ? clearFigures(car, clear.value.split('|') as Clearable[]) : car;
  // an engine text that does not say how it breathes (the Civic Type R's `I4`), before the EPA rows it picks
  const aspiration = curation.fact(car.brand, car.name, 'aspiration');
  return aspiration ? { ...known, aspiration: aspiration.value as Aspiration } : known;
});

// ---- Curated facts, EPA facts, derived values ----------------------------------------------------
const epaRows = readEpaZip(join(from, EPA_FILE));
stats.rowsIn[EPA_FILE] = epaRows.length;
const epa = new EpaIndex(epaRows);

const count = (fact: string, basis: Basis) => {
  const key = `${fact}|${basis}`;
  stats.bases[key] = (stats.bases[key] ?? 0) + 1;
};

function priceBand(price: number | null): PriceBand | null {
  if (price === null) return null;
  for (const [band, { min, max }] of Object.entries(PRICE_BANDS)) {
    if (price >= min && (max === null || price < max)) return band as PriceBand;
  }
  return null;
}

const described = merged.map((car) => {
  const family = familyOf(curation, car);
  count('family', family.basis);
  if (family.basis !== 'curated') stats.familyFallbacks.push(`${car.brand} ${car.name}`);
  const knownBody = bodyTypeOf(curation, car);
  const aliases = curation.fact(car.brand, car.name, 'epa')?.value;
  const years = curation.fact(car.brand, car.name, 'usyears');
  // a race car or a concept is sold for no US road: the EPA rows of its name are the road cars' (the
  // 911 GT3 Cup's are the GT3's). Neither status depends on the body the EPA may give.
  const known = statusOf(curation, car, knownBody.value);
  const epaResult: EpaResult =
    known.value === 'race' || known.value === 'concept'
      ? { status: 'refused', reason: `a ${known.value} car, sold for no US road` }
      : epaFactsFor(epa, {
          brand: car.brand,
          name: car.name,
          family: family.value,
          aliases: aliases === undefined ? null : aliases === 'none' ? 'none' : aliases.split('|'),
          fuels: car.fuels,
          displacementCc: car.displacementCc,
          cylinders: car.cylinders,
          engines: listedEngines(car.engine),
          drivetrain: car.drivetrain,
          aspiration: car.aspiration,
          bodyType: knownBody.value,
          usYears: years ? usYears(years.value) : null,
        });
  stats.epa.push({ brand: car.brand, name: car.name, fuel: car.fuel, result: epaResult });
  const facts = epaResult.status === 'matched' ? epaResult.facts : null;
  const body = withEpaBody(knownBody, facts);
  count('body', body.basis);
  // only the default can change with a body the EPA gave (a truck is commercial); asking the curated
  // table again would count its row twice in the report
  const status = known.basis === 'default' ? statusOf(curation, car, body.value) : known;
  count('status', status.basis);
  const launch = launchOf(curation, car, facts);
  count('launch', launch.basis === 'curated' ? 'curated' : launch.basis === 'us-debut' ? 'epa' : 'default');
  return {
    ...car,
    name: nameAsFamily(family.value, car.name),
    model: family.value,
    modelSlug: slugify(family.value),
    variant: variantOf(family.value, car.name),
    generation: curation.fact(car.brand, car.name, 'generation')?.value ?? null,
    status: status.value,
    bodyType: body.value,
    launchYear: launch.year,
    launchBasis: launch.basis,
    usYearFirst: facts?.usModelYears.min ?? null,
    usYearLatest: facts?.usModelYears.max ?? null,
    epa: facts,
  };
});
stats.curationUse = curation.uses();

// ---- Ids, names, slugs, redirects -------------------------------------------------------------
const previous = readPreviousSeed(join(root, 'seed'));
const leftOut = neverBuilt.leftOut.map(({ draft, row }) => ({ key: draft.sourceKey, reason: row.reason }));
const { cars: identified, redirects, withdrawn } = assignIds(distinctNames(described), previous, leftOut);
const leads = familyLeads(identified);

const cars: SeedCar[] = uniqueSlugs(identified)
  .map(({ rawName: _rawName, origin: _origin, mergedKeys: _mergedKeys, ...car }) => ({
    ...car,
    familyLead: leads.has(car.id),
    brandSlug: slugify(car.brand),
    priceBand: priceBand(car.priceMinUsd),
    purposes: derivePurposes(car),
  }))
  .sort((a, b) => a.id - b.id);

for (const dir of ['seed', 'docs']) mkdirSync(join(out, dir), { recursive: true });
writeFileSync(join(out, 'seed/cars.json'), `[\n${cars.map(seedJsonLine).join(',\n')}\n]\n`);
writeFileSync(join(out, 'seed/redirects.json'), `[\n${redirects.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);
writeFileSync(join(out, 'seed/withdrawn.json'), `[\n${withdrawn.map((w) => JSON.stringify(w)).join(',\n')}\n]\n`);
const seedSql = toSeedSql(cars, redirects);
// each car's similar cars, found by the app's own statements over the catalogue just written
const seeded = await buildSeededDatabase(readMigrations(), seedStatements(seedSql));
const similarSql = await similarCarsSql(seeded);
seeded.close();
writeFileSync(join(out, 'seed/cars.sql'), `${seedSql}${similarSql.join('\n')}\n`);
writeFileSync(join(out, 'docs/catalogue-import.md'), renderReport(cars, redirects, withdrawn, stats));
const matched = stats.epa.filter((e) => e.result.status === 'matched').length;
console.log(
  `Imported ${cars.length} cars (${stats.merge.merged.length} merges, ${redirects.length} redirects, ` +
    `${stats.dropped.length} rows dropped); EPA match ${matched}/${stats.epa.length}; ` +
    `${stats.curationUse.filter((u) => u.cars === 0).length} curated rows matched nothing.`,
);
