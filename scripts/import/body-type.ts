// Body type: the EV file has a clean column; file 1 has none, so it comes from the name, then
// from the EPA vehicle class of the matched model. No match, no body type: never a guess from seats.
import type { BodyType } from '../../app/catalogue/categories.ts';

const EV_BODY: Record<string, BodyType> = {
  'SUV': 'suv',
  'Sedan': 'sedan',
  'Hatchback': 'hatchback',
  'Small Passenger Van': 'van',
  'Liftback Sedan': 'liftback',
  'Station/Estate': 'wagon',
  'Cabriolet': 'convertible',
  'Coupe': 'coupe',
};

export function evBodyType(raw: string): BodyType | null {
  return EV_BODY[raw.trim()] ?? null;
}

// Checked in order: "F-Type V6 S Convertible" is a convertible before it is anything else.
const NAME_RULES: Array<[RegExp, BodyType]> = [
  [/\b(fuso|canter|super duty|chassis cab|e-series|tipper)\b/i, 'truck'],
  [/\b(convertible|cabriolet|cabrio|roadster|spider|spyder|volante|targa|drophead)\b/i, 'convertible'],
  [/\b(coupe|coupé|gran turismo)\b/i, 'coupe'],
  [/\b(wagon|estate|avant|touring|sportbrake|shooting brake|variant|alltrack|cross country)\b/i, 'wagon'],
  [/\b(van|transit|multivan|transporter|caddy|caravelle|sprinter|vito|bus|minibus|delica|serena|alphard|noah)\b/i, 'van'],
  [/\b(pickup|pick-up|ranger|hilux|tacoma|tundra|amarok|navara|triton|l200|silverado|sierra|frontier|titan|ridgeline|gladiator|colorado|canyon|maverick|f-1[56]0|f-250|f-350|cybertruck|hummer ev|d-max|bt-50)\b/i, 'pickup'],
  [/\b(hatchback|hatch)\b/i, 'hatchback'],
  [/\b(sedan|saloon|limousine)\b/i, 'sedan'],
  [/\b(suv|crossover)\b/i, 'suv'],
];

export function bodyTypeFromName(name: string): BodyType | null {
  for (const [pattern, body] of NAME_RULES) if (pattern.test(name)) return body;
  return null;
}

/**
 * EPA classes, collapsed as in the North America file. Its "Sedan" is every passenger car class
 * (hatchbacks too); "Two Seaters" mixes coupés and roadsters, so it gives no body type.
 */
const EPA_CLASS: Record<string, BodyType> = {
  'Sedan': 'sedan',
  'SUV': 'suv',
  'Truck': 'pickup',
  'Van': 'van',
};

export function bodyTypeFromEpaClass(vclass: string | null): BodyType | null {
  return vclass ? (EPA_CLASS[vclass] ?? null) : null;
}
