// One car, one page, one set of figures: which listings become one car, and what they show then.
import { describe, expect, it } from 'vitest';
import { assignIds, distinctNames, uniqueSlugs } from './ids';
import { Curation, parseCuration } from './curation';
import {
  clearFigures,
  combine,
  disagreement,
  leaveOutNeverBuilt,
  mergeCuratedSame,
  mergeEvListings,
  mergeNearDuplicates,
  type MergeLog,
} from './merge';
import type { Draft } from './sources';

function draft(over: Partial<Draft> & Pick<Draft, 'brand' | 'name'>): Draft {
  return {
    rawName: over.name,
    origin: 'test',
    mergedKeys: [],
    bodyType: null,
    fuel: 'petrol',
    fuels: ['petrol'],
    priceMinUsd: null,
    priceMaxUsd: null,
    powerHp: null,
    powerHpMax: null,
    torqueNm: null,
    torqueNmMax: null,
    accel0To100S: null,
    accel0To100SMax: null,
    topSpeedKmh: null,
    seats: 5,
    seatsMax: 5,
    seatsLabel: '5',
    drivetrain: null,
    engine: null,
    displacementCc: null,
    cylinders: null,
    aspiration: null,
    batteryKwh: null,
    batteryCells: null,
    chargePort: null,
    rangeKm: null,
    efficiencyWhKm: null,
    fastChargeKw: null,
    lengthMm: null,
    widthMm: null,
    heightMm: null,
    cargoL: null,
    towingKg: null,
    segment: null,
    modelYear: null,
    modelYearMax: null,
    figureNotes: {},
    source: 'cars-2025',
    sourceUrl: null,
    sourceKey: `cars-2025:${over.brand}|${over.name.toUpperCase()}`,
    ...over,
  };
}
const log = (): MergeLog => ({ merged: [], keptApart: [] });

describe('listings of one car', () => {
  it('agree within what two compilations differ by, and not beyond', () => {
    const mirai = draft({ brand: 'Toyota', name: 'Mirai', priceMinUsd: 52_400, powerHp: 151, accel0To100S: 9.2, topSpeedKmh: 180 });
    expect(disagreement(mirai, { ...mirai, priceMinUsd: 49_500, powerHp: 152, accel0To100S: 9 })).toBeNull();
    expect(disagreement(mirai, { ...mirai, accel0To100S: 8.3 })).toBe('0–100 km/h differs');
    expect(disagreement(mirai, { ...mirai, powerHp: 300 })).toBe('power differs');
    expect(disagreement(mirai, { ...mirai, displacementCc: 1800 })).toBeNull(); // one side unknown
    expect(disagreement({ ...mirai, displacementCc: 2000 }, { ...mirai, displacementCc: 1800 })).toBe('engines differ');
    expect(disagreement(mirai, { ...mirai, fuels: ['diesel'] })).toBe('fuels differ');
  });

  it('become one car showing the range of both, keeping the main row’s id and redirecting the other', () => {
    const a = draft({
      brand: 'Porsche',
      name: 'Macan S',
      priceMinUsd: 75_000,
      priceMaxUsd: 75_000,
      powerHp: 375,
      powerHpMax: 375,
      accel0To100S: 4.8,
      accel0To100SMax: 4.8,
      sourceKey: 'a',
    });
    const b = draft({
      brand: 'Porsche',
      name: 'MACAN  S',
      priceMinUsd: 70_400,
      priceMaxUsd: 70_400,
      powerHp: 375,
      powerHpMax: 375,
      accel0To100S: 4.6,
      accel0To100SMax: 4.6,
      sourceKey: 'b',
    });
    const merged = combine(a, b);
    expect(merged).toMatchObject({
      name: 'Macan S',
      priceMinUsd: 70_400,
      priceMaxUsd: 75_000,
      accel0To100S: 4.6,
      accel0To100SMax: 4.8,
      mergedKeys: ['b'],
    });
    const { cars, redirects } = assignIds([merged], {
      cars: [
        { id: 1544, sourceKey: 'a' },
        { id: 1584, sourceKey: 'b' },
      ],
      redirects: [],
      withdrawn: [],
    });
    expect(cars[0]!.id).toBe(1544);
    expect(redirects).toEqual([{ from: 1584, to: 1544, reason: 'merged into Porsche Macan S', key: 'b' }]);
  });

  it('merge near-duplicates by name folded for case, spacing and punctuation, keeping + apart', () => {
    const l = log();
    const result = mergeNearDuplicates(
      [
        draft({ brand: 'Ford', name: 'KA+', powerHp: 70 }),
        draft({ brand: 'Ford', name: 'Ka +', powerHp: 70 }),
        draft({ brand: 'Toyota', name: 'C-HR', powerHp: 144 }),
        draft({ brand: 'Toyota', name: 'C-HR+', powerHp: 140 }),
        draft({ brand: 'Ford', name: 'Explorer', powerHp: 300 }),
        draft({ brand: 'Ford', name: 'Explorer', powerHp: 400, modelYear: 2024 }),
      ],
      l,
    );
    expect(result.map((car) => car.name)).toEqual(['KA+', 'C-HR', 'C-HR+', 'Explorer', 'Explorer']);
    expect(l.merged).toHaveLength(1);
    expect(l.keptApart[0]).toMatch(/Explorer .*power differs/);
  });
});

describe('what the curated table says of listings', () => {
  const curation = new Curation(
    parseCuration(
      [
        'brand,match,fact,value,reason',
        'Rolls-Royce,^Cullinan SUV$,same,Cullinan,The Cullinan is an SUV',
        'Rolls-Royce,^Dawn Convertible$,same,Dawn,The Dawn is a convertible',
      ].join('\n'),
    ),
  );

  it('merges two names of one car where their figures agree, and says why not where they do not', () => {
    const l = log();
    const result = mergeCuratedSame(
      [
        draft({ brand: 'Rolls-Royce', name: 'Cullinan', powerHp: 563, priceMinUsd: 325_000, priceMaxUsd: 325_000, sourceKey: 'c' }),
        draft({ brand: 'Rolls-Royce', name: 'Cullinan SUV', powerHp: 563, priceMinUsd: 320_000, priceMaxUsd: 320_000, sourceKey: 'c-suv' }),
        draft({ brand: 'Rolls-Royce', name: 'Dawn', powerHp: 563 }),
        draft({ brand: 'Rolls-Royce', name: 'Dawn Convertible', powerHp: 624 }),
      ],
      curation,
      l,
    );
    expect(result.map((car) => car.name)).toEqual(['Cullinan', 'Dawn', 'Dawn Convertible']);
    expect(result[0]).toMatchObject({ priceMinUsd: 320_000, priceMaxUsd: 325_000, mergedKeys: ['c-suv'] });
    expect(l.keptApart).toEqual([expect.stringMatching(/Dawn Convertible: .*same car as Dawn, but power differs/)]);
  });

  it('leaves out a listing the table names as never built, with the row that says so, and no other', () => {
    const table = new Curation(
      parseCuration(['brand,match,fact,value,reason', 'Porsche,^911 Sport Turismo$,drop,never built,A Panamera body'].join('\n')),
    );
    const turismo = draft({ brand: 'Porsche', name: '911 Sport Turismo' });
    const panamera = draft({ brand: 'Porsche', name: 'Panamera 4 Sport Turismo' });
    const { kept, leftOut } = leaveOutNeverBuilt([turismo, panamera], table);
    expect(kept).toEqual([panamera]);
    expect(leftOut).toEqual([{ draft: turismo, row: expect.objectContaining({ reason: 'A Panamera body', line: 2 }) }]);
  });

  it('leaves out a listing’s figures the table clears before it compares and combines them', () => {
    const table = new Curation(
      parseCuration(
        [
          'brand,match,fact,value,reason',
          'Porsche,^911 GT4 RS$,same,718 Cayman GT4 RS,No 911 GT4 RS',
          'Porsche,^911 GT4 RS$,clear,price|power,PS as hp and no GT4 RS price',
        ].join('\n'),
      ),
    );
    const l = log();
    const [gt4rs, ...rest] = mergeCuratedSame(
      [
        draft({ brand: 'Porsche', name: '718 Cayman GT4 RS', powerHp: 493, powerHpMax: 493, priceMinUsd: 141_700, priceMaxUsd: 141_700 }),
        draft({ brand: 'Porsche', name: '911 GT4 RS', powerHp: 500, powerHpMax: 500, priceMinUsd: 222_000, priceMaxUsd: 222_000 }),
      ],
      table,
      l,
    );
    // $222,000 would have kept them apart (prices differ), and made a $141,700–$222,000 range
    expect(rest).toEqual([]);
    expect(gt4rs).toMatchObject({ powerHp: 493, powerHpMax: 493, priceMinUsd: 141_700, priceMaxUsd: 141_700 });
    expect(l.merged).toEqual([expect.stringMatching(/911 GT4 RS: .* its price, power left out/)]);
  });

  it('makes a figure shown to be wrong unknown, with its qualifier', () => {
    const fiesta = draft({
      brand: 'Ford',
      name: 'Fiesta',
      powerHp: 85,
      accel0To100S: 7,
      accel0To100SMax: 7,
      figureNotes: { accel: 'est.', power: 'est.' },
    });
    expect(clearFigures(fiesta, ['accel'])).toMatchObject({
      powerHp: 85,
      accel0To100S: null,
      accel0To100SMax: null,
      figureNotes: { power: 'est.' },
    });
  });

  it('makes a battery that is another car’s unknown, and keeps the other figures', () => {
    // the first file's petrol up! carries the e-up!'s 32.3 kWh
    const up = draft({ brand: 'Volkswagen', name: 'Up!', powerHp: 82, batteryKwh: 32.3, figureNotes: { price: 'from' } });
    expect(clearFigures(up, ['battery'])).toMatchObject({
      powerHp: 82,
      batteryKwh: null,
      batteryCells: null,
      figureNotes: { price: 'from' },
    });
  });

  it('makes a cylinder count read from a wrong engine description unknown, with the description', () => {
    // Volvo's 1,969 cc 2.0 four, listed as an I6
    const xc90 = draft({ brand: 'Volvo', name: 'XC90', engine: 'I6', cylinders: 6, displacementCc: 1969 });
    expect(clearFigures(xc90, ['engine', 'cylinders'])).toMatchObject({ engine: null, cylinders: null, displacementCc: 1969 });
    expect(clearFigures(xc90, ['engine'])).toMatchObject({ engine: null, cylinders: 6 });
    // the Niro Hybrid's 1.6, listed as a turbo: the aspiration read from the text goes only when named
    const niro = draft({ brand: 'Kia', name: 'Niro SX Hybrid', engine: '1.6L Turbocharged', aspiration: 'turbocharged' });
    expect(clearFigures(niro, ['engine'])).toMatchObject({ engine: null, aspiration: 'turbocharged' });
    expect(clearFigures(niro, ['engine', 'aspiration'])).toMatchObject({ engine: null, aspiration: null });
    // the M850i's 4,395 cc V8, listed at the Z8's 4,935 cc
    const m850i = draft({ brand: 'BMW', name: 'M850i', engine: 'V8', cylinders: 8, displacementCc: 4935 });
    expect(clearFigures(m850i, ['displacement'])).toMatchObject({ engine: 'V8', cylinders: 8, displacementCc: null });
  });
});

describe('an EV listed in both files', () => {
  const none = new Curation([]);
  const first = (over: Partial<Draft>) =>
    draft({ brand: 'Porsche', name: 'Taycan GTS', fuel: 'electric', fuels: ['electric'], priceMinUsd: 131_000, powerHp: 590, ...over });
  const ev = (over: Partial<Draft>) =>
    draft({
      brand: 'Porsche',
      name: 'Taycan GTS',
      fuel: 'electric',
      fuels: ['electric'],
      source: 'ev-specs-2025',
      sourceKey: 'ev:1',
      rangeKm: 500,
      ...over,
    });

  it('is one car only when battery, 0–100 and top speed agree', () => {
    const l = log();
    const [car, ...rest] = mergeEvListings(
      [first({ batteryKwh: 97, accel0To100S: 3.3, topSpeedKmh: 250 })],
      [ev({ batteryKwh: 97, accel0To100S: 3.3, topSpeedKmh: 250 })],
      none,
      l,
    );
    expect(rest).toEqual([]);
    // the EV file's figures, the first file's price and power: one version
    expect(car).toMatchObject({ source: 'both', rangeKm: 500, priceMinUsd: 131_000, powerHp: 590, sourceKey: 'ev:1' });
  });

  it('stays two cars when they are two generations, however close', () => {
    const l = log();
    const cars = mergeEvListings(
      [first({ batteryKwh: 93.4, accel0To100S: 3.5, topSpeedKmh: 250 })],
      [ev({ batteryKwh: 97, accel0To100S: 3.3, topSpeedKmh: 250 })],
      none,
      l,
    );
    expect(cars).toHaveLength(2);
    expect(l.merged).toEqual([]);
    // and their names tell them apart
    expect(distinctNames(cars).map((car) => car.name)).toEqual(['Taycan GTS 93.4 kWh', 'Taycan GTS 97 kWh']);
  });

  it('is not merged into a petrol car of the same name', () => {
    const cars = mergeEvListings([draft({ brand: 'Fiat', name: '500' })], [ev({ brand: 'Fiat', name: '500' })], none, log());
    expect(cars).toHaveLength(2);
  });

  it("is one car where the curated table says so, with the EV file's figures and both times and seats", () => {
    const plaid: Partial<Draft> & Pick<Draft, 'brand' | 'name'> = {
      brand: 'Tesla',
      name: 'Model S Plaid',
      fuel: 'electric',
      fuels: ['electric'],
    };
    const curation = new Curation(
      parseCuration(['brand,match,fact,value,reason', 'Tesla,^Model S Plaid$,same,Model S Plaid,One car measured two ways'].join('\n')),
    );
    const firstFile = draft({
      ...plaid,
      batteryKwh: 100,
      accel0To100S: 2.1,
      accel0To100SMax: 2.1,
      topSpeedKmh: 322,
      powerHp: 1020,
      priceMinUsd: 108_490,
    });
    const evFile = draft({
      ...plaid,
      source: 'ev-specs-2025',
      sourceKey: 'ev:9',
      batteryKwh: 95,
      accel0To100S: 2.3,
      accel0To100SMax: 2.3,
      topSpeedKmh: 282,
    });
    const l = log();
    const [car, ...rest] = mergeEvListings([firstFile], [evFile], curation, l);
    expect(rest).toEqual([]);
    expect(car).toMatchObject({ batteryKwh: 95, topSpeedKmh: 282, powerHp: 1020, priceMinUsd: 108_490 });
    expect(car).toMatchObject({ accel0To100S: 2.1, accel0To100SMax: 2.3, seats: 5, seatsMax: 5, seatsLabel: '5' });
    // seats the files disagree on are both files' range (the Model X Plaid: 6 in one, 7 in the other)
    const [sixOrSeven] = mergeEvListings(
      [{ ...firstFile, seats: 6, seatsMax: 6, seatsLabel: '6' }],
      [{ ...evFile, seats: 7, seatsMax: 7, seatsLabel: '7' }],
      curation,
      log(),
    );
    expect(sixOrSeven).toMatchObject({ seats: 6, seatsMax: 7, seatsLabel: '6–7' });
    expect(l.merged).toEqual([expect.stringMatching(/Model S Plaid: .* curated line 2$/)]);
    // and the curated merge that comes after leaves the one car alone
    expect(mergeCuratedSame([car!], curation, l)).toEqual([car]);
    expect(l.keptApart).toEqual([]);
    // without the curated row they stay two
    expect(mergeEvListings([firstFile], [evFile], none, log())).toHaveLength(2);
  });
});

describe('names and addresses', () => {
  it('tells apart cars that share a name by model year, engine, battery, 0–100 km/h time, then listing', () => {
    const named = distinctNames([
      draft({ brand: 'Ford', name: 'Mustang Mach-E GT', modelYear: 2024, modelYearMax: 2024 }),
      draft({ brand: 'Ford', name: 'Mustang Mach-E GT', modelYear: 2025, modelYearMax: 2026 }),
      draft({ brand: 'Nissan', name: 'NX Coupe', displacementCc: 1998 }),
      draft({ brand: 'Nissan', name: 'NX Coupe', displacementCc: 1838 }),
      draft({ brand: 'Hyundai', name: 'Elantra', displacementCc: 1999, accel0To100S: 9.5, accel0To100SMax: 9.5 }),
      draft({ brand: 'Hyundai', name: 'Elantra', displacementCc: 1998, accel0To100S: 8.3, accel0To100SMax: 8.3 }),
      draft({ brand: 'Volkswagen', name: 'ID.4 GTX', batteryKwh: 77, accel0To100S: 6.2, accel0To100SMax: 6.2 }),
      draft({ brand: 'Volkswagen', name: 'ID.4 GTX', batteryKwh: 77, accel0To100S: 5.4, accel0To100SMax: 5.8 }),
      draft({ brand: 'Mazda', name: 'Carol', accel0To100S: 15.5, accel0To100SMax: 15.5 }),
      draft({ brand: 'Mazda', name: 'Carol', accel0To100S: null, accel0To100SMax: null }),
      draft({ brand: 'Kia', name: 'EV6' }),
    ]).map((car) => car.name);
    expect(named).toEqual([
      'Mustang Mach-E GT (MY24)',
      'Mustang Mach-E GT (MY25-26)',
      'NX Coupe 2.0 L',
      'NX Coupe 1.8 L',
      'Elantra (0–100 km/h 9.5 s)',
      'Elantra (0–100 km/h 8.3 s)',
      'ID.4 GTX (0–100 km/h 6.2 s)',
      'ID.4 GTX (0–100 km/h 5.4–5.8 s)',
      // no figure states a difference: only the order of the listings does
      'Carol',
      'Carol (listing 2)',
      'EV6',
    ]);
  });

  it('gives new cars numbers never used, redirected ones included, and keeps old redirects pointing at live cars', () => {
    const { cars, redirects } = assignIds(
      [
        draft({ brand: 'Kia', name: 'EV3', sourceKey: 'new' }),
        draft({ brand: 'Kia', name: 'EV6', sourceKey: 'ev6', mergedKeys: ['old-ev6'] }),
      ],
      {
        cars: [
          { id: 1001, sourceKey: 'ev6' },
          { id: 1002, sourceKey: 'old-ev6' },
        ],
        redirects: [{ from: 1500, to: 1002, reason: 'merged into Kia EV6 (old)' }],
        withdrawn: [],
      },
    );
    expect(cars.map((car) => car.id)).toEqual([1501, 1001]);
    expect(redirects).toEqual([
      { from: 1002, to: 1001, reason: 'merged into Kia EV6', key: 'old-ev6' },
      // followed to where its target moved since
      { from: 1500, to: 1001, reason: 'merged into Kia EV6 (old)' },
    ]);
  });

  it('gives a row its old id back when it is a car of its own again', () => {
    const { cars, redirects } = assignIds([draft({ brand: 'Lamborghini', name: 'Aventador Roadster', sourceKey: 'roadster' })], {
      cars: [{ id: 1055, sourceKey: 'coupe' }],
      redirects: [{ from: 1065, to: 1055, reason: 'merged into Lamborghini Aventador', key: 'roadster' }],
      withdrawn: [],
    });
    expect(cars[0]!.id).toBe(1065);
    expect(redirects).toEqual([]);
  });

  it('keeps the id of a listing left out as never built, so no later car takes its address', () => {
    const before = {
      cars: [
        { id: 1624, sourceKey: 'sport-turismo' },
        { id: 1547, sourceKey: 'carrera' },
      ],
      redirects: [],
      withdrawn: [],
    };
    const carrera = draft({ brand: 'Porsche', name: '911 Carrera', sourceKey: 'carrera' });
    const first = assignIds([carrera], before, [{ key: 'sport-turismo', reason: 'Never built' }]);
    expect(first.withdrawn).toEqual([{ id: 1624, key: 'sport-turismo', reason: 'Never built' }]);
    // the next import: the withdrawn id is the highest ever given, and a new car takes the one after it
    const st = draft({ brand: 'Porsche', name: '911 S/T', sourceKey: 'st' });
    const next = assignIds([carrera, st], { cars: [{ id: 1547, sourceKey: 'carrera' }], redirects: [], withdrawn: first.withdrawn });
    expect(next.cars.map((car) => car.id)).toEqual([1547, 1625]);
    expect(next.withdrawn).toEqual(first.withdrawn);
    // a listing the table no longer leaves out is a car again, at its old address
    const back = assignIds([draft({ brand: 'Porsche', name: '911 Sport Turismo', sourceKey: 'sport-turismo' })], {
      cars: [],
      redirects: [],
      withdrawn: first.withdrawn,
    });
    expect(back).toMatchObject({ cars: [{ id: 1624 }], withdrawn: [] });
  });

  it('keeps every address once published that is no longer a car or a redirect, a redirect winning', () => {
    const previous = {
      cars: [
        { id: 1624, sourceKey: 'sport-turismo' },
        { id: 1630, sourceKey: 'gone' },
        { id: 1547, sourceKey: 'carrera' },
      ],
      redirects: [
        { from: 1700, to: 1624, reason: 'merged into Porsche 911 Sport Turismo' },
        { from: 1701, to: 1547, reason: 'merged into Porsche 911 Carrera', key: 'carrera-s' },
      ],
      withdrawn: [],
    };
    const carrera = draft({ brand: 'Porsche', name: '911 Carrera', sourceKey: 'carrera' });
    // the 911 Sport Turismo left out, a car gone from the sources, and a listing merged earlier now left out
    const { redirects, withdrawn } = assignIds([carrera], previous, [
      { key: 'sport-turismo', reason: 'Never built' },
      { key: 'carrera-s', reason: 'Never built either' },
    ]);
    expect(withdrawn).toEqual([
      { id: 1624, key: 'sport-turismo', reason: 'Never built' },
      { id: 1630, key: 'gone', reason: 'no longer in the sources' },
      { id: 1700, reason: 'merged into Porsche 911 Sport Turismo, a car since withdrawn' },
    ]);
    // the merged listing keeps sending its visitors to the car it became: never in both files
    expect(redirects).toEqual([previous.redirects[1]]);
    // and a withdrawn listing merged into a car again redirects, no longer withdrawn
    const merged = assignIds([{ ...carrera, mergedKeys: ['sport-turismo'] }], {
      cars: [carrera].map(() => ({ id: 1547, sourceKey: 'carrera' })),
      redirects: [],
      withdrawn,
    });
    expect(merged.redirects.map((r) => r.from)).toEqual([1624]);
    expect(merged.withdrawn.map((w) => w.id)).toEqual([1630, 1700]);
  });

  it('refuses two cars on one address', () => {
    expect(() =>
      uniqueSlugs([
        { id: 1, brand: 'Ford', name: 'KA+' },
        { id: 2, brand: 'Ford', name: 'Ka Plus' },
      ]),
    ).toThrow(/share the URL slug ford-ka-plus/);
  });
});
