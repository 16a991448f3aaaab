// Brand names as a visitor knows them, from the raw labels of both files and the EPA file's makes.

const CANONICAL: Record<string, string> = {
  ALFA: 'Alfa Romeo',
  'ASTON MARTIN': 'Aston Martin',
  CITROEN: 'Citroën',
  CUPRA: 'Cupra',
  FIREFLY: 'Firefly',
  'INEOS AUTOMOTIVE': 'Ineos',
  'LYNK&CO': 'Lynk & Co',
  'MARUTI SUZUKI': 'Maruti Suzuki',
  'MCLAREN AUTOMOTIVE': 'McLaren',
  MERCEDES: 'Mercedes-Benz',
  'ROLLS ROYCE': 'Rolls-Royce',
  SMART: 'Smart',
  'TATA MOTORS': 'Tata',
  VINFAST: 'VinFast',
};

/** Brands whose names are written in capitals or with odd casing. */
const KEEP_CASE = new Set(['BMW', 'BYD', 'DS', 'GMC', 'GWM', 'KGM', 'MG', 'MINI', 'NIO', 'XPENG']);

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** `KIA  ` → Kia, `ROLLS ROYCE ` → Rolls-Royce, `MERCEDES` → Mercedes-Benz, `Alfa` → Alfa Romeo. */
export function canonicalBrand(raw: string): string {
  const key = raw.trim().replace(/\s+/g, ' ').toUpperCase();
  if (CANONICAL[key]) return CANONICAL[key];
  if (KEEP_CASE.has(key)) return key;
  if (key === 'MERCEDES-BENZ' || key === 'ROLLS-ROYCE') return key.split('-').map(titleCase).join('-');
  return key.split(' ').map(titleCase).join(' ');
}

/**
 * Fix what the brand column gets wrong, given the canonical brand and the raw name:
 * group labels (`Jaguar Land Rover`), the brand spilled into the name (`BENZ GT 63`, `Romeo Junior`)
 * and mislabelled rows (`BMW` / `Mclaren 720s`).
 */
export function splitBrandAndName(brand: string, rawName: string): { brand: string; name: string } {
  const name = rawName.trim().replace(/\s+/g, ' ');
  if (brand === 'Jaguar Land Rover') {
    const match = /^(Jaguar|Land Rover)\s+(.*)$/i.exec(name);
    if (match) return { brand: match[1]!.toLowerCase() === 'jaguar' ? 'Jaguar' : 'Land Rover', name: match[2]! };
    return { brand: /range rover|defender|discovery/i.test(name) ? 'Land Rover' : 'Jaguar', name };
  }
  if (brand === 'Mercedes-Benz') return { brand, name: name.replace(/^benz\s+/i, '') };
  if (brand === 'Alfa Romeo') return { brand, name: name.replace(/^romeo\s+/i, '') };
  if (brand === 'BMW' && /^mclaren\s+/i.test(name)) {
    return { brand: 'McLaren', name: name.replace(/^mclaren\s+/i, '') };
  }
  return { brand, name };
}

/** Words of a name in capitals that the maker spells otherwise than in title case. */
const SPELLINGS: Record<string, string> = {
  XDRIVE: 'xDrive',
  SDRIVE: 'sDrive',
  EFFICIENTDYNAMICS: 'EfficientDynamics',
  PHEV: 'PHEV',
  'PLUG-IN': 'Plug-in',
  // Jaguar's F-PACE, as its model families are named
  PACE: 'PACE',
};

/**
 * File 1 writes most names in capitals (`SF90 STRADALE`, `118i M SPORT`). Words of four or more letters
 * become title case, or the maker's spelling (`xDrive`, `PHEV`, `F-PACE`); short words (GT, AMG, RS) and words with
 * digits (SF90, 720S, and BMW's 118i, whose small letter is the maker's) stay as they are. A name whose
 * other words are already in mixed case is left alone.
 */
export function displayName(name: string): string {
  if (name.split(' ').some((word) => !/\d/.test(word) && word !== word.toUpperCase())) return name;
  return name.replace(/PLUG-IN|[A-Za-z]{4,}/gi, (word) => SPELLINGS[word.toUpperCase()] ?? titleCase(word));
}

/**
 * BMW's own spelling of what the first file writes in capitals: a model code's letter small (`118d`,
 * `330e`, `M340i`; the file has `118D`) and its electric models' `i` small (`i8`, `iX3`; the file has `I8`).
 */
export function bmwSpelling(name: string): string {
  return name
    .split(' ')
    .map((word) =>
      /^[MX]?\d{3}[DIE]$/.test(word)
        ? word.slice(0, -1) + word.slice(-1).toLowerCase()
        : /^I(X\d*|\d+)$/.test(word)
          ? `i${word.slice(1)}`
          : word,
    )
    .join(' ');
}

/**
 * A car the source files under its group's brand (`Nissan` / `Infiniti QX80*`, the `*` a footnote mark)
 * moves to its own brand. Applied after the row's source key is made, so its id stays the same.
 */
export function ownBrand(brand: string, name: string): { brand: string; name: string } {
  const sub = /^(Infiniti)\s+(.+?)\s*\*?$/i.exec(name);
  if (brand === 'Nissan' && sub) return { brand: 'Infiniti', name: sub[2]! };
  return { brand, name };
}
