// Identity: every car keeps its id across re-imports (its URL survives), every car has a name and a URL
// slug of its own, an id that disappears in a merge redirects to the car it became, and an id that is no
// longer a car (a listing left out as never built) is never given to another.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nameWithAccelTime } from '#app/catalogue/search/normalise.ts';
import { slugify } from '#app/catalogue/slug.ts';
import type { Redirect } from './sql.ts';
import { foldedName } from './words.ts';

type Identified = {
  brand: string;
  name: string;
  sourceKey: string;
  mergedKeys: string[];
  modelYear: number | null;
  modelYearMax: number | null;
  displacementCc: number | null;
  batteryKwh: number | null;
  accel0To100S: number | null;
  accel0To100SMax: number | null;
};

/**
 * Cars of one brand that still share a name after merging are different cars the source lists under
 * one name: each gets told apart by what differs, in this order: the model year it names (`Mustang
 * Mach-E GT (MY25)`), the engine size (`NX Coupe 1.8 L`), the battery (`Taycan GTS 93.4 kWh`, as
 * ev-database names its versions), else the 0–100 km/h time each listing states (`Elantra (0–100 km/h
 * 8.3 s)`): a figure never converted between units, so the name reads the same in every unit system.
 * Only a group no stated figure tells apart falls back to the order of its listing.
 */
export function distinctNames<T extends Identified>(cars: T[]): T[] {
  const groups = new Map<string, T[]>();
  for (const car of cars) {
    const key = `${car.brand}|${foldedName(car.name)}`;
    groups.set(key, [...(groups.get(key) ?? []), car]);
  }
  const renamed = new Map<T, string>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const years = new Set(group.map((car) => `${car.modelYear}-${car.modelYearMax}`));
    const litres = (car: T) => (car.displacementCc === null ? null : `${(car.displacementCc / 1000).toFixed(1)} L`);
    const engines = new Set(group.map(litres));
    const batteries = new Set(group.map((car) => car.batteryKwh));
    const time = (car: T) =>
      car.accel0To100S === null
        ? null
        : `${car.accel0To100S}${car.accel0To100SMax !== null && car.accel0To100SMax !== car.accel0To100S ? `–${car.accel0To100SMax}` : ''} s`;
    const times = new Set(group.map(time));
    // one way of telling them apart per group, the first that tells every one apart
    const yy = (year: number) => String(year % 100).padStart(2, '0');
    const byYear = (car: T) => {
      if (car.modelYear === null) return car.name;
      const span = car.modelYearMax !== null && car.modelYearMax !== car.modelYear ? `-${yy(car.modelYearMax)}` : '';
      return `${car.name} (MY${yy(car.modelYear)}${span})`;
    };
    const byEngine = (car: T) => (litres(car) === null ? car.name : `${car.name} ${litres(car)}`);
    const byBattery = (car: T) => (car.batteryKwh === null ? car.name : `${car.name} ${car.batteryKwh} kWh`);
    const byTime = (car: T) => nameWithAccelTime(car.name, time(car)!);
    const byListing = (car: T, index: number) => (index === 0 ? car.name : `${car.name} (listing ${index + 1})`);
    const naming =
      [
        years.size === group.length ? byYear : null,
        engines.size === group.length ? byEngine : null,
        batteries.size === group.length ? byBattery : null,
        times.size === group.length && !times.has(null) ? byTime : null,
      ].find((way) => way !== null) ?? byListing;
    group.forEach((car, index) => renamed.set(car, naming(car, index)));
  }
  return cars.map((car) => (renamed.has(car) ? { ...car, name: renamed.get(car)! } : car));
}

/**
 * An id that is no longer a car nor a redirect (seed/withdrawn.json): a listing left out as a car its
 * maker never built, a car no longer in the sources, or a redirect to one of them. It stays taken, so
 * an address once published never comes to name another car; the listing's key takes it back if it
 * is a car again.
 */
export type Withdrawn = { key?: string; reason: string };
export type WithdrawnId = Withdrawn & { id: number };

export type PreviousSeed = { cars: Array<{ id: number; sourceKey: string }>; redirects: Redirect[]; withdrawn: WithdrawnId[] };

/** The ids the last import gave (cars.json, redirects.json, withdrawn.json in `dir`), none where a file is missing. */
export function readPreviousSeed(dir: string): PreviousSeed {
  const read = (file: string) => (existsSync(join(dir, file)) ? JSON.parse(readFileSync(join(dir, file), 'utf8')) : []);
  const previous: PreviousSeed = { cars: read('cars.json'), redirects: read('redirects.json'), withdrawn: read('withdrawn.json') };
  if (!previous.withdrawn.every((w) => Number.isInteger(w.id))) throw new Error('seed/withdrawn.json: every entry needs a whole-number id');
  return previous;
}

/**
 * Ids: a car keeps the id of its source key; a car merged from several rows keeps the id of its main
 * row, else the lowest id among the rows merged into it; a new car takes the next number never used
 * (redirected and withdrawn ids count as used). Redirects: every earlier id that now lives in another car,
 * plus every earlier redirect, re-pointed where its target moved again. Withdrawn: every earlier id that
 * is neither a car nor a redirect now, with the table's reason where its listing was left out as never
 * built (`leftOut`), and every earlier withdrawn id no car has taken back.
 */
export function assignIds<T extends Identified>(
  cars: T[],
  previous: PreviousSeed,
  leftOut: Array<Required<Withdrawn>> = [],
): { cars: Array<T & { id: number }>; redirects: Redirect[]; withdrawn: WithdrawnId[] } {
  const idByKey = new Map(previous.cars.map((car) => [car.sourceKey, car.id]));
  // a row merged into another car earlier, or withdrawn, and a car of its own again now, takes its old id back
  for (const earlier of [...previous.redirects.map((r) => ({ id: r.from, key: r.key })), ...previous.withdrawn]) {
    if (earlier.key && !idByKey.has(earlier.key)) idByKey.set(earlier.key, earlier.id);
  }
  const used = [...previous.cars.map((car) => car.id), ...previous.redirects.map((r) => r.from), ...previous.withdrawn.map((w) => w.id)];
  let nextId = Math.max(1000, ...used) + 1;
  const withIds = cars.map((car) => {
    const earlier = car.mergedKeys.map((key) => idByKey.get(key)).filter((id): id is number => id !== undefined);
    const id = idByKey.get(car.sourceKey) ?? (earlier.length ? Math.min(...earlier) : nextId++);
    return { ...car, id };
  });
  const live = new Set(withIds.map((car) => car.id));
  const moved = new Map<number, Redirect>();
  for (const car of withIds) {
    for (const key of car.mergedKeys) {
      const from = idByKey.get(key);
      if (from !== undefined && !live.has(from)) moved.set(from, { from, to: car.id, reason: `merged into ${car.brand} ${car.name}`, key });
    }
  }
  for (const redirect of previous.redirects) {
    if (live.has(redirect.from) || moved.has(redirect.from)) continue;
    // follow a target that has itself moved since
    let target = redirect.to;
    for (let hops = 0; !live.has(target) && moved.has(target) && hops < 10; hops++) target = moved.get(target)!.to;
    if (live.has(target)) moved.set(redirect.from, { ...redirect, to: target });
  }
  // what an earlier import published and is now neither a car nor a redirect; a redirect wins over a
  // withdrawal (a listing merged into a real car keeps sending its visitors there)
  const reasonOf = new Map(leftOut.map((row) => [row.key, row.reason]));
  const withdrawn = new Map<number, WithdrawnId>();
  const keep = (entry: WithdrawnId) => {
    if (!live.has(entry.id) && !moved.has(entry.id) && !withdrawn.has(entry.id)) withdrawn.set(entry.id, entry);
  };
  for (const car of previous.cars)
    keep({ id: car.id, key: car.sourceKey, reason: reasonOf.get(car.sourceKey) ?? 'no longer in the sources' });
  for (const redirect of previous.redirects)
    keep({ id: redirect.from, key: redirect.key, reason: `${redirect.reason}, a car since withdrawn` });
  for (const earlier of previous.withdrawn) keep(earlier);
  return {
    cars: withIds,
    redirects: [...moved.values()].sort((a, b) => a.from - b.from),
    withdrawn: [...withdrawn.values()].sort((a, b) => a.id - b.id),
  };
}

/** The `carName` segment: brand and name; two cars never share one (the import stops if they would). */
export function uniqueSlugs<T extends { id: number; brand: string; name: string }>(cars: T[]): Array<T & { slug: string }> {
  const seen = new Map<string, number>();
  return cars.map((car) => {
    const slug = slugify(`${car.brand} ${car.name}`);
    const other = seen.get(slug);
    if (other !== undefined) throw new Error(`cars ${other} and ${car.id} would share the URL slug ${slug}`);
    seen.set(slug, car.id);
    return { ...car, slug };
  });
}
