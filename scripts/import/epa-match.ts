// Which EPA base models a catalogue car is: by brand, then the curated aliases, the family's name, or
// the longest base model the name starts with, refused where the name goes on with a model number or
// `+` the base model lacks (IONIQ 9 is not the Ioniq, C-HR+ is not the C-HR).
import type { BodyType, Fuel } from '#app/catalogue/categories.ts';
import { canonicalBrand } from './brands.ts';
import type { EpaRow } from './epa-file.ts';
import type { Aspiration, ListedEngine } from './parse.ts';
import { nameWords, words } from './words.ts';

export type EpaCarInput = {
  brand: string;
  name: string;
  family: string;
  aliases: string[] | 'none' | null;
  fuels: Fuel[];
  displacementCc: number | null;
  cylinders: number | null;
  /** the engines a row of several lists (the F-150's 3.3 V6, 5.0 V8 and 3.5 EcoBoost): its rows are any of theirs */
  engines?: ListedEngine[] | null;
  drivetrain: string | null;
  /** how the engine breathes, where its description or the curated table says (`turbocharged`) */
  aspiration?: Aspiration | null;
  /** the body the car is known to have before any EPA fact (curated, EV file, name) */
  bodyType?: BodyType | null;
  /** the model years whose rows are this car's (curated `usyears`): another generation's are left out */
  usYears?: { min: number; max: number | null } | null;
};

// EPA makes the catalogue's canonicalBrand() would not already turn into its brand names
const EPA_MAKES: Record<string, string> = {
  'Bugatti Rimac': 'Rimac', // the Nevera
  STI: 'Subaru', // the S209
  'RUF Automobile': 'Ruf',
  'Roush Performance': 'Roush',
  'Mobility Ventures LLC': 'Mobility Ventures',
};

/** `McLaren Automotive` → McLaren, `smart` → Smart, `Vinfast` → VinFast, `Mini` → MINI, `STI` → Subaru. */
export function brandOfMake(make: string): string {
  return EPA_MAKES[make] ?? canonicalBrand(make);
}

/**
 * Models the EPA file lists under more than one base model over the years, keyed `Brand|family`
 * (folded). The importer's curated `aliases` take precedence.
 */
export const EPA_RENAMES: Record<string, string[]> = {
  'Mazda|mx 5': ['MX-5', 'MX-5 Miata'], // MX-5 Miata 1990–2005, MX-5 from 2006
};

export type BaseModel = {
  name: string;
  rows: EpaRow[];
  /** Word lists this base model answers to: `Golf/GTI` answers to golf gti, golf and gti. */
  spellings: string[][];
  /** `GLE-Class` → gle: a stem whose trims carry numbers (`GLE 450`) without being other cars. */
  classStem: string[] | null;
};

function baseModel(name: string): BaseModel {
  const spellings = [nameWords(name)];
  if (name.includes('/'))
    spellings.push(
      ...name
        .split('/')
        .map(nameWords)
        .filter((w) => w.length),
    );
  const folded = nameWords(name);
  const classStem = folded.length > 1 && folded.at(-1) === 'class' ? folded.slice(0, -1) : null;
  return { name, rows: [], spellings, classStem };
}

/** The body a word of an EPA model names, one shape for every open top. */
export type BodyShape = 'coupe' | 'open' | 'sedan' | 'wagon' | 'hatchback';

// the EPA splits some models by body (`720S Coupe`, `720S Spider`, `Golf SportWagen`): those words do not
// make another car, and each says which body its rows are
export const EPA_BODY_WORDS: ReadonlyMap<string, BodyShape> = new Map([
  ['coupe', 'coupe'],
  ['spider', 'open'],
  ['spyder', 'open'],
  ['convertible', 'open'],
  ['cabriolet', 'open'],
  ['roadster', 'open'],
  ['volante', 'open'],
  ['sedan', 'sedan'],
  ['wagon', 'wagon'],
  ['sportwagen', 'wagon'],
  ['hatchback', 'hatchback'],
]);

/** The body words of a model's or a name's words, each with its shape: a `Gran Coupe` or a `4-Door Coupe` is a saloon. */
export function bodyWordsOf(modelWords: string[]): Array<{ word: string; shape: BodyShape }> {
  return modelWords.flatMap((word, i) => {
    const shape = EPA_BODY_WORDS.get(word);
    if (!shape) return [];
    const fourDoor = word === 'coupe' && (modelWords[i - 1] === 'gran' || modelWords[i - 1] === 'door');
    return [{ word, shape: fourDoor ? 'sedan' : shape }];
  });
}

/** The family, or the family plus one body word: `720S` is the EPA's `720S Coupe` and `720S Spider`. */
export function sameModel(base: string[], family: string[]): boolean {
  if (same(base, family) || (family.length > 0 && base.join('') === family.join(''))) return true;
  return base.length === family.length + 1 && EPA_BODY_WORDS.has(base.at(-1)!) && same(base.slice(0, -1), family);
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((w, i) => w === b[i]);
const startsWith = (name: string[], prefix: string[]) => prefix.length <= name.length && prefix.every((w, i) => name[i] === w);

/**
 * What follows the first `count` words of the raw name: `IONIQ 9` after one word is ` 9`,
 * `C-HR+` after two is `+`.
 */
export function restAfterWords(raw: string, count: number): string {
  const text = raw.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const pattern = /[A-Za-z0-9]+|\+/g;
  let end = 0;
  for (let i = 0; i < count; i++) {
    const match = pattern.exec(text);
    if (!match) return '';
    end = match.index + match[0].length;
  }
  return text.slice(end);
}

/**
 * A name that carries on with a model number or `+` the base model lacks names another car
 * (`IONIQ 9` after `Ioniq`). An engine size (`Corolla 1.8`) is not a model number.
 */
export function continuesWithModelNumber(raw: string, count: number): boolean {
  const rest = restAfterWords(raw, count);
  return /^\s*\+|^[\s-]*\d/.test(rest) && !/^[\s-]*\d+\.\d/.test(rest);
}

export class EpaIndex {
  readonly #byBrand = new Map<string, Map<string, BaseModel>>();

  constructor(rows: Iterable<EpaRow>) {
    const list = [...rows];
    const mild = new Set(list.filter((r) => r.mildHybrid).map((r) => `${r.make}|${r.model}`));
    for (const given of list) {
      const row =
        given.atvType === 'Hybrid' && given.mildHybrid === undefined && mild.has(`${given.make}|${given.model}`)
          ? { ...given, mildHybrid: true }
          : given;
      const key = words(row.baseModel).join(' ');
      if (!key) continue;
      const brand = brandOfMake(row.make).toLowerCase();
      let models = this.#byBrand.get(brand);
      if (!models) this.#byBrand.set(brand, (models = new Map()));
      let model = models.get(key);
      // `LEAF` and `Leaf` are one base model written two ways
      if (!model) models.set(key, (model = baseModel(row.baseModel)));
      model.rows.push(row);
    }
  }

  /** The base models (raw names) of a brand, for the CLI and curated-alias checks. */
  baseModels(brand: string): string[] {
    return [...(this.#byBrand.get(brand.toLowerCase())?.values() ?? [])].map((m) => m.name);
  }

  /** The base models the car names, or why none. */
  match(
    car: Pick<EpaCarInput, 'brand' | 'name' | 'family' | 'aliases'>,
  ): { status: 'matched'; models: BaseModel[] } | { status: 'refused' | 'unmatched'; reason: string } {
    if (car.aliases === 'none') return { status: 'refused', reason: 'curated: not the same car' };
    const models = [...(this.#byBrand.get(car.brand.toLowerCase())?.values() ?? [])];
    if (models.length === 0) return { status: 'unmatched', reason: `no EPA rows for the brand ${car.brand}` };
    const aliases = car.aliases ?? EPA_RENAMES[`${car.brand}|${words(car.family).join(' ')}`];
    if (aliases) {
      const wanted = aliases.map((alias) => nameWords(alias).join(' '));
      const found = models.filter((m) => wanted.includes(m.spellings[0]!.join(' ')));
      return found.length
        ? { status: 'matched', models: found }
        : { status: 'unmatched', reason: `curated base models not in the EPA file: ${aliases.join(', ')}` };
    }
    const family = nameWords(car.family);
    const equal = models.filter(
      (m) => m.spellings.some((s) => sameModel(s, family)) || (m.classStem !== null && same(m.classStem, family)),
    );
    if (family.length && equal.length) return { status: 'matched', models: equal };

    // the longest base model the name (or family) starts with, word for word
    let best: BaseModel[] = [];
    let bestLength = 0;
    let refused: string | null = null;
    for (const text of [car.name, car.family]) {
      const textWords = nameWords(text);
      for (const m of models) {
        for (const spelling of [...m.spellings, ...(m.classStem ? [m.classStem] : [])]) {
          if (spelling.length < bestLength || !startsWith(textWords, spelling)) continue;
          if (spelling !== m.classStem && continuesWithModelNumber(text, spelling.length)) {
            refused ??= `"${text.trim()}" is not the EPA's "${m.name}": the name goes on with "${restAfterWords(text, spelling.length).trim()}"`;
            continue;
          }
          if (spelling.length > bestLength) [best, bestLength] = [[], spelling.length];
          if (!best.includes(m)) best.push(m);
        }
      }
    }
    if (best.length) return { status: 'matched', models: best };
    if (refused) return { status: 'refused', reason: refused };
    return { status: 'unmatched', reason: `no EPA base model of ${car.brand} matches "${car.family}" or "${car.name}"` };
  }
}
