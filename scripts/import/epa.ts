// Model years and vehicle class from the North America (EPA) file, joined on make + base model.
// A car matches the longest base model its name starts with, word for word; no match, no year.

export type EpaRow = { make: string; baseModel: string; year: number; vclass: string };
export type EpaModel = { firstYear: number; latestYear: number; vclass: string | null; baseModel: string };

const MAKE_ALIASES: Record<string, string> = {
  'McLaren Automotive': 'McLaren',
  'MINI': 'MINI',
  'smart': 'Smart',
  'Vinfast': 'VinFast',
  'INEOS Automotive': 'Ineos',
};

export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export class EpaIndex {
  readonly #byMake = new Map<string, Map<string, EpaModel & { classes: Map<string, number> }>>();

  constructor(rows: Iterable<EpaRow>) {
    for (const row of rows) {
      const make = MAKE_ALIASES[row.make] ?? row.make;
      const key = words(row.baseModel).join(' ');
      if (!key) continue;
      let models = this.#byMake.get(make);
      if (!models) this.#byMake.set(make, (models = new Map()));
      const model = models.get(key) ?? {
        firstYear: row.year,
        latestYear: row.year,
        vclass: null,
        baseModel: row.baseModel,
        classes: new Map<string, number>(),
      };
      model.firstYear = Math.min(model.firstYear, row.year);
      model.latestYear = Math.max(model.latestYear, row.year);
      // the class of the recent years describes the car sold today
      if (row.year >= 2015 && row.vclass !== 'None') {
        model.classes.set(row.vclass, (model.classes.get(row.vclass) ?? 0) + 1);
      }
      models.set(key, model);
    }
    for (const models of this.#byMake.values()) {
      for (const model of models.values()) {
        const top = [...model.classes].sort((a, b) => b[1] - a[1])[0];
        model.vclass = top ? top[0] : null;
      }
    }
  }

  match(brand: string, name: string): EpaModel | null {
    const models = this.#byMake.get(brand);
    if (!models) return null;
    const nameWords = words(name);
    let best: EpaModel | null = null;
    let bestLength = 0;
    for (const [key, model] of models) {
      const baseWords = key.split(' ');
      if (baseWords.length <= bestLength || baseWords.length > nameWords.length) continue;
      if (baseWords.every((word, i) => nameWords[i] === word)) {
        best = model;
        bestLength = baseWords.length;
      }
    }
    return best && { firstYear: best.firstYear, latestYear: best.latestYear, vclass: best.vclass, baseModel: best.baseModel };
  }
}
