// Parsers for the numeric and text quirks of the source CSVs (see docs/catalogue-import.md).
// Every parser returns null for "unknown" and never invents a value.
import type { Fuel } from '#app/catalogue/categories.ts';

export type Range = { min: number | null; max: number | null };

const EMPTY: Range = { min: null, max: null };

/** The sources lost their en dashes: a `?` between two numbers is a range separator. */
function normaliseDashes(raw: string): string {
  return raw.replace(/(\d)\s*\?\s*(?=[\d$])/g, '$1 - ');
}

function toNumber(token: string): number | null {
  // `10. 5` and `5. 0` are typos for 10.5 and 5.0
  const cleaned = token.replace(/,/g, '').replace(/(\d)\.\s+(\d)/, '$1.$2');
  const value = Number.parseFloat(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Every number in the text, in order: thousands commas and `10. 5` typos understood. */
export function numbersIn(raw: string): number[] {
  const text = normaliseDashes(raw).replace(/(\d)\.\s+(\d)/g, '$1.$2');
  const matches = text.match(/\d[\d,]*(?:\.\d+)?/g) ?? [];
  return matches.map(toNumber).filter((n): n is number => n !== null);
}

/**
 * A quantity that may be a single value (`630 hp`), a range (`70-85 hp`, `8.0 ? 9.2 sec`),
 * alternatives (`75 hp / 90 hp`), a ceiling (`Up to 830 hp`) or a floor (`1000+ Nm`).
 */
export function parseRange(raw: string | undefined): Range {
  if (!raw) return EMPTY;
  const text = raw.trim();
  if (text === '' || /^(n\/a|-|\?)$/i.test(text) || /^n\/a\b/i.test(text)) return EMPTY;
  const numbers = numbersIn(text);
  if (numbers.length === 0) return EMPTY;
  if (/^up to\b/i.test(text)) return { min: null, max: numbers[0]! };
  if (numbers.length === 1 && /\d\s*\+/.test(text) && !/\d\s*\+\s*\d/.test(text)) {
    return { min: numbers[0]!, max: null };
  }
  const [first, second] = numbers;
  if (second === undefined) return { min: first!, max: first! };
  return { min: Math.min(first!, second), max: Math.max(first!, second) };
}

/** `$12,000-$15,000`, `"$161,000 "`. A price not in dollars (`? 33,000`, once €) is unknown. */
export function parsePriceUsd(raw: string | undefined): Range {
  if (!raw) return EMPTY;
  const text = raw.trim();
  if (!text.startsWith('$')) return EMPTY;
  return parseRange(text);
}

/** `5`, `2+2` (four seats, two of them small), `2?15` (2 to 15, a van's configurations). */
export function parseSeats(raw: string | undefined): Range & { label: string | null } {
  if (!raw || raw.trim() === '') return { ...EMPTY, label: null };
  const text = raw.trim();
  const plus = /^(\d+)\s*\+\s*(\d+)$/.exec(text);
  if (plus) {
    const total = Number(plus[1]) + Number(plus[2]);
    return { min: total, max: total, label: `${plus[1]}+${plus[2]}` };
  }
  const range = parseRange(text);
  const label = range.min === null ? null : range.min === range.max ? String(range.min) : `${range.min}–${range.max}`;
  return { ...range, label };
}

/** The first displacement in cc, for engines described as `"3,982 cc"` or `1,500 - 2,000 cc`. */
export function parseDisplacementCc(raw: string | undefined): number | null {
  if (!raw) return null;
  const match = /(\d[\d,]*)\s*(?:-\s*[\d,]+\s*)?cc/i.exec(raw);
  return match ? toNumber(match[1]!) : null;
}

/** The first battery capacity in kWh (`95 kwh`, `Battery (68-98 kWh)`, `2,400 cc / 20 kWh battery`). */
export function parseBatteryKwh(raw: string | undefined): number | null {
  if (!raw) return null;
  const match = /(\d+(?:\.\d+)?)\s*(?:-\s*\d+(?:\.\d+)?\s*)?kwh/i.exec(raw);
  return match ? toNumber(match[1]!) : null;
}

/** A plain integer or decimal cell of the EV file; anything else (`10 Banana Boxes`, ``) is unknown. */
export function parsePlainNumber(raw: string | undefined): number | null {
  if (!raw) return null;
  const text = raw.trim();
  if (!/^\d+(?:\.\d+)?$/.test(text)) return null;
  return Number(text);
}

const FUEL_LABELS: Record<string, { fuels: Fuel[]; drivetrain?: string }> = {
  petrol: { fuels: ['petrol'] },
  diesel: { fuels: ['diesel'] },
  electric: { fuels: ['electric'] },
  hybrid: { fuels: ['hybrid'] },
  hydrogen: { fuels: ['hydrogen'] },
  'petrol/diesel': { fuels: ['petrol', 'diesel'] },
  'diesel/petrol': { fuels: ['diesel', 'petrol'] },
  'petrol,diesel': { fuels: ['petrol', 'diesel'] },
  'petrol/hybrid': { fuels: ['petrol', 'hybrid'] },
  'petrol,hybrid': { fuels: ['petrol', 'hybrid'] },
  'plug-inhybrid': { fuels: ['plug-in-hybrid'] },
  pluginhyrbrid: { fuels: ['plug-in-hybrid'] },
  'hybrid(petrol)': { fuels: ['hybrid'] },
  'petrol(hybrid)': { fuels: ['hybrid'] },
  'hybrid/petrol': { fuels: ['hybrid'] },
  'hybrid(gas+electric)': { fuels: ['hybrid'] },
  'gas/hybrid': { fuels: ['hybrid'] },
  'hybrid/plug-in': { fuels: ['hybrid', 'plug-in-hybrid'] },
  'hybrid/electric': { fuels: ['hybrid', 'electric'] },
  'petrol/ev': { fuels: ['petrol', 'electric'] },
  'cng/petrol': { fuels: ['cng', 'petrol'] },
  dieselhybrid: { fuels: ['hybrid', 'diesel'] },
  // AWD is a drivetrain written into the fuel column
  'petrol/awd': { fuels: ['petrol'], drivetrain: 'AWD' },
};

/**
 * One of the 23 raw fuel labels as canonical fuels, the main one first. An unknown label gives
 * no fuel (the importer reports it) rather than a guess.
 */
export function parseFuels(raw: string | undefined): { fuels: Fuel[]; drivetrain: string | null } {
  const key = (raw ?? '').toLowerCase().replace(/\s+/g, '');
  const known = FUEL_LABELS[key];
  return known ? { fuels: known.fuels, drivetrain: known.drivetrain ?? null } : { fuels: [], drivetrain: null };
}

/** The drive an engine text names in its initials (`Single Electric Motor (RWD)`, `Electric AWD`), or null. */
export function drivetrainOfEngine(raw: string | null | undefined): string | null {
  return /\b(AWD|RWD|FWD)\b/.exec(raw ?? '')?.[1] ?? null;
}

/**
 * A model year written into a name as a tag: `(MY24)`, `(MY24-26)`, `Ranger (2024)`, `SPORTAGE 2024(BASE
 * MODEL)`. A number that is part of the model's name (Peugeot 2008, 3008) is never a year.
 */
export function modelYearTag(name: string): { first: number; last: number } | null {
  const my = /\(MY(\d{2})(?:\s*-\s*(\d{2}))?\)/i.exec(name);
  if (my) return { first: 2000 + Number(my[1]), last: 2000 + Number(my[2] ?? my[1]) };
  const year = /\(\s*((?:19|20)\d{2})\s*\)|\b((?:19|20)\d{2})(?=\()/.exec(name);
  if (!year) return null;
  const value = Number(year[1] ?? year[2]);
  return { first: value, last: value };
}

/** The name without its model-year tag: `Model 3 (MY24)` → `Model 3`, `SPORTAGE 2024(S TRIM)` → `SPORTAGE (S TRIM)`. */
export function stripYearTags(name: string): string {
  return name
    .replace(/\(MY\d{2}(?:\s*-\s*\d{2})?\)/gi, '')
    .replace(/\(\s*(19|20)\d{2}\s*\)/g, '')
    .replace(/\b(19|20)\d{2}(?=\()/g, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+(?=\))|(?<=\()\s+/g, '')
    .replace(/(\S)\(/g, '$1 (')
    .trim();
}

/**
 * What the source says about a figure besides its number: `Up to 1,000 hp` → `up to`, `400 hp (est.)`
 * and `~170 hp` → `est.`, `1000+ Nm` → `or more`, `3.5 sec (GT Model)` → `GT model`. Shown with the figure.
 */
export function figureNote(raw: string | undefined): string | null {
  if (!raw) return null;
  const text = raw.trim();
  if (/^up to\b/i.test(text)) return 'up to';
  if (/\(\s*est\.?\s*\)|^~|\bapprox/i.test(text)) return 'est.';
  if (/\d\s*\+(?!\s*\d)/.test(text)) return 'or more';
  const aside = /\(([^)]*[a-z][^)]*)\)/i.exec(text)?.[1]?.trim();
  return aside ? aside.charAt(0).toUpperCase() + aside.slice(1).toLowerCase() : null;
}

/** The cylinder count an engine description states: `V8`, `I4`, `2.0L Inline-4`, `Flat-6`, `W16`, `4-CYLINDER`. */
export function cylindersFromEngine(raw: string | null | undefined): number | null {
  if (!raw) return null;
  const text = raw.replace(/\(I(\d)\)/g, ' I$1 ');
  const match =
    /\b[VWI](\d{1,2})\b/.exec(text) ??
    /\b(?:inline|straight|flat|boxer|v)[- ]?(\d{1,2})\b/i.exec(text) ??
    /\b(\d{1,2})[- ]?cyl(?:inder)?s?\b/i.exec(text);
  const count = match ? Number(match[1]) : NaN;
  return count >= 2 && count <= 16 ? count : null;
}

/**
 * A part of an engine text that names no combustion engine of its own: another fuel of the one before
 * it (`/ Gasoline`, `/ Plug-in Hybrid`), or an electric drive (`1.5L Turbo I4 / Electric`), which has no
 * size, cylinders or aspiration to give. Its fuel is still read from the whole text (fuelsOfEngine).
 */
const OTHER_FUEL_ONLY = /^(?:gas(?:oline)?|petrol|diesel|(?:mild |plug-in )?hybrid|electric)$/i;

/**
 * The engines an engine text lists: `3.3L V6 / 5.0L V8 / 3.5L EcoBoost` is three, `2.5L, inline-4,
 * hybrid, or 3.5L, V6` two. A part naming only a fuel (`3.0L V6 Turbo Diesel / Gasoline`, `2.5L Hybrid /
 * Plug-in Hybrid`, `/ Electric`) adds no combustion engine to them.
 */
export function enginesIn(raw: string): string[] {
  const parts = engineAlternatives(raw);
  const engines = parts.filter((part, index) => index === 0 || !OTHER_FUEL_ONLY.test(part));
  return engines.length > 0 ? engines : [raw];
}

/** An engine text's alternatives, each fuel its own: "1.5L Turbo I4 / 2.0L Diesel I4", "2.5L, HYBRID, OR 3.5L, V6". */
export const engineAlternatives = (engine: string) =>
  engine
    .split(/\s*\/\s*|,?\s*\bor\b\s*/i)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * What an engine text says of every engine it lists, or null: a row of several engines has one
 * cylinder count or aspiration only where each engine states the same (`1.2L I4 Turbo / 2.0L I4 Turbo`),
 * never the one engine that states it (the F-150's EcoBoost is not its 3.3 V6).
 */
export function ofEveryEngine<T>(raw: string | null | undefined, read: (engine: string) => T | null): T | null {
  if (!raw) return null;
  const values = enginesIn(raw).map(read);
  const [first] = values;
  return first !== null && first !== undefined && values.every((value) => value === first) ? first : null;
}

/** Litres as an engine text states them: `3.3L V6` 3.3. */
function litresOf(engine: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*L\b/i.exec(engine);
  return match ? Number(match[1]) : null;
}

/** One of the engines a row lists, with the size and cylinder count its words state. */
export type ListedEngine = { litres: number | null; cylinders: number | null };

/** The engines of a text that lists several (`3.3L V6 / 5.0L V8 / 3.5L EcoBoost`); null for one engine. */
export function listedEngines(raw: string | null | undefined): ListedEngine[] | null {
  const engines = raw ? enginesIn(raw) : [];
  return engines.length > 1 ? engines.map((engine) => ({ litres: litresOf(engine), cylinders: cylindersFromEngine(engine) })) : null;
}

/**
 * Whether the row's displacement is its engine's: a text of one engine, or of several that each state
 * the same size (`2.0L Gas / 2.0L Hybrid`); `3.3L V6 / 5.0L V8 / 3.5L EcoBoost` has no one size.
 */
export function oneSize(raw: string | null | undefined): boolean {
  return !raw || enginesIn(raw).length === 1 || ofEveryEngine(raw, litresOf) !== null;
}

/** How an engine breathes: the words of the engine texts, the curated table and the EPA rows alike. */
export const ASPIRATIONS = ['turbocharged', 'supercharged', 'turbocharged and supercharged', 'naturally aspirated'] as const;
export type Aspiration = (typeof ASPIRATIONS)[number];

/** How an engine breathes, where its description says: turbocharged, supercharged, both, or naturally aspirated. */
export function aspirationFromEngine(raw: string | null | undefined): Aspiration | null {
  if (!raw) return null;
  const turbo = /turbo|ecoboost|\btfsi\b|\btsi\b|\bt-gdi\b/i.test(raw);
  const supercharged = /supercharg|kompressor/i.test(raw);
  if (turbo && supercharged) return 'turbocharged and supercharged';
  if (turbo) return 'turbocharged';
  if (supercharged) return 'supercharged';
  return /naturally aspirated/i.test(raw) ? 'naturally aspirated' : null;
}

/** Capitals that stay capitals in an engine's words: a maker's name for its engines, a drive's initials. */
const ENGINE_CODES = new Set([
  'MIVEC',
  'VTEC',
  'PHEV',
  'HEV',
  'EV',
  'CNG',
  'LPG',
  'DOHC',
  'SOHC',
  'GDI',
  'TSI',
  'TDI',
  'TFSI',
  'CVT',
  'AWD',
  'FWD',
  'RWD',
]);

/**
 * An engine's words as a page shows them. The first file writes some in capitals, commas for spaces
 * (`1.2L,4-CYLINDER,INLINE-4(I4)`, `ELECTRIC MOTOR`): they read `1.2L, 4-cylinder, inline-4 (I4)` and
 * `Electric motor`. Codes stay (`I4`, `V6`, `1.2L`, `MIVEC`), as do a thousands comma and words the
 * source wrote in mixed case, which are its own.
 */
export function engineWords(engine: string): string {
  if (/[a-z]/.test(engine)) return engine;
  const words = engine
    .replace(/,(?!\d{3}(?!\d))\s*/g, ', ')
    .replace(/(\S)\(/g, '$1 (')
    .replace(/(?<![\dA-Z])[A-Z]{2,}(?![\dA-Z])/g, (word) => (ENGINE_CODES.has(word) ? word : word.toLowerCase()));
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The one name whose accent the source lost: `Proteg?` is Mazda's Protegé. */
export function repairLostCharacters(name: string): string {
  return name.replace(/\bproteg\?/i, 'Protegé');
}
