// What a car is, beyond what its source row says: its model family, body, status and launch year, each
// from the curated table first, then from rules over the source's own words, and otherwise unknown.
import type { BodyType, Status } from '#app/catalogue/categories.ts';
import { bodyTypeFromEpaClasses, bodyTypeFromName } from './body-type.ts';
import type { Curation } from './curation.ts';
import type { EpaFacts, LaunchBasis } from '#app/catalogue/car-facts.ts';
import type { Draft } from './sources.ts';
import { words } from './words.ts';

export type Basis = 'curated' | 'ev file' | 'name' | 'epa' | 'first word' | 'rule' | 'default';
export type Derived<T> = { value: T; basis: Basis };

/**
 * The model family: the curated one, else the first word of the name (`Sportage LX` → Sportage), which
 * the import report lists so that the table can take it over.
 */
export function familyOf(curation: Curation, car: Pick<Draft, 'brand' | 'name'>): Derived<string> {
  const curated = curation.fact(car.brand, car.name, 'family');
  if (curated) return { value: curated.value, basis: 'curated' };
  return { value: car.name.split(' ')[0]!, basis: 'first word' };
}

/** The rest of the name after the family's words (`911 Carrera 4S` in family 911 → `Carrera 4S`), or the whole name. */
export function variantOf(family: string, name: string): string | null {
  const familyWords = words(family);
  const tokens = name.split(' ');
  let taken = 0;
  let index = 0;
  // family words may be joined in the name ("GT-R" is two words), so walk tokens until they are used up
  while (index < tokens.length && taken < familyWords.length) taken += words(tokens[index++]!).length;
  const lead = words(tokens.slice(0, index).join(' '));
  if (lead.join(' ') !== familyWords.join(' ')) return name;
  return tokens.slice(index).join(' ').trim() || null;
}

/**
 * The name with its family's words spelled as the family is (`Huracan EVO` in family Huracán →
 * `Huracán EVO`, `Ioniq 5` in IONIQ 5 → `IONIQ 5`): a listing in capitals or without accents loses how
 * the maker writes the model, and the family, from the curated table, keeps it. A name that does not
 * start with the family's words is left as it is.
 */
export function nameAsFamily(family: string, name: string): string {
  const variant = variantOf(family, name);
  if (variant === name) return name;
  return variant === null ? family : `${family} ${variant}`;
}

/** The body the car is known to have before any EPA fact: the curated table, the EV file, the name. */
export function bodyTypeOf(curation: Curation, car: Pick<Draft, 'brand' | 'name' | 'bodyType' | 'seats'>): Derived<BodyType | null> {
  const curated = curation.fact(car.brand, car.name, 'body');
  if (curated) return { value: curated.value as BodyType, basis: 'curated' };
  if (car.bodyType) return { value: car.bodyType, basis: 'ev file' };
  const named = bodyTypeFromName(car.name, car.seats);
  if (named) return { value: named, basis: 'name' };
  return { value: null, basis: 'default' };
}

/** An unknown body from the matched US trims, when all their EPA classes name one (sport utility, pickup, van). */
export function withEpaBody(body: Derived<BodyType | null>, epa: EpaFacts | null): Derived<BodyType | null> {
  if (body.value) return body;
  const fromEpa = epa ? bodyTypeFromEpaClasses(epa.vclasses) : null;
  return fromEpa ? { value: fromEpa, basis: 'epa' } : body;
}

const CONCEPT_NAME = /\b(concept|prototype|proto|vision)\b/i;

/**
 * Road car (current or discontinued), concept, race car or commercial vehicle: the curated table, then
 * the source's own words (a price of `N/A (Concept Only)`, `Concept` or `Proto` in the name), then a
 * lorry body. Otherwise a car of these 2025 datasets is a current road car.
 */
export function statusOf(
  curation: Curation,
  car: Pick<Draft, 'brand' | 'name' | 'figureNotes'> & { batteryKwh?: number | null },
  bodyType: BodyType | null,
): Derived<Status> {
  const curated = curation.fact(car.brand, car.name, 'status', car.batteryKwh ?? null);
  if (curated) return { value: curated.value as Status, basis: 'curated' };
  if (/concept/i.test(car.figureNotes.price ?? '') || CONCEPT_NAME.test(car.name)) return { value: 'concept', basis: 'name' };
  if (bodyType === 'truck') return { value: 'commercial', basis: 'rule' };
  return { value: 'current', basis: 'default' };
}

/**
 * The year the generation went on sale (curated; a row may name a battery, as a status row may); else,
 * for a nameplate new to the US after the EPA file's first year, its first US model year. A model year
 * in the name is a model year, not a launch.
 */
export function launchOf(
  curation: Curation,
  car: Pick<Draft, 'brand' | 'name'> & { batteryKwh?: number | null },
  epa: EpaFacts | null,
): { year: number | null; basis: LaunchBasis | null } {
  const curated = curation.fact(car.brand, car.name, 'launch', car.batteryKwh ?? null);
  if (curated) return { year: Number(curated.value), basis: 'curated' };
  if (epa && epa.usModelYears.min > EPA_FIRST_YEAR) return { year: epa.usModelYears.min, basis: 'us-debut' };
  return { year: null, basis: null };
}

/** The EPA file starts in 1984: a first model year of 1984 means "1984 or earlier", not a debut. */
export const EPA_FIRST_YEAR = 1984;

type LeadCandidate = {
  id: number;
  brand: string;
  model: string;
  name: string;
  status: Status;
  launchYear: number | null;
  priceMinUsd: number | null;
};

/**
 * The car that stands for each model family in "Newest releases": among the family's road cars with a
 * launch year, the newest launch, then the lowest price (a known price first), then the name. Concepts,
 * race cars and commercial vehicles never stand for a family.
 */
export function familyLeads(cars: LeadCandidate[]): Set<number> {
  const best = new Map<string, LeadCandidate>();
  const before = (a: LeadCandidate, b: LeadCandidate) =>
    b.launchYear! - a.launchYear! ||
    (a.priceMinUsd ?? Infinity) - (b.priceMinUsd ?? Infinity) ||
    a.name.localeCompare(b.name) ||
    a.id - b.id;
  for (const car of cars) {
    if (car.launchYear === null || (car.status !== 'current' && car.status !== 'discontinued')) continue;
    const key = `${car.brand}|${car.model}`;
    const current = best.get(key);
    if (!current || before(car, current) < 0) best.set(key, car);
  }
  return new Set([...best.values()].map((car) => car.id));
}
