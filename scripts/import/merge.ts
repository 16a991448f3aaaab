// One car, one page, one set of figures. Two rows become one car only when they are the same car: the
// same name (up to spacing, case and punctuation) and figures that agree within what two compilations of
// one car's figures differ by. Otherwise both stay, as clearly named variants (scripts/import/ids.ts).
import type { Clearable, CuratedRow, Curation } from './curation.ts';
import type { Draft } from './sources.ts';
import { foldedName } from './words.ts';

type Figures = Pick<
  Draft,
  'priceMinUsd' | 'powerHp' | 'accel0To100S' | 'topSpeedKmh' | 'displacementCc' | 'batteryKwh' | 'fuels' | 'seats'
>;

const within = (a: number | null, b: number | null, tolerance: (low: number) => number) =>
  a === null || b === null || Math.abs(a - b) <= tolerance(Math.min(a, b));

/**
 * Why two listings of one name are not the same car, or null when every figure both state agrees:
 * price within 25% (list prices move between years and markets), power within 5%, 0–100 km/h within
 * 0.5 s, top speed within 8%, displacement within 100 cc, battery within 5%, the same fuels and seats.
 */
export function disagreement(a: Figures, b: Figures): string | null {
  if (a.fuels.join() !== b.fuels.join()) return 'fuels differ';
  if (a.seats !== null && b.seats !== null && a.seats !== b.seats) return 'seats differ';
  if (!within(a.displacementCc, b.displacementCc, () => 100)) return 'engines differ';
  if (!within(a.batteryKwh, b.batteryKwh, (low) => low * 0.05)) return 'batteries differ';
  if (!within(a.powerHp, b.powerHp, (low) => low * 0.05)) return 'power differs';
  if (!within(a.accel0To100S, b.accel0To100S, () => 0.5)) return '0–100 km/h differs';
  if (!within(a.topSpeedKmh, b.topSpeedKmh, (low) => low * 0.08)) return 'top speed differs';
  if (!within(a.priceMinUsd, b.priceMinUsd, (low) => low * 0.25)) return 'prices differ';
  return null;
}

const lowest = (...values: Array<number | null>) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? Math.min(...known) : null;
};
const highest = (...values: Array<number | null>) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? Math.max(...known) : null;
};

/** Two listings of the same car as one: where they differ, the figure becomes the range of both. */
export function combine(first: Draft, second: Draft): Draft {
  return {
    ...first,
    priceMinUsd: lowest(first.priceMinUsd, second.priceMinUsd),
    priceMaxUsd: highest(first.priceMaxUsd, second.priceMaxUsd),
    powerHp: lowest(first.powerHp, second.powerHp),
    powerHpMax: highest(first.powerHpMax, second.powerHpMax),
    torqueNm: lowest(first.torqueNm, second.torqueNm),
    torqueNmMax: highest(first.torqueNmMax, second.torqueNmMax),
    accel0To100S: lowest(first.accel0To100S, second.accel0To100S),
    accel0To100SMax: highest(first.accel0To100SMax, second.accel0To100SMax),
    topSpeedKmh: highest(first.topSpeedKmh, second.topSpeedKmh),
    engine: first.engine ?? second.engine,
    cylinders: first.cylinders ?? second.cylinders,
    aspiration: first.aspiration ?? second.aspiration,
    figureNotes: { ...second.figureNotes, ...first.figureNotes },
    mergedKeys: [...first.mergedKeys, second.sourceKey, ...second.mergedKeys],
  };
}

export type MergeLog = { merged: string[]; keptApart: string[] };

/**
 * Rows of one source file that name the same car (`KA+` twice, `Mirai` twice with figures a few percent
 * apart) become one car; the same name with figures that disagree stays as two (`Explorer` with 300 hp
 * and `Explorer (2024)` with 400 hp), and the log says why.
 */
export function mergeNearDuplicates(drafts: Draft[], log: MergeLog): Draft[] {
  const groups = new Map<string, Draft[]>();
  for (const draft of drafts) {
    const key = `${draft.brand}|${foldedName(draft.name)}`;
    groups.set(key, [...(groups.get(key) ?? []), draft]);
  }
  const result: Draft[] = [];
  for (const group of groups.values()) {
    const kept: Draft[] = [];
    for (const draft of group) {
      const index = kept.findIndex((other) => disagreement(other, draft) === null && other.modelYear === draft.modelYear);
      if (index < 0) {
        if (kept.length) {
          log.keptApart.push(
            `${draft.brand} ${draft.rawName} (${draft.origin}) and ${kept[0]!.origin}: ${disagreement(kept[0]!, draft) ?? 'model years differ'}`,
          );
        }
        kept.push(draft);
        continue;
      }
      log.merged.push(`${draft.brand} ${draft.rawName}: ${draft.origin} into ${kept[index]!.origin}`);
      kept[index] = combine(kept[index]!, draft);
    }
    result.push(...kept);
  }
  return result;
}

/** The EV file names a trim with extras in brackets (`Model 3 Performance (Highland)`); the key leaves them out. */
const evKey = (draft: Draft) => `${draft.brand}|${foldedName(draft.name.replace(/\(.*?\)/g, ''))}`;

/**
 * A curated `same` that names a car by its own name: the two files' listings of that name are one
 * version, though their figures differ by more than the tolerances below (the Model S Plaid's 100 kWh
 * and 2.1 s in one, 95 kWh and 2.3 s in the other: two ways of measuring one car). Read by the EV
 * merge; `mergeCuratedSame` leaves such rows alone.
 */
function curatedSelf(curation: Curation, car: Pick<Draft, 'brand' | 'name'>) {
  const same = curation.fact(car.brand, car.name, 'same');
  return same && foldedName(same.value) === foldedName(car.name) ? same : null;
}

/** Both files' seats, a range where they differ (the Model X Plaid: 6 in one, 7 in the other). */
function seatsOfBoth(row: Draft, car: Draft): Pick<Draft, 'seats' | 'seatsMax' | 'seatsLabel'> {
  const seats = lowest(row.seats, car.seats);
  const seatsMax = highest(row.seatsMax, car.seatsMax);
  const apart = seats !== null && seatsMax !== null && seats !== seatsMax;
  return { seats, seatsMax, seatsLabel: apart ? `${seats}–${seatsMax}` : (row.seatsLabel ?? car.seatsLabel) };
}

/**
 * An electric car of the first file and the EV file's row of the same name become one car only when
 * they describe the same version: battery within 5%, 0–100 km/h within 0.1 s and top speed within 3%
 * where both state them, and exactly one EV row agrees. Tight on purpose: a Taycan GTS of the first
 * generation (93.4 kWh, 3.5 s) and of the second (97 kWh, 3.3 s) differ by less than two listings of
 * one car often do, and a card must never mix them. The EV file gives the EV figures; the first file
 * adds price, power and engine, which then belong to the same version. Where the curated table says
 * the one EV row of the name is this car (`curatedSelf`), they merge whatever their figures: the EV
 * file's battery and top speed stand, and the 0–100 km/h time and the seats are both files' ranges.
 */
export function mergeEvListings(first: Draft[], ev: Draft[], curation: Curation, log: MergeLog): Draft[] {
  const byKey = new Map<string, Draft[]>();
  for (const draft of ev) byKey.set(evKey(draft), [...(byKey.get(evKey(draft)) ?? []), draft]);
  const taken = new Set<Draft>();
  const result: Draft[] = [];
  for (const car of first) {
    const candidates = car.fuels.length === 1 && car.fuels[0] === 'electric' ? (byKey.get(evKey(car)) ?? []) : [];
    const agreeing = candidates.filter(
      (row) =>
        !taken.has(row) &&
        within(car.batteryKwh, row.batteryKwh, (low) => low * 0.05) &&
        within(car.accel0To100S, row.accel0To100S, () => 0.1 + 1e-9) &&
        within(car.topSpeedKmh, row.topSpeedKmh, (low) => low * 0.03),
    );
    const open = candidates.filter((row) => !taken.has(row));
    const curated = agreeing.length !== 1 && open.length === 1 ? curatedSelf(curation, car) : null;
    if (curated) agreeing.splice(0, agreeing.length, open[0]!);
    if (agreeing.length !== 1) {
      if (candidates.length) {
        log.keptApart.push(
          `${car.brand} ${car.name} (${car.origin}): ${agreeing.length ? 'several' : 'no'} EV-file rows of that name agree on battery, 0–100 km/h and top speed`,
        );
      }
      result.push(car);
      continue;
    }
    const row = agreeing[0]!;
    taken.add(row);
    log.merged.push(`${car.brand} ${car.name}: ${car.origin} with ${row.origin}${curated ? `, curated line ${curated.row.line}` : ''}`);
    result.push({
      ...row,
      priceMinUsd: car.priceMinUsd,
      priceMaxUsd: car.priceMaxUsd,
      powerHp: car.powerHp,
      powerHpMax: car.powerHpMax,
      engine: car.engine,
      // both files' times, a range where they differ (as `combine` does): the Plaid's 2.1 and 2.3 s
      accel0To100S: lowest(row.accel0To100S, car.accel0To100S),
      accel0To100SMax: highest(row.accel0To100SMax, car.accel0To100SMax),
      torqueNm: row.torqueNm ?? car.torqueNm,
      torqueNmMax: row.torqueNmMax ?? car.torqueNmMax,
      ...seatsOfBoth(row, car),
      // the first file's qualifiers of the figures it gives (the EV file's figures have none)
      figureNotes: Object.fromEntries(Object.entries(car.figureNotes).filter(([key]) => key === 'price' || key === 'power')),
      modelYear: row.modelYear ?? car.modelYear,
      modelYearMax: row.modelYearMax ?? car.modelYearMax,
      source: 'both',
      mergedKeys: [car.sourceKey, ...car.mergedKeys, ...row.mergedKeys],
    });
  }
  return [...result, ...ev.filter((row) => !taken.has(row))];
}

/**
 * Cars the curated table names as one car listed twice under two names (`Cullinan SUV` is the
 * `Cullinan`, `Datsun 240Z (Classic)` the `Datsun 240Z`): merged into the named car when their figures
 * agree as above, else kept apart and reported; a figure the table clears on the listing is left out
 * first. The named car keeps its id; the other redirects.
 */
export function mergeCuratedSame(drafts: Draft[], curation: Curation, log: MergeLog): Draft[] {
  const byName = new Map(drafts.map((draft) => [`${draft.brand}|${draft.name}`, draft]));
  // a target that has taken in a listing already is compared and combined as it is now
  const latest = new Map<Draft, Draft>();
  const now = (draft: Draft) => latest.get(draft) ?? draft;
  const gone = new Set<Draft>();
  for (const draft of drafts) {
    const same = curation.fact(draft.brand, draft.name, 'same');
    // a car named the same as itself is the EV merge's (`curatedSelf`)
    if (!same || foldedName(same.value) === foldedName(draft.name)) continue;
    const target = byName.get(`${draft.brand}|${same.value}`);
    if (!target || target === draft || gone.has(target)) {
      log.keptApart.push(
        `${draft.brand} ${draft.name}: the curated table names it the same car as "${same.value}", which is not in the catalogue (line ${same.row.line})`,
      );
      continue;
    }
    // the listing's figures the table shows to be wrong are left out before they are compared and
    // combined (the `911 GT4 RS` row's 500 PS given as hp, and a price no GT4 RS had)
    const clear = curation.fact(draft.brand, draft.name, 'clear', draft.batteryKwh ?? null);
    const listing = clear ? clearFigures(draft, clear.value.split('|') as Clearable[]) : draft;
    const why = disagreement(now(target), listing);
    if (why) {
      log.keptApart.push(
        `${draft.brand} ${draft.name}: the curated table names it the same car as ${same.value}, but ${why} (line ${same.row.line})`,
      );
      continue;
    }
    const cleared = clear ? `, its ${clear.value.replace(/\|/g, ', ')} left out (curated line ${clear.row.line})` : '';
    log.merged.push(
      `${draft.brand} ${draft.name}: ${draft.origin} into ${same.value} (${target.origin}), curated line ${same.row.line}${cleared}`,
    );
    latest.set(target, combine(now(target), listing));
    gone.add(draft);
  }
  return drafts.filter((draft) => !gone.has(draft)).map(now);
}

const CLEARED_FIELDS: Record<Clearable, Array<keyof Draft>> = {
  price: ['priceMinUsd', 'priceMaxUsd'],
  power: ['powerHp', 'powerHpMax'],
  torque: ['torqueNm', 'torqueNmMax'],
  accel: ['accel0To100S', 'accel0To100SMax'],
  topSpeed: ['topSpeedKmh'],
  battery: ['batteryKwh', 'batteryCells'],
  engine: ['engine'],
  aspiration: ['aspiration'],
  cylinders: ['cylinders'],
  displacement: ['displacementCc'],
};

/**
 * The listings the curated table names as cars their makers never built (a `drop` row, decision 119)
 * left out, each with the row that says so, before any merge: a car that never existed lends no real
 * one its figures.
 */
export function leaveOutNeverBuilt(
  drafts: Draft[],
  curation: Curation,
): { kept: Draft[]; leftOut: Array<{ draft: Draft; row: CuratedRow }> } {
  const kept: Draft[] = [];
  const leftOut: Array<{ draft: Draft; row: CuratedRow }> = [];
  for (const draft of drafts) {
    const drop = curation.fact(draft.brand, draft.name, 'drop');
    if (drop) leftOut.push({ draft, row: drop.row });
    else kept.push(draft);
  }
  return { kept, leftOut };
}

/** A figure the curated table shows to be wrong (an 85 hp Fiesta does not reach 100 km/h in 7 s) becomes unknown. */
export function clearFigures(draft: Draft, fields: Clearable[]): Draft {
  const cleared: Draft = { ...draft, figureNotes: { ...draft.figureNotes } };
  for (const field of fields) {
    for (const key of CLEARED_FIELDS[field]) (cleared as Record<string, unknown>)[key] = null;
    // its qualifier, where the figure has one (a battery or an engine has none)
    delete (cleared.figureNotes as Record<string, string>)[field];
  }
  return cleared;
}
