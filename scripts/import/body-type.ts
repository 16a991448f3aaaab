// Body type. The EV file has a clean column; the first file has none, so it comes from the curated table,
// then from words in the name checked in order, then from the EPA classes that name a body (SUV, pickup,
// van). The EPA's car classes (Compact Cars, Two Seaters …) cover every passenger car and say nothing
// about the body: they are never used. No rule, no body type.
import type { BodyType } from '#app/catalogue/categories.ts';

const EV_BODY: Record<string, BodyType> = {
  SUV: 'suv',
  Sedan: 'sedan',
  Hatchback: 'hatchback',
  'Small Passenger Van': 'van',
  'Liftback Sedan': 'liftback',
  'Station/Estate': 'wagon',
  Cabriolet: 'convertible',
  Coupe: 'coupe',
};

export function evBodyType(raw: string): BodyType | null {
  return EV_BODY[raw.trim()] ?? null;
}

const OPEN_TOP = /\b(convertible|cabriolet|cabrio|roadster|spider|spyder|volante|drophead)\b/i;

// Checked in order: "SUV" before a pickup name ("Ranger SUV" is not a pickup), an open top before a
// coupé; "Touring" is a trim of many cars (BMW's wagons are caught by the curated table), not a body.
const NAME_RULES: Array<[RegExp, BodyType]> = [
  [/\b(fuso|canter|chassis cab|tipper)\b/i, 'truck'],
  [/\b(suv|crossover)\b/i, 'suv'],
  [/\b(coupe|coupé)\b/i, 'coupe'],
  [/\b(wagon|estate|avant|sportbrake|shooting brake|sport turismo|cross turismo|alltrack)\b/i, 'wagon'],
  [/\b(minivan|mpv)\b/i, 'minivan'],
  [/\b(van|panel van|minibus)\b/i, 'van'],
  [/\b(pickup|pick-up|double cab|crew cab)\b/i, 'pickup'],
  [/\b(hatchback|hatch)\b/i, 'hatchback'],
  [/\b(sedan|saloon)\b/i, 'sedan'],
];

/** A body the name states: `F-Type Convertible`, `Ghost Coupe`, `RS6 Avant`. An open two-seater is a roadster. */
export function bodyTypeFromName(name: string, seats: number | null): BodyType | null {
  if (OPEN_TOP.test(name)) return seats === 2 ? 'roadster' : 'convertible';
  for (const [pattern, body] of NAME_RULES) if (pattern.test(name)) return body;
  return null;
}

/** The EPA size classes that do name a body (`Small Sport Utility Vehicle 4WD`, `Standard Pickup Trucks`, `Minivan - 2WD`). */
export function bodyTypeFromEpaClasses(classes: readonly string[]): BodyType | null {
  const bodies = new Set(
    classes.map((vclass) => {
      if (/sport utility/i.test(vclass)) return 'suv';
      if (/pickup/i.test(vclass)) return 'pickup';
      if (/minivan/i.test(vclass)) return 'minivan';
      if (/\bvans?\b/i.test(vclass)) return 'van';
      return null;
    }),
  );
  // only when every class of the matched rows says the same body
  return bodies.size === 1 ? ([...bodies][0] ?? null) : null;
}
