// The curated table (seed/curation/models.csv): facts a person can check that no source file states,
// one row per fact with its reason. A row names the cars it applies to by brand and name: a word prefix
// (`Model 3` matches `Model 3 Long Range AWD`) or, starting with `^`, a case-insensitive regex. Where
// several rows of one fact match a car, the one that pins more of the name wins; a tie with different
// values is an error, so the table can never be read two ways. Rows match the name after the table's own
// `name` corrections (a row for the Lynk & Co `02` matches `02`, not the source's `2`) and before the
// suffixes that tell same-named cars apart (`Taycan GTS`, not `Taycan GTS 97 kWh`). A status, launch or
// clear row that names a battery (`^Taycan\b.* 93\.4 kWh$`) matches the name with the car's battery after
// it, so it can tell the first Taycan generation's rows from the 2024 update's of the same names. A `unit`
// row says the first file's power figure is the maker's metric horsepower (PS), not hp, so it is converted;
// a `usyears` row keeps a car to the EPA rows of the model years it was sold in. A `drop` row (`never built`)
// leaves out a listing of a car its maker never built (a 911 Sport Turismo), reported with its reason. An
// `aspiration` row says how an engine breathes where its description does not.
import { parse } from 'csv-parse/sync';
import { BODY_TYPES, FUELS, STATUSES } from '#app/catalogue/categories.ts';
import { ASPIRATIONS } from './parse.ts';
import { words } from './words.ts';

export const FACTS = [
  'family',
  'body',
  'status',
  'launch',
  'generation',
  'name',
  'fuel',
  'epa',
  'same',
  'clear',
  'unit',
  'usyears',
  'drop',
  'aspiration',
] as const;
export type Fact = (typeof FACTS)[number];

export type CuratedRow = { line: number; brand: string; match: string; fact: Fact; value: string; reason: string };
export type Applied = { value: string; row: CuratedRow };

const VALID: Record<Fact, (value: string) => boolean> = {
  family: (v) => v.trim() !== '',
  body: (v) => (BODY_TYPES as readonly string[]).includes(v),
  status: (v) => (STATUSES as readonly string[]).includes(v),
  launch: (v) => /^(19|20)\d{2}$/.test(v),
  generation: (v) => v.trim() !== '',
  name: (v) => v.trim() !== '',
  // the fuels a source mislabels (a plug-in hybrid the first file calls `Hybrid`), `|` between several
  fuel: (v) => v.split('|').every((fuel) => (FUELS as readonly string[]).includes(fuel)),
  epa: (v) => v.trim() !== '',
  same: (v) => v.trim() !== '',
  clear: (v) => v.split('|').every((field) => (CLEARABLE as readonly string[]).includes(field)),
  unit: (v) => (POWER_UNITS as readonly string[]).includes(v),
  usyears: (v) => {
    const years = usYears(v);
    return years !== null && (years.max === null || years.max >= years.min);
  },
  // a listing of a car its maker never built: the one kind of row the table leaves out (`never built`)
  drop: (v) => v === 'never built',
  // in the engine texts' words, where the text does not say it (the Civic Type R's `I4` is a 2.0 turbo)
  aspiration: (v) => (ASPIRATIONS as readonly string[]).includes(v),
};

/**
 * The US model years whose EPA rows describe the car, from a `usyears` value: `2017-2019`, or `2021-`
 * for every year since. The EPA files a nameplate's generations under one base model: the C7 Corvette
 * Grand Sport's rows are not the C8's.
 */
export function usYears(value: string): { min: number; max: number | null } | null {
  const found = /^((?:19|20)\d{2})-((?:19|20)\d{2})?$/.exec(value);
  return found ? { min: Number(found[1]), max: found[2] ? Number(found[2]) : null } : null;
}

/** The units a `unit` row can name for the first file's `HorsePower`: metric horsepower (`1,500 PS`). */
export const POWER_UNITS = ['PS'] as const;

/**
 * What a `clear` row can make unknown: any figure, the engine's description, the aspiration and the
 * cylinder count read from it (a description may name a turbo the car lacks, or the wrong layout: `I6`
 * for a 1,969 cc four), and its displacement.
 */
export const CLEARABLE = [
  'price',
  'power',
  'torque',
  'accel',
  'topSpeed',
  'battery',
  'engine',
  'aspiration',
  'cylinders',
  'displacement',
] as const;
export type Clearable = (typeof CLEARABLE)[number];

/** A match that names a battery (`93.4 kWh`), in a status, launch or clear row read with the car's battery. */
const NAMES_BATTERY = /kWh/i;

/** Reads the table; any malformed row is an error naming its line, never a silently skipped fact. */
export function parseCuration(text: string): CuratedRow[] {
  const records: Array<Record<string, string>> = parse(text, { columns: true, skip_empty_lines: true, bom: true, trim: true });
  return records.map((record, index) => {
    const line = index + 2;
    const row = {
      line,
      brand: record.brand ?? '',
      match: record.match ?? '',
      fact: record.fact as Fact,
      value: record.value ?? '',
      reason: record.reason ?? '',
    };
    if (!(FACTS as readonly string[]).includes(row.fact)) throw new Error(`curation line ${line}: unknown fact "${row.fact}"`);
    if (!row.brand || !row.match) throw new Error(`curation line ${line}: brand and match are required`);
    if (!VALID[row.fact](row.value)) throw new Error(`curation line ${line}: "${row.value}" is not a valid ${row.fact}`);
    if (!row.reason) throw new Error(`curation line ${line}: every fact needs its reason`);
    if (row.match.startsWith('^')) new RegExp(row.match, 'i'); // throws on a broken pattern
    return row;
  });
}

/** How many words of the name a row pins, or 0 when it does not match. */
export function matchStrength(match: string, name: string): number {
  if (match.startsWith('^')) {
    const found = new RegExp(match, 'i').exec(name);
    return found ? Math.max(1, words(found[0]).length) : 0;
  }
  const prefix = words(match);
  const nameWords = words(name);
  if (prefix.length === 0 || prefix.length > nameWords.length) return 0;
  return prefix.every((word, i) => nameWords[i] === word) ? prefix.length : 0;
}

export class Curation {
  readonly rows: CuratedRow[];
  readonly #byBrand = new Map<string, CuratedRow[]>();
  readonly #uses = new Map<CuratedRow, number>();

  constructor(rows: CuratedRow[]) {
    this.rows = rows;
    for (const row of rows) this.#byBrand.set(row.brand, [...(this.#byBrand.get(row.brand) ?? []), row]);
  }

  /**
   * The winning row of one fact for a car, or null; counts the row as applied (ask once per car and
   * fact). `batteryKwh` is given for a status, a launch and a clear: a row naming a battery matches `name`
   * followed by it.
   */
  fact(brand: string, name: string, fact: Fact, batteryKwh: number | null = null): Applied | null {
    let best: CuratedRow[] = [];
    let bestStrength = 0;
    for (const row of this.#byBrand.get(brand) ?? []) {
      if (row.fact !== fact) continue;
      // a name that says its battery already (`Kona Electric 48 kWh`) is matched as it is; a row read
      // with the battery counts its words ("97 kWh"), so it wins over a row naming the car alone
      const withBattery = NAMES_BATTERY.test(row.match) && batteryKwh !== null && !NAMES_BATTERY.test(name);
      const strength = matchStrength(row.match, withBattery ? `${name} ${batteryKwh} kWh` : name);
      if (strength === 0 || strength < bestStrength) continue;
      if (strength > bestStrength) best = [];
      best.push(row);
      bestStrength = strength;
    }
    if (best.length === 0) return null;
    const values = new Set(best.map((row) => row.value));
    if (values.size > 1) {
      throw new Error(`curation: ${brand} ${name}: ${fact} is ambiguous (lines ${best.map((row) => row.line).join(', ')})`);
    }
    // rows that tie with the same value all decided it
    for (const row of best) this.#uses.set(row, (this.#uses.get(row) ?? 0) + 1);
    return { value: best[0]!.value, row: best[0]! };
  }

  /** Every row with the number of times it decided a fact; 0 is a stale or mistyped row, reported. */
  uses(): Array<{ row: CuratedRow; cars: number }> {
    return this.rows.map((row) => ({ row, cars: this.#uses.get(row) ?? 0 }));
  }
}
