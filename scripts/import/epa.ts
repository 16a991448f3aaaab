// US facts for a catalogue car from the EPA rows of its matched base models (epa-match.ts): one car maps
// to many rows (trims × drivetrains × transmissions × years), so it gets ranges and lists, never one row
// picked silently. The rows are narrowed to the trims consistent with the car; a fuel or engine the rows
// cannot honour makes the car `unmatched` rather than borrow a sibling's figures (a petrol Kona never
// gets the Kona Electric's).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { EpaFacts, Span } from '#app/catalogue/car-facts.ts';
import type { BodyType, Fuel } from '#app/catalogue/categories.ts';
import { EPA_FILE, readEpaZip, type EpaRow } from './epa-file.ts';
import { bodyWordsOf, EPA_BODY_WORDS, EpaIndex, type BodyShape, type EpaCarInput } from './epa-match.ts';
import type { Aspiration, ListedEngine } from './parse.ts';
import { words } from './words.ts';

export type EpaResult =
  { status: 'matched'; facts: EpaFacts } | { status: 'refused'; reason: string } | { status: 'unmatched'; reason: string };

// ------------------------------------------------------------------------------------------- narrowing

/** The catalogue fuels an EPA row is consistent with. */
export function rowFuels(row: Pick<EpaRow, 'atvType' | 'fuelType' | 'mildHybrid'>): Fuel[] {
  if (row.atvType === 'EV' || row.fuelType === 'Electricity') return ['electric'];
  if (row.atvType === 'Plug-in Hybrid') return ['plug-in-hybrid'];
  if (row.atvType === 'Hybrid') return row.mildHybrid ? [row.fuelType === 'Diesel' ? 'diesel' : 'petrol', 'hybrid'] : ['hybrid'];
  if (row.atvType === 'Diesel' || row.fuelType === 'Diesel') return ['diesel'];
  if (row.atvType === 'FCV' || row.fuelType === 'Hydrogen') return ['hydrogen'];
  if (row.atvType === 'CNG' || row.fuelType === 'CNG') return ['cng'];
  if (row.atvType === 'Bifuel (CNG)') return ['petrol', 'cng'];
  return ['petrol']; // no atvType, FFV (E85), Bifuel (LPG)
}

const burnsFuel = (row: EpaRow) => !rowFuels(row).some((f) => f === 'electric' || f === 'hydrogen');

const DRIVES: Record<string, string | null> = {
  'Front-Wheel Drive': 'FWD',
  'Rear-Wheel Drive': 'RWD',
  'All-Wheel Drive': 'AWD',
  '4-Wheel Drive': '4WD',
  'Part-time 4-Wheel Drive': '4WD',
  // 1984–2010 rows that do not say which: all wheels driven, but no label can be claimed
  '4-Wheel or All-Wheel Drive': null,
  '2-Wheel Drive': null,
};
const ALL_WHEELS = new Set(['AWD', '4WD', '4-Wheel or All-Wheel Drive']);

/** `AWD`, `xDrive`, `quattro`, `4MOTION`, `4Matic`, `e-4ORCE` → all wheels; `RWD` / `FWD`; else null. */
export function wantedDrive(text: string): 'all' | 'RWD' | 'FWD' | null {
  // BMW glues the drive to the engine: `xDrive40i`
  if (/\b(awd|4wd|4x4|all[- ]wheel|four[- ]wheel|quattro|4motion|4matic|e-4orce|all4|sh-awd)\b|\bxdrive/i.test(text)) return 'all';
  if (/\b(rwd|rear[- ]wheel)\b/i.test(text)) return 'RWD';
  if (/\b(fwd|front[- ]wheel)\b/i.test(text)) return 'FWD';
  return null;
}

function driveOf(row: EpaRow): 'all' | 'RWD' | 'FWD' | null {
  if (ALL_WHEELS.has(row.drive) || ALL_WHEELS.has(DRIVES[row.drive] ?? '')) return 'all';
  const label = DRIVES[row.drive];
  return label === 'RWD' || label === 'FWD' ? label : null;
}

/** `Automatic (S8)` → 8-speed automatic, `(AV-S7)` → CVT, `(AM-S7)` → 7-speed dual-clutch, `(A1)` → single-speed. */
export function transmissionLabel(trany: string): string | null {
  const text = trany.trim();
  if (/variable gear|\(AV\b|\(AV-/i.test(text)) return 'CVT';
  const am = /\(AM-?S?(\d+)\)/i.exec(text);
  if (am) return `${am[1]}-speed dual-clutch`;
  const automatic = /^Automatic\s*(?:\((?:S|A|L)(\d+)\)|(\d+)-spd)/i.exec(text);
  if (automatic) {
    const gears = Number(automatic[1] ?? automatic[2]);
    return gears === 1 ? 'single-speed' : `${gears}-speed automatic`;
  }
  const manual = /^Manual\s*(\d+)-spd/i.exec(text);
  return manual ? `${manual[1]}-speed manual` : null;
}

const fullHybrid = (row: EpaRow) => row.atvType === 'Hybrid' && !row.mildHybrid;
const FUEL_WORDS: Record<string, (row: EpaRow) => boolean> = {
  hybrid: fullHybrid,
  hev: fullHybrid,
  mhev: (row) => row.mildHybrid === true,
  phev: (row) => row.atvType === 'Plug-in Hybrid',
  plug: (row) => row.atvType === 'Plug-in Hybrid',
  electric: (row) => rowFuels(row).includes('electric'),
  ev: (row) => rowFuels(row).includes('electric'),
  diesel: (row) => rowFuels(row).includes('diesel'),
};

/** Keeps the rows passing `test`, unless none would (a narrowing that empties the set is skipped). */
function narrow(rows: EpaRow[], test: (row: EpaRow) => boolean): EpaRow[] {
  const kept = rows.filter(test);
  return kept.length ? kept : rows;
}

/** Rows kept by a narrowing that still reach the latest model years of those it came from (within two). */
function reachesLatest(kept: EpaRow[], from: EpaRow[]): boolean {
  return kept.length > 0 && Math.max(...kept.map((r) => r.year)) >= Math.max(...from.map((r) => r.year)) - 2;
}

/**
 * Words of a name beyond the covered ones (a car's name beyond its family and base model: `330i`, `long
 * range`, `turbo s`), each with its spellings: a number also glued to the word before it, as the EPA
 * writes `C 300` as `C300`.
 */
export function trimWords(name: string, covered: string[]): string[][] {
  const skip = new Set(covered);
  const all = words(name);
  return all.flatMap((word, i) => {
    if (skip.has(word)) return [];
    return [/^\d/.test(word) && i > 0 ? [word, `${all[i - 1]}${word}`] : [word]];
  });
}

function span(values: Array<number | null>, digits = 1): Span | null {
  const known = values.filter((v): v is number => v !== null);
  if (!known.length) return null;
  const round = (v: number) => Math.round(v * 10 ** digits) / 10 ** digits;
  return { min: round(Math.min(...known)), max: round(Math.max(...known)) };
}

/** Distinct labels, most rows first (ties in first-seen order). */
function byCount(labels: Array<string | null>): string[] {
  const counts = new Map<string, number>();
  for (const label of labels) if (label) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([label]) => label);
}

/**
 * The charger letters of a row, or null where their absence says nothing: the EPA leaves them blank on
 * mild hybrids that are turbocharged (the AMG GT 53's straight six) as well as on those that are not
 * (the Wagoneer's and Ram's eTorque V8).
 */
function aspiration(row: EpaRow): Aspiration | null {
  if (row.turbo && row.supercharger) return 'turbocharged and supercharged';
  if (row.turbo || row.supercharger) return row.turbo ? 'turbocharged' : 'supercharged';
  return row.mildHybrid === true ? null : 'naturally aspirated';
}

/** Words of an EPA model name that make it a performance or off-road sub-model of its base model (a ZR2, an AT4X, a Tremor). */
export const PERFORMANCE_SUBMODELS = new Set([
  'n',
  'r',
  'rs',
  'st',
  'gti',
  'amg',
  'nismo',
  'trd',
  'shelby',
  'raptor',
  'srt',
  'zl1',
  'hellcat',
  'trackhawk',
  'svr',
  'sti',
  'gt500',
  'gt350',
  'zr2',
  'at4x',
  'trx',
  'tremor',
]);

type BodyGroup = 'car' | 'suv' | 'pickup' | 'van';

/** The catalogue's body types as the EPA's classes group them. */
export function bodyGroup(bodyType: string | null): BodyGroup | null {
  if (!bodyType) return null;
  if (bodyType === 'suv' || bodyType === 'pickup') return bodyType;
  if (bodyType === 'van' || bodyType === 'minivan') return 'van';
  return bodyType === 'truck' ? null : 'car';
}

/** The catalogue's car bodies as an EPA model's body word names them (a liftback is its hatchback). */
const BODY_SHAPES: Partial<Record<BodyType, BodyShape>> = {
  coupe: 'coupe',
  convertible: 'open',
  roadster: 'open',
  sedan: 'sedan',
  wagon: 'wagon',
  hatchback: 'hatchback',
  liftback: 'hatchback',
};

/** An EPA size class as a body group (`Small Sport Utility Vehicle 4WD` → suv); special purpose vehicles say nothing. */
export function classGroup(vclass: string): BodyGroup | null {
  if (/sport utility/i.test(vclass)) return 'suv';
  if (/pickup/i.test(vclass)) return 'pickup';
  if (/\bvans?\b|minivan/i.test(vclass)) return 'van';
  if (/special purpose/i.test(vclass)) return null;
  return 'car';
}

/**
 * The base models the rows were filed under, each once however the EPA capitalised it over the years
 * (`TrailBlazer` and `Trailblazer`, `370z` and `370Z`): spelled as the car's family is where that is one
 * of them (`GranTurismo`, not the EPA's latest `Granturismo`), else as its latest year has it.
 */
function namesOf(rows: EpaRow[], family: string): string[] {
  const latest = new Map<string, { name: string; year: number }>();
  for (const row of rows) {
    const key = row.baseModel.toLowerCase();
    const seen = latest.get(key);
    if (seen?.name === family) continue;
    if (!seen || row.baseModel === family || row.year > seen.year) latest.set(key, { name: row.baseModel, year: row.year });
  }
  return [...latest.values()].map((entry) => entry.name);
}

export function epaFactsFor(index: EpaIndex, car: EpaCarInput): EpaResult {
  const match = index.match(car);
  if (match.status !== 'matched') return match;
  const { usYears } = car;
  const all = match.models
    .flatMap((m) => m.rows)
    .filter((row) => !usYears || (row.year >= usYears.min && (usYears.max === null || row.year <= usYears.max)));
  if (!all.length) return { status: 'unmatched', reason: `no EPA rows of the model years ${usYears!.min}–${usYears!.max ?? ''}` };

  // hard constraints first: fuel, then engine. Recency is taken among the consistent rows, so a
  // petrol car whose US successor went electric keeps its own last petrol years.
  let rows = all.filter((row) => car.fuels.some((fuel) => rowFuels(row).includes(fuel)));
  const inFile = byCount(all.flatMap(rowFuels)).join(', ');
  if (car.fuels.length === 0) {
    if (byCount(all.map((r) => rowFuels(r).join('+'))).length > 1) {
      return { status: 'unmatched', reason: `the car's fuel is unknown and the EPA rows mix ${inFile}` };
    }
    rows = all;
  }
  if (!rows.length) return { status: 'unmatched', reason: `no EPA rows for ${car.fuels.join('/')} (the file has ${inFile})` };
  // the US years of this kind of car: the Sierra EV's, not those of the Sierra pickups since 1989
  const years = rows.map((r) => r.year);

  // a row of several engines is any of them (the F-150's 3.3 V6, 5.0 V8 or 3.5 EcoBoost), one engine its own
  const engines: ListedEngine[] = car.engines ?? [
    { litres: car.displacementCc === null ? null : car.displacementCc / 1000, cylinders: car.cylinders },
  ];
  const fits = (row: EpaRow, { litres, cylinders }: ListedEngine) =>
    (litres === null || (row.displ !== null && Math.abs(row.displ - litres) <= 0.15 + 1e-9)) &&
    (cylinders === null || row.cylinders === cylinders);
  const engined = rows.filter((row) => !burnsFuel(row) || engines.some((engine) => fits(row, engine)));
  if (!engined.length) {
    const described = engines.map(({ litres, cylinders }) =>
      [litres === null ? null : `${litres.toFixed(1)} L`, cylinders === null ? null : `${cylinders}-cylinder`].filter(Boolean).join(' '),
    );
    const file = span(rows.map((r) => r.displ));
    return {
      status: 'unmatched',
      reason: `no EPA trim with a ${described.join(' or ')} engine (the file has ${file ? `${file.min}–${file.max} L` : 'no displacement'})`,
    };
  }
  rows = engined;

  const drive = wantedDrive(`${car.drivetrain ?? ''} ${car.name}`);
  if (drive) rows = narrow(rows, (row) => driveOf(row) === drive);

  // an EQS saloon is not the EQS SUV the EPA files under the same base model (the EQE SUV even in a
  // station-wagon class: its model name says SUV)
  const body = bodyGroup(car.bodyType ?? null);
  if (body) rows = narrow(rows, (row) => (/\bSUV\b/.test(row.model) ? 'suv' : classGroup(row.vclass)) === body);
  // nor are they the rows the EPA names as another body of its base model: the Genesis saloon's are not
  // the `Genesis Coupe`'s, a coupe's not its `Cabriolet`'s or its four-door `Gran Coupe`'s, a hatchback's
  // not the `SportWagen`'s; a body the car's own name says stays (a row naming none always does)
  const shape = car.bodyType ? BODY_SHAPES[car.bodyType] : undefined;
  const named = new Set(words(car.name));
  if (shape) {
    const bodies = new Set([shape, ...bodyWordsOf(words(car.name)).map((b) => b.shape)]);
    rows = narrow(rows, (row) => bodyWordsOf(words(row.model)).every((b) => bodies.has(b.shape)));
  }

  // body words of a base model (`720S Spider`) still narrow: the name's `Spider` picks those rows
  const baseWords = match.models.flatMap((m) => m.spellings.flatMap((s) => words(s.join(' '))));
  const covered = baseWords.filter((w) => !EPA_BODY_WORDS.has(w));
  const pick = (from: EpaRow[], spellings: string[]) => {
    const fuel = FUEL_WORDS[spellings[0]!];
    // a fuel word picks the rows of that fuel, not those that happen to spell it (2025 Camrys are all hybrids)
    return fuel ? narrow(from, fuel) : narrow(from, (row) => words(row.model).some((w) => spellings.includes(w)));
  };
  // the family's words beyond its base model's pick their rows (the `Lancer Evolution`, not the Lancer),
  // all of them or none: only where those reach the latest years, as the EPA stopped writing the
  // Silverado's `1500` after 2007 (a sub-model that ended earlier needs a `usyears` row). A family that
  // is its base model spelled another way (`F-150`, the EPA's `F150`) has no words beyond it.
  const glued = match.models.flatMap((m) => m.spellings.map((spelling) => spelling.join('')));
  const familyWords = glued.includes(words(car.family).join('')) ? [] : trimWords(car.family, covered);
  const byFamily = familyWords.reduce(pick, rows);
  if (reachesLatest(byFamily, rows)) rows = byFamily;
  for (const spellings of trimWords(car.name, [...words(car.family), ...covered])) rows = pick(rows, spellings);

  // a base car never borrows its performance or off-road sibling's figures: the Elantra N's gearbox and mpg are not
  // the Elantra's, the Golf R's not the Golf's (kept where the car's own name says the word)
  // (kept only while the car's latest years remain: a Golf must not fall back to its 1990s rows because
  // the EPA has filed every recent Golf as a GTI)
  const base = rows.filter((row) => !words(row.model).some((word) => PERFORMANCE_SUBMODELS.has(word) && !named.has(word)));
  if (reachesLatest(base, rows)) rows = base;

  // an engine that says how it breathes keeps the rows that breathe so: the 2.5 turbo Mazda6's mpg is not
  // the 2.5's, the Flex's V6 not the EcoBoost's. Among the car's own trims, as the EPA sometimes flags a
  // naturally aspirated engine turbocharged (the 2023 718 GT4's 4.0): its other years carry the figures.
  if (car.aspiration) {
    const breathing = rows.filter((row) => [null, car.aspiration].includes(aspiration(row)));
    if (reachesLatest(breathing, rows)) rows = breathing;
  }

  // recency last, among the car's own trims: a newer sibling (the Mustang GTD) never pushes out the
  // GT500's rows, and a petrol car whose US successor went electric keeps its last petrol years
  // A row of several engines takes each engine's own last years: the F-TYPE's V6 ended years before its V8
  const recent = (from: EpaRow[]) => {
    const latest = Math.max(...from.map((r) => r.year));
    return from.filter((r) => r.year >= latest - 2);
  };
  const kept = car.engines
    ? new Set(
        [
          rows.filter((row) => !burnsFuel(row)),
          ...engines.map((engine) => rows.filter((row) => burnsFuel(row) && fits(row, engine))),
        ].flatMap((of) => (of.length ? recent(of) : [])),
      )
    : null;
  rows = kept ? rows.filter((row) => kept.has(row)) : recent(rows);

  const burning = rows.filter(burnsFuel);
  const electric = rows.filter((r) => rowFuels(r).includes('electric'));
  const plugIn = rows.filter((r) => rowFuels(r).includes('plug-in-hybrid'));
  const hydrogen = rows.filter((r) => rowFuels(r).includes('hydrogen'));
  return {
    status: 'matched',
    facts: {
      baseModels: namesOf(all, car.family),
      usModelYears: { min: Math.min(...years), max: Math.max(...years) },
      figureYears: span(
        rows.map((r) => r.year),
        0,
      )!,
      rows: rows.length,
      drivetrains: byCount(rows.map((r) => DRIVES[r.drive] ?? null)),
      transmissions: byCount(rows.map((r) => transmissionLabel(r.trany))),
      displacementL: span(burning.map((r) => r.displ)),
      cylinders: span(
        burning.map((r) => r.cylinders),
        0,
      ),
      aspiration: byCount(burning.map(aspiration)),
      mpgCity: span(
        burning.map((r) => r.cityMpg),
        0,
      ),
      mpgHighway: span(
        burning.map((r) => r.highwayMpg),
        0,
      ),
      mpgCombined: span(
        burning.map((r) => r.combMpg),
        0,
      ),
      mpgeCombined: span([...electric, ...hydrogen].map((r) => r.combMpg).concat(plugIn.map((r) => r.electricCombMpge ?? null)), 0),
      co2GPerMile: span(
        rows.map((r) => r.co2Gpm),
        0,
      ),
      evKwhPer100Mi: span([...electric, ...plugIn].map((r) => r.combKwhPer100Mi)),
      evRangeMi: span(
        [...electric, ...plugIn].map((r) => r.rangeMi),
        0,
      ),
      vclasses: byCount(rows.map((r) => r.vclass)),
    },
  };
}

// node scripts/import/epa.ts --brand Mazda --family MX-5 --name "MX-5 RF" [--fuels petrol] [--cc 1998] …
if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      brand: { type: 'string' },
      family: { type: 'string' },
      name: { type: 'string' },
      aliases: { type: 'string' },
      fuels: { type: 'string', default: 'petrol' },
      cc: { type: 'string' },
      cylinders: { type: 'string' },
      drivetrain: { type: 'string' },
      file: { type: 'string' },
    },
  });
  if (!values.brand || !(values.family ?? values.name)) {
    console.error(
      'usage: epa.ts --brand X --family Y [--name Z] [--aliases "A,B"|none] [--fuels petrol,hybrid] [--cc N] [--cylinders N] [--drivetrain AWD]',
    );
    process.exit(2);
  }
  const started = performance.now();
  const index = new EpaIndex(readEpaZip(values.file ?? join(import.meta.dirname, '../../../shared/data/cars', EPA_FILE)));
  const car: EpaCarInput = {
    brand: values.brand,
    family: values.family ?? values.name!,
    name: values.name ?? values.family!,
    aliases: values.aliases === 'none' ? 'none' : values.aliases ? values.aliases.split(',') : null,
    fuels: values.fuels.split(',').filter(Boolean) as Fuel[],
    displacementCc: values.cc ? Number(values.cc) : null,
    cylinders: values.cylinders ? Number(values.cylinders) : null,
    drivetrain: values.drivetrain ?? null,
  };
  console.log(JSON.stringify(epaFactsFor(index, car), null, 2));
  console.error(`(read and indexed in ${Math.round(performance.now() - started)} ms)`);
}
