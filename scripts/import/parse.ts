// Parsers for the numeric and text quirks of the source CSVs (see docs/catalogue-import.md).
// Every parser returns null for "unknown" and never invents a value.
import type { Fuel } from '../../app/catalogue/categories.ts';

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
  const label =
    range.min === null ? null : range.min === range.max ? String(range.min) : `${range.min}–${range.max}`;
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

/** `SPORTAGE 2024(…)`, `Ranger (2024)`, `(MY24)`: a model year written into the name. */
export function yearInName(name: string): number | null {
  const my = /\(MY(\d{2})\)/i.exec(name);
  if (my) return 2000 + Number(my[1]);
  const year = /\b(19[89]\d|20[0-3]\d)\b/.exec(name);
  return year ? Number(year[1]) : null;
}

/** The name without model-year tags: `Model 3 (MY24)` → `Model 3`. */
export function stripYearTags(name: string): string {
  return name
    .replace(/\(MY\d{2}\)/gi, '')
    .replace(/\(\s*(19|20)\d{2}\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The one name whose accent the source lost: `Proteg?` is Mazda's Protegé. */
export function repairLostCharacters(name: string): string {
  return name.replace(/\bproteg\?/i, 'Protegé');
}
