// The EPA matching and narrowing rules on hand-made rows, then the cases SOURCES.md §4 names on the real file.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpaFacts } from '#app/catalogue/car-facts.ts';
import { epaFactsFor, rowFuels, transmissionLabel, trimWords, wantedDrive, type EpaResult } from './epa';
import { EPA_FILE, isMildHybridBattery, readEpaZip, type EpaRow } from './epa-file';
import { brandOfMake, continuesWithModelNumber, EpaIndex, sameModel, type EpaCarInput } from './epa-match';

function row(over: Partial<EpaRow> & Pick<EpaRow, 'make' | 'baseModel'>): EpaRow {
  return {
    year: 2025,
    model: over.baseModel,
    vclass: 'Compact Cars',
    drive: 'Front-Wheel Drive',
    trany: 'Automatic (S8)',
    displ: 2,
    cylinders: 4,
    turbo: false,
    supercharger: false,
    fuelType: 'Regular',
    atvType: '',
    cityMpg: 25,
    highwayMpg: 35,
    combMpg: 29,
    co2Gpm: 300,
    combKwhPer100Mi: null,
    rangeMi: null,
    ...over,
  };
}
const ev = (over: Partial<EpaRow> & Pick<EpaRow, 'make' | 'baseModel'>) =>
  row({
    displ: null,
    cylinders: null,
    fuelType: 'Electricity',
    atvType: 'EV',
    trany: 'Automatic (A1)',
    cityMpg: 130,
    highwayMpg: 110,
    combMpg: 120,
    co2Gpm: null,
    combKwhPer100Mi: 28,
    rangeMi: 300,
    ...over,
  });

function car(over: Partial<EpaCarInput> & Pick<EpaCarInput, 'brand' | 'family'>): EpaCarInput {
  return { name: over.family, aliases: null, fuels: ['petrol'], displacementCc: null, cylinders: null, drivetrain: null, ...over };
}
function facts(result: EpaResult): EpaFacts {
  if (result.status !== 'matched') throw new Error(`${result.status}: ${result.reason}`);
  return result.facts;
}

describe('transmissions', () => {
  it.each([
    ['Automatic (S8)', '8-speed automatic'],
    ['Automatic 8-spd', '8-speed automatic'],
    ['Automatic (S10)', '10-speed automatic'],
    ['Automatic (L4)', '4-speed automatic'],
    ['Manual 6-spd', '6-speed manual'],
    ['Manual 4-spd Doubled', '4-speed manual'],
    ['Automatic (AV-S7)', 'CVT'],
    ['Automatic (AV-S1)', 'CVT'],
    ['Automatic (variable gear ratios)', 'CVT'],
    ['Automatic (AM-S7)', '7-speed dual-clutch'],
    ['Automatic (AM7)', '7-speed dual-clutch'],
    ['Automatic (A1)', 'single-speed'],
    ['Automatic (A2)', '2-speed automatic'],
    ['', null],
  ])('%s → %s', (trany, label) => expect(transmissionLabel(trany)).toBe(label));
});

describe('reading', () => {
  it('maps EPA makes to catalogue brands', () => {
    expect(
      [
        'McLaren Automotive',
        'INEOS Automotive',
        'smart',
        'Vinfast',
        'Mini',
        'MINI',
        'Alfa Romeo',
        'Mercedes-Benz',
        'Rolls-Royce',
        'Land Rover',
        'Aston Martin',
        'STI',
      ].map(brandOfMake),
    ).toEqual([
      'McLaren',
      'Ineos',
      'Smart',
      'VinFast',
      'MINI',
      'MINI',
      'Alfa Romeo',
      'Mercedes-Benz',
      'Rolls-Royce',
      'Land Rover',
      'Aston Martin',
      'Subaru',
    ]);
  });
  it('tells a 48 V mild hybrid from a full hybrid by its battery voltage', () => {
    expect(['48V Li-Ion', '14V Li-Ion', '44V Li-Ion', '259V Li-Ion', '', '85 and 88 kW'].map(isMildHybridBattery)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
  it('gives each row the catalogue fuels it is consistent with', () => {
    expect(rowFuels({ atvType: '', fuelType: 'Regular' })).toEqual(['petrol']);
    expect(rowFuels({ atvType: 'FFV', fuelType: 'Gasoline or E85' })).toEqual(['petrol']);
    expect(rowFuels({ atvType: '', fuelType: 'Diesel' })).toEqual(['diesel']);
    expect(rowFuels({ atvType: 'Hybrid', fuelType: 'Premium', mildHybrid: true })).toEqual(['petrol', 'hybrid']);
    expect(rowFuels({ atvType: 'Hybrid', fuelType: 'Regular' })).toEqual(['hybrid']);
    expect(rowFuels({ atvType: 'FCV', fuelType: 'Hydrogen' })).toEqual(['hydrogen']);
  });
  it('reads drivetrain words in names', () => {
    expect(['xDrive40i', 'quattro', '4MOTION', 'GLE 450 4Matic', 'e-4ORCE', 'AWD', 'RWD', 'FWD', 'Sport'].map(wantedDrive)).toEqual([
      'all',
      'all',
      'all',
      'all',
      'all',
      'all',
      'RWD',
      'FWD',
      null,
    ]);
  });
});

describe('matching', () => {
  const index = new EpaIndex([
    row({ make: 'Tesla', baseModel: 'Model', year: 2012 }),
    ev({ make: 'Tesla', baseModel: 'Model 3', model: 'Model 3 Long Range AWD', drive: 'All-Wheel Drive' }),
    row({ make: 'Hyundai', baseModel: 'Ioniq', year: 2021, atvType: 'Hybrid' }),
    row({ make: 'Toyota', baseModel: 'C-HR', year: 2022 }),
    row({ make: 'Mercedes-Benz', baseModel: 'GLE-Class', model: 'GLE450 4matic' }),
    row({ make: 'McLaren Automotive', baseModel: '720S Coupe', year: 2022 }),
    row({ make: 'McLaren Automotive', baseModel: '720S Spider', year: 2022 }),
    row({ make: 'Volkswagen', baseModel: 'Golf/GTI' }),
    row({ make: 'Ford', baseModel: 'F150' }),
    row({ make: 'Mazda', baseModel: 'MX-5 Miata', year: 2005 }),
    row({ make: 'Mazda', baseModel: 'MX-5', year: 2025 }),
    row({ make: 'Nissan', baseModel: '370Z', year: 2009 }),
    row({ make: 'Nissan', baseModel: '370z', year: 2019 }),
    row({ make: 'Nissan', baseModel: '370Z', year: 2020 }),
    row({ make: 'Maserati', baseModel: 'GranTurismo', year: 2024 }),
    row({ make: 'Maserati', baseModel: 'Granturismo', year: 2025 }),
  ]);
  const matched = (c: EpaCarInput) => facts(epaFactsFor(index, c)).baseModels;

  it('matches equal word lists, folded', () => {
    expect(matched(car({ brand: 'Tesla', family: 'Model 3', fuels: ['electric'] }))).toEqual(['Model 3']);
    expect(matched(car({ brand: 'Ford', family: 'F-150' }))).toEqual(['F150']);
    expect(matched(car({ brand: 'Volkswagen', family: 'GTI' }))).toEqual(['Golf/GTI']);
  });
  it('understands X-Class base models', () => {
    expect(matched(car({ brand: 'Mercedes-Benz', family: 'GLE' }))).toEqual(['GLE-Class']);
    expect(matched(car({ brand: 'Mercedes-Benz', family: 'GLE-Class' }))).toEqual(['GLE-Class']);
    // the number after a class stem is a trim, not another car
    expect(matched(car({ brand: 'Mercedes-Benz', family: 'GLE Coupe', name: 'GLE 450 4MATIC' }))).toEqual(['GLE-Class']);
  });
  it('takes body words as the same model', () => {
    expect(sameModel(['720s', 'spider'], ['720s'])).toBe(true);
    expect(sameModel(['ioniq', '9'], ['ioniq'])).toBe(false);
    expect(matched(car({ brand: 'McLaren', family: '720S' }))).toEqual(['720S Coupe', '720S Spider']);
  });
  it('falls back to the longest base model the name starts with', () => {
    expect(matched(car({ brand: 'Tesla', family: 'Model Three', name: 'Model 3 Performance', fuels: ['electric'] }))).toEqual(['Model 3']);
  });
  it('refuses a prefix match when the name goes on with a number or +', () => {
    expect(continuesWithModelNumber('IONIQ 9', 1)).toBe(true);
    expect(continuesWithModelNumber('C-HR+', 2)).toBe(true);
    expect(continuesWithModelNumber('Corolla 1.8 Hybrid', 1)).toBe(false);
    expect(continuesWithModelNumber('911 Turbo', 1)).toBe(false);
    expect(epaFactsFor(index, car({ brand: 'Hyundai', family: 'IONIQ 9', fuels: ['electric'] }))).toMatchObject({ status: 'refused' });
    expect(epaFactsFor(index, car({ brand: 'Toyota', family: 'C-HR+', fuels: ['electric'] }))).toMatchObject({ status: 'refused' });
  });
  it('refuses a base model reached only through a model number', () => {
    const onlyModel = new EpaIndex([row({ make: 'Tesla', baseModel: 'Model', year: 2012 })]);
    expect(epaFactsFor(onlyModel, car({ brand: 'Tesla', family: 'Model 3' }))).toMatchObject({ status: 'refused' });
  });
  it('uses curated aliases instead of matching, and none for no match', () => {
    expect(matched(car({ brand: 'Toyota', family: 'Izoa', aliases: ['C-HR'] }))).toEqual(['C-HR']);
    expect(epaFactsFor(index, car({ brand: 'Toyota', family: 'C-HR', aliases: 'none' }))).toEqual({
      status: 'refused',
      reason: 'curated: not the same car',
    });
  });
  it('knows the MX-5 was the MX-5 Miata', () => {
    const mx5 = facts(epaFactsFor(index, car({ brand: 'Mazda', family: 'MX-5' })));
    expect(mx5.baseModels).toEqual(['MX-5 Miata', 'MX-5']);
    expect(mx5.usModelYears).toEqual({ min: 2005, max: 2025 });
    expect(mx5.figureYears).toEqual({ min: 2025, max: 2025 });
  });
  it('names a base model once however the EPA capitalised it, as its latest year spells it', () => {
    const z = facts(epaFactsFor(index, car({ brand: 'Nissan', family: '370Z' })));
    expect(z.baseModels).toEqual(['370Z']);
    expect(z.usModelYears).toEqual({ min: 2009, max: 2020 });
    // the family's own spelling where the EPA used it, however it spelled the name last
    expect(matched(car({ brand: 'Maserati', family: 'GranTurismo' }))).toEqual(['GranTurismo']);
    // else as the latest year spells it
    expect(matched(car({ brand: 'Maserati', family: 'GRANTURISMO' }))).toEqual(['Granturismo']);
  });
  it('says when the brand is not in the file', () => {
    expect(epaFactsFor(index, car({ brand: 'Dacia', family: 'Sandero' }))).toMatchObject({ status: 'unmatched' });
  });
});

describe('narrowing', () => {
  const kona = [
    row({ make: 'Hyundai', baseModel: 'Kona', year: 2018, displ: 2, trany: 'Automatic 6-spd' }),
    row({ make: 'Hyundai', baseModel: 'Kona', year: 2025, displ: 2, trany: 'Automatic (AV-S8)', model: 'Kona FWD' }),
    row({
      make: 'Hyundai',
      baseModel: 'Kona',
      year: 2025,
      displ: 1.6,
      turbo: true,
      trany: 'Automatic (S8)',
      model: 'Kona AWD',
      drive: 'All-Wheel Drive',
    }),
    ev({ make: 'Hyundai', baseModel: 'Kona', year: 2025, model: 'Kona Electric', rangeMi: 261 }),
  ];
  const index = new EpaIndex([
    ...kona,
    ev({ make: 'Smart', baseModel: 'fortwo', year: 2019 }),
    row({ make: 'Smart', baseModel: 'fortwo', year: 2017, displ: 0.9, cylinders: 3 }),
    row({ make: 'Smart', baseModel: 'fortwo', year: 2012, displ: 1, cylinders: 3 }),
    row({ make: 'BMW', baseModel: '3 Series', model: '330i Sedan', drive: 'Rear-Wheel Drive' }),
    row({ make: 'BMW', baseModel: '3 Series', model: '330i xDrive Sedan', drive: 'All-Wheel Drive', trany: 'Manual 6-spd' }),
    row({ make: 'BMW', baseModel: '3 Series', model: 'M340i Sedan', drive: 'Rear-Wheel Drive', displ: 3, cylinders: 6 }),
    row({
      make: 'BMW',
      baseModel: '3 Series',
      model: '330e Sedan',
      atvType: 'Plug-in Hybrid',
      fuelType: 'Premium and Electricity',
      combKwhPer100Mi: 48,
      rangeMi: 22,
      electricCombMpge: 73,
    }),
    row({ make: 'Mercedes-Benz', baseModel: 'C-Class', model: 'C300', atvType: 'Hybrid', mildHybrid: true, drive: 'Rear-Wheel Drive' }),
    row({ make: 'Toyota', baseModel: 'Camry', model: 'Camry Hybrid LE', atvType: 'Hybrid', year: 2024 }),
    row({ make: 'Toyota', baseModel: 'Camry', model: 'Camry LE', atvType: 'Hybrid', year: 2026 }),
    row({
      make: 'Toyota',
      baseModel: 'Mirai',
      atvType: 'FCV',
      fuelType: 'Hydrogen',
      displ: null,
      cylinders: null,
      combMpg: 74,
      co2Gpm: null,
      rangeMi: 402,
    }),
  ]);

  it('never gives a petrol car an EV figure, nor an EV a petrol one', () => {
    const petrol = facts(epaFactsFor(index, car({ brand: 'Hyundai', family: 'Kona' })));
    expect(petrol.rows).toBe(2);
    expect(petrol.mpgeCombined).toBeNull();
    expect(petrol.evRangeMi).toBeNull();
    const electric = facts(epaFactsFor(index, car({ brand: 'Hyundai', family: 'Kona', fuels: ['electric'] })));
    expect(electric).toMatchObject({
      rows: 1,
      mpgCombined: null,
      displacementL: null,
      aspiration: [],
      co2GPerMile: null,
      mpgeCombined: { min: 120, max: 120 },
      evRangeMi: { min: 261, max: 261 },
      transmissions: ['single-speed'],
    });
  });
  it('is unmatched when the file has no rows of the car fuel', () => {
    const result = epaFactsFor(index, car({ brand: 'Hyundai', family: 'Kona', fuels: ['diesel'] }));
    expect(result).toMatchObject({ status: 'unmatched', reason: expect.stringMatching(/diesel/) });
  });
  it('takes the latest three years of the consistent rows, and the US years of its fuel', () => {
    // the fortwo went electric in 2018: a petrol fortwo keeps its own last petrol years
    const fortwo = facts(epaFactsFor(index, car({ brand: 'Smart', family: 'fortwo' })));
    expect(fortwo).toMatchObject({ figureYears: { min: 2017, max: 2017 }, usModelYears: { min: 2012, max: 2017 } });
    const electric = facts(epaFactsFor(index, car({ brand: 'Smart', family: 'fortwo', fuels: ['electric'] })));
    expect(electric.usModelYears.max).toBe(2019);
  });
  it('keeps only the model years the curated table gives the car, or is unmatched', () => {
    // the first Kona (2018) is not the second's 2025 rows: its own years only, and its own US span
    const first = facts(epaFactsFor(index, car({ brand: 'Hyundai', family: 'Kona', usYears: { min: 2018, max: 2022 } })));
    expect(first).toMatchObject({ rows: 1, figureYears: { min: 2018, max: 2018 }, usModelYears: { min: 2018, max: 2018 } });
    expect(first.transmissions).toEqual(['6-speed automatic']);
    const since = facts(epaFactsFor(index, car({ brand: 'Hyundai', family: 'Kona', usYears: { min: 2024, max: null } })));
    expect(since.usModelYears).toEqual({ min: 2025, max: 2025 });
    const none = epaFactsFor(index, car({ brand: 'Hyundai', family: 'Kona', usYears: { min: 2019, max: 2021 } }));
    expect(none).toMatchObject({ status: 'unmatched', reason: 'no EPA rows of the model years 2019–2021' });
  });
  it('keeps the engines within 0.15 L and the cylinder count, or is unmatched', () => {
    expect(facts(epaFactsFor(index, car({ brand: 'Hyundai', family: 'Kona', displacementCc: 1598 }))).aspiration).toEqual(['turbocharged']);
    expect(epaFactsFor(index, car({ brand: 'Hyundai', family: 'Kona', displacementCc: 2500 }))).toMatchObject({ status: 'unmatched' });
    expect(epaFactsFor(index, car({ brand: 'Hyundai', family: 'Kona', cylinders: 6 }))).toMatchObject({ status: 'unmatched' });
    expect(facts(epaFactsFor(index, car({ brand: 'BMW', family: '3 Series', cylinders: 6 }))).displacementL).toEqual({ min: 3, max: 3 });
  });
  it('narrows on the drivetrain the car or its name states', () => {
    expect(facts(epaFactsFor(index, car({ brand: 'Hyundai', family: 'Kona', drivetrain: 'AWD' }))).drivetrains).toEqual(['AWD']);
    expect(facts(epaFactsFor(index, car({ brand: 'BMW', family: '3 Series', name: '330i xDrive' }))).drivetrains).toEqual(['AWD']);
  });
  it('narrows on trim words and lists every transmission left', () => {
    const bmw = facts(epaFactsFor(index, car({ brand: 'BMW', family: '3 Series', name: '330i' })));
    expect(bmw).toMatchObject({ rows: 2, drivetrains: ['RWD', 'AWD'], transmissions: ['8-speed automatic', '6-speed manual'] });
    // a word no row has is skipped
    expect(facts(epaFactsFor(index, car({ brand: 'BMW', family: '3 Series', name: '330i Sport Line' }))).rows).toBe(2);
    // `C 300` is the EPA's `C300`
    expect(trimWords('C 300', ['c'])).toEqual([['300', 'c300']]);
  });
  it('reads a fuel word in the name as a fuel, not a spelling', () => {
    const camry = facts(epaFactsFor(index, car({ brand: 'Toyota', family: 'Camry', name: 'Camry Hybrid', fuels: ['hybrid'] })));
    expect(camry.figureYears).toEqual({ min: 2024, max: 2026 });
  });
  it('counts a 48 V mild hybrid as the petrol car it is sold as', () => {
    expect(facts(epaFactsFor(index, car({ brand: 'Mercedes-Benz', family: 'C', name: 'C 300' }))).rows).toBe(1);
  });
  it('reads no aspiration from a mild hybrid whose row names no charger, and "naturally aspirated" from a full one', () => {
    // the EPA leaves the letters out on turbocharged mild hybrids (the C 300's 2.0 is a turbo)
    expect(facts(epaFactsFor(index, car({ brand: 'Mercedes-Benz', family: 'C', name: 'C 300' }))).aspiration).toEqual([]);
    const camry = facts(epaFactsFor(index, car({ brand: 'Toyota', family: 'Camry', name: 'Camry Hybrid', fuels: ['hybrid'] })));
    expect(camry.aspiration).toEqual(['naturally aspirated']);
  });
  it('gives a plug-in hybrid its electric figures, not its total range', () => {
    const phev = facts(epaFactsFor(index, car({ brand: 'BMW', family: '3 Series', name: '330e', fuels: ['plug-in-hybrid'] })));
    expect(phev).toMatchObject({
      mpgCombined: { min: 29, max: 29 },
      mpgeCombined: { min: 73, max: 73 },
      evKwhPer100Mi: { min: 48, max: 48 },
      evRangeMi: { min: 22, max: 22 },
    });
  });
  it('gives a fuel-cell car MPGe and no MPG', () => {
    expect(facts(epaFactsFor(index, car({ brand: 'Toyota', family: 'Mirai', fuels: ['hydrogen'] })))).toMatchObject({
      mpgCombined: null,
      mpgeCombined: { min: 74, max: 74 },
      displacementL: null,
      evRangeMi: null,
    });
  });
});

describe('body and family words', () => {
  const index = new EpaIndex([
    row({ make: 'Hyundai', baseModel: 'Genesis', model: 'Genesis', vclass: 'Large Cars' }),
    row({ make: 'Hyundai', baseModel: 'Genesis', model: 'Genesis Coupe', vclass: 'Subcompact Cars', trany: 'Manual 6-spd' }),
    row({ make: 'BMW', baseModel: '8 Series', model: '840i Coupe', vclass: 'Subcompact Cars' }),
    row({ make: 'BMW', baseModel: '8 Series', model: '840i Gran Coupe', vclass: 'Midsize Cars' }),
    row({ make: 'Mitsubishi', baseModel: 'Lancer', year: 2017, model: 'Lancer', trany: 'Automatic (variable gear ratios)' }),
    row({ make: 'Mitsubishi', baseModel: 'Lancer', year: 2015, model: 'Lancer Evolution', drive: 'All-Wheel Drive' }),
    row({ make: 'Mitsubishi', baseModel: 'Lancer', year: 2010, model: 'Lancer Ralliart', drive: 'All-Wheel Drive' }),
    row({ make: 'Chevrolet', baseModel: 'Silverado', year: 2007, model: 'Silverado 1500', vclass: 'Standard Pickup Trucks' }),
    row({ make: 'Chevrolet', baseModel: 'Silverado', year: 2025, model: 'Silverado 2WD', vclass: 'Standard Pickup Trucks' }),
    row({ make: 'Ford', baseModel: 'F150', year: 2025, model: 'F150 Pickup 2WD', vclass: 'Standard Pickup Trucks' }),
    row({ make: 'Ford', baseModel: 'F150', year: 2025, model: 'F150 Raptor 4WD', vclass: 'Standard Pickup Trucks' }),
    row({ make: 'Ford', baseModel: 'F150', year: 2025, model: 'Stage 3 F-150 4WD', vclass: 'Standard Pickup Trucks' }),
  ]);
  const on = (c: Partial<EpaCarInput> & Pick<EpaCarInput, 'brand' | 'family'>) => facts(epaFactsFor(index, car(c)));

  it('leaves out the rows that name another body than the car’s, unless its name says that body', () => {
    expect(on({ brand: 'Hyundai', family: 'Genesis', bodyType: 'sedan' }).vclasses).toEqual(['Large Cars']);
    expect(on({ brand: 'Hyundai', family: 'Genesis' }).rows).toBe(2);
    // a Gran Coupe is a saloon: the coupe leaves it out, the saloon named Gran Coupe keeps only it
    expect(on({ brand: 'BMW', family: '8 Series', name: '840i', bodyType: 'coupe' }).vclasses).toEqual(['Subcompact Cars']);
    expect(on({ brand: 'BMW', family: '8 Series', name: '840i Gran Coupe', bodyType: 'sedan' }).vclasses).toEqual(['Midsize Cars']);
    // a car whose rows all name another body keeps them rather than none
    expect(on({ brand: 'BMW', family: '8 Series', name: '840i', bodyType: 'convertible' }).rows).toBe(2);
  });

  it('narrows on the family’s own words where they reach its latest years, all of them or none', () => {
    expect(on({ brand: 'Mitsubishi', family: 'Lancer Evolution', name: 'Lancer Evolution X' })).toMatchObject({
      drivetrains: ['AWD'],
      figureYears: { min: 2015, max: 2015 },
    });
    // the EPA wrote `1500` only to 2007: the current rows stay
    expect(on({ brand: 'Chevrolet', family: 'Silverado 1500', aliases: ['Silverado'] }).figureYears).toEqual({ min: 2025, max: 2025 });
    // `F-150` is the EPA's `F150` spelled another way, no words beyond it: its `f` and `150` do not pick
    // the one row that writes them apart (a tuner's `Stage 3 F-150`)
    expect(on({ brand: 'Ford', family: 'F-150', name: 'F-150' }).rows).toBe(2);
  });
});

describe('a row of several engines', () => {
  const index = new EpaIndex([
    row({ make: 'Ford', baseModel: 'F150', model: 'F150 Pickup 2WD', displ: 3.3, cylinders: 6, combMpg: 21 }),
    row({ make: 'Ford', baseModel: 'F150', model: 'F150 Pickup 2WD', displ: 2.7, cylinders: 6, turbo: true, combMpg: 22 }),
    row({ make: 'Ford', baseModel: 'F150', model: 'F150 Pickup 2WD', displ: 3.5, cylinders: 6, turbo: true, combMpg: 20 }),
    row({ make: 'Ford', baseModel: 'F150', model: 'F150 Pickup 2WD', displ: 5, cylinders: 8, combMpg: 18 }),
  ]);
  const on = (c: Partial<EpaCarInput> & Pick<EpaCarInput, 'brand' | 'family'>) => facts(epaFactsFor(index, car(c)));

  it('takes the rows of every engine it lists and of no other', () => {
    const engines = [
      { litres: 3.3, cylinders: 6 },
      { litres: 5, cylinders: 8 },
      { litres: 3.5, cylinders: null },
    ];
    // the 2.7 EcoBoost the row does not list stays out; the 3.3 alone would have been 21 mpg
    expect(on({ brand: 'Ford', family: 'F-150', engines }).mpgCombined).toEqual({ min: 18, max: 21 });
    expect(on({ brand: 'Ford', family: 'F-150', engines }).rows).toBe(3);
    expect(on({ brand: 'Ford', family: 'F-150', displacementCc: 3300, cylinders: 6 }).mpgCombined).toEqual({ min: 21, max: 21 });
  });

  it('takes each engine’s own last years, not only the newest engine’s', () => {
    const jaguar = new EpaIndex([
      row({
        make: 'Jaguar',
        baseModel: 'F-Type',
        model: 'F-Type Coupe',
        year: 2020,
        displ: 3,
        cylinders: 6,
        supercharger: true,
        combMpg: 23,
      }),
      row({
        make: 'Jaguar',
        baseModel: 'F-Type',
        model: 'F-Type Coupe',
        year: 2016,
        displ: 3,
        cylinders: 6,
        supercharger: true,
        combMpg: 21,
      }),
      row({
        make: 'Jaguar',
        baseModel: 'F-Type',
        model: 'F-Type R Coupe',
        year: 2024,
        displ: 5,
        cylinders: 8,
        supercharger: true,
        combMpg: 19,
      }),
    ]);
    const engines = [
      { litres: null, cylinders: 6 },
      { litres: null, cylinders: 8 },
    ];
    // the V6 ended in 2020, four years before the V8: its 2020 row stays, its 2016 row is an older car's
    const both = facts(epaFactsFor(jaguar, car({ brand: 'Jaguar', family: 'F-Type', engines })));
    expect(both).toMatchObject({ rows: 2, mpgCombined: { min: 19, max: 23 }, figureYears: { min: 2020, max: 2024 } });
  });
});

describe('aspiration', () => {
  const index = new EpaIndex([
    row({ make: 'Mazda', baseModel: '6', year: 2021, displ: 2.5, combMpg: 29 }),
    row({ make: 'Mazda', baseModel: '6', year: 2021, displ: 2.5, combMpg: 26, turbo: true }),
    // the EPA flags the 2023 GT4's 4.0 turbocharged: it is not
    row({ make: 'Porsche', baseModel: '718', year: 2022, model: '718 Cayman GT4', displ: 4, cylinders: 6 }),
    row({ make: 'Porsche', baseModel: '718', year: 2023, model: '718 Cayman GT4', displ: 4, cylinders: 6, turbo: true }),
    row({ make: 'Porsche', baseModel: '718', year: 2025, model: '718 GT4 RS', displ: 4, cylinders: 6, combMpg: 16 }),
    // a 2.0 whose turbo only the flag tells: the 2017 car of the name, then the plain name on the new one
    row({ make: 'Honda', baseModel: 'Civic', year: 2017, model: 'Civic 5Dr - Type R', trany: 'Manual 6-spd', turbo: true }),
    row({ make: 'Honda', baseModel: 'Civic', year: 2024, model: 'Civic 5Dr', combMpg: 32 }),
    row({ make: 'Honda', baseModel: 'Civic', year: 2024, model: 'Civic 5Dr', trany: 'Manual 6-spd', combMpg: 24, turbo: true }),
  ]);
  const on = (c: Partial<EpaCarInput> & Pick<EpaCarInput, 'brand' | 'family'>) => facts(epaFactsFor(index, car(c)));

  it('keeps the rows of the engine that breathes as the car’s says', () => {
    expect(on({ brand: 'Mazda', family: '6', displacementCc: 2488 }).mpgCombined).toEqual({ min: 26, max: 29 });
    expect(on({ brand: 'Mazda', family: '6', displacementCc: 2488, aspiration: 'turbocharged' }).mpgCombined).toEqual({ min: 26, max: 26 });
    expect(on({ brand: 'Mazda', family: '6', aspiration: 'naturally aspirated' }).aspiration).toEqual(['naturally aspirated']);
  });
  it('among the car’s own trims: a wrong flag never sends it to a sibling’s rows', () => {
    const gt4 = on({ brand: 'Porsche', family: '718 Cayman', name: '718 Cayman GT4', aspiration: 'naturally aspirated' });
    expect(gt4).toMatchObject({ figureYears: { min: 2022, max: 2022 }, mpgCombined: { min: 29, max: 29 } });
  });
  it('with the model years a curated row gives, picks a car the EPA names only by its base model', () => {
    const typeR = { brand: 'Honda', family: 'Civic', name: 'Civic Type R', bodyType: 'hatchback' } as const;
    expect(on(typeR).figureYears).toEqual({ min: 2017, max: 2017 });
    const fl5 = on({ ...typeR, aspiration: 'turbocharged', usYears: { min: 2023, max: null } });
    expect(fl5).toMatchObject({
      figureYears: { min: 2024, max: 2024 },
      mpgCombined: { min: 24, max: 24 },
      transmissions: ['6-speed manual'],
    });
  });
});

const zip = join(import.meta.dirname, '../../../shared/data/cars', EPA_FILE);

describe.runIf(existsSync(zip))('the real EPA file', () => {
  let index: EpaIndex;
  let rows: EpaRow[];
  beforeAll(() => {
    rows = readEpaZip(zip);
    index = new EpaIndex(rows);
  });
  const on = (c: Partial<EpaCarInput> & Pick<EpaCarInput, 'brand' | 'family'>) => epaFactsFor(index, car(c));

  it('reads every row, with 0 as unknown but for the tailpipe CO₂ of electric and fuel-cell cars', () => {
    expect(rows).toHaveLength(49_582);
    const zeroAtTailpipe = rows.filter((r) => r.atvType === 'EV' || r.atvType === 'FCV');
    expect(zeroAtTailpipe.every((r) => r.co2Gpm === 0 && r.displ === null)).toBe(true);
    expect(rows.filter((r) => r.atvType !== 'EV' && r.atvType !== 'FCV').every((r) => r.co2Gpm === null || r.co2Gpm > 0)).toBe(true);
  });
  it('Mazda MX-5: both names, 1990 to today', () => {
    const mx5 = facts(on({ brand: 'Mazda', family: 'MX-5' }));
    expect(mx5.baseModels).toEqual(expect.arrayContaining(['MX-5', 'MX-5 Miata']));
    expect(mx5.usModelYears.min).toBe(1990);
    expect(mx5.drivetrains).toEqual(['RWD']);
  });
  it('Hyundai IONIQ 9 is the Ioniq 9, never the Ioniq; an IONIQ 3 is refused', () => {
    expect(facts(on({ brand: 'Hyundai', family: 'IONIQ 9', fuels: ['electric'] })).baseModels).toEqual(['Ioniq 9']);
    expect(on({ brand: 'Hyundai', family: 'IONIQ 3', fuels: ['electric'] })).toMatchObject({ status: 'refused' });
  });
  it('Toyota C-HR+ is refused', () => {
    expect(on({ brand: 'Toyota', family: 'C-HR+', fuels: ['electric'] })).toMatchObject({ status: 'refused' });
  });
  it('Porsche 911 Turbo S', () => {
    const turboS = facts(on({ brand: 'Porsche', family: '911', name: '911 Turbo S' }));
    expect(turboS).toMatchObject({ drivetrains: ['AWD'], aspiration: ['turbocharged'], cylinders: { min: 6, max: 6 } });
  });
  it('Kia EV6 and Tesla Model 3 are EVs with no MPG', () => {
    for (const [brand, family] of [
      ['Kia', 'EV6'],
      ['Tesla', 'Model 3'],
    ] as const) {
      const f = facts(on({ brand, family, fuels: ['electric'] }));
      expect(f).toMatchObject({ mpgCombined: null, co2GPerMile: { min: 0, max: 0 }, transmissions: ['single-speed'] });
      expect(f.evRangeMi!.max).toBeGreaterThan(300);
    }
  });
  it('Ford F-150 petrol is the F150, not the Lightning', () => {
    const f150 = facts(on({ brand: 'Ford', family: 'F-150' }));
    expect(f150).toMatchObject({ baseModels: ['F150'], transmissions: ['10-speed automatic'], mpgeCombined: null });
  });
  it('Mustang Shelby GT500: its own trims, not the newer Mustang GTD’s', () => {
    const gt500 = facts(on({ brand: 'Ford', family: 'Mustang', name: 'Mustang Shelby GT500', displacementCc: 5200, cylinders: 8 }));
    expect(gt500.transmissions).toEqual(['7-speed dual-clutch']);
    expect(gt500.mpgCombined).toEqual({ min: 14, max: 14 });
  });
  it('Hyundai Elantra: not the Elantra N’s dual-clutch and manual', () => {
    const elantra = facts(on({ brand: 'Hyundai', family: 'Elantra', name: 'Elantra', displacementCc: 2000 }));
    expect(elantra.transmissions).toEqual(['CVT']);
    const n = facts(on({ brand: 'Hyundai', family: 'Elantra', name: 'Elantra N', displacementCc: 2000 }));
    expect(n.transmissions).toEqual(expect.arrayContaining(['6-speed manual']));
  });
  it('Chevrolet Colorado and Ford F-150: not the ZR2’s, the Tremor’s or the Raptor’s mpg', () => {
    const colorado = facts(on({ brand: 'Chevrolet', family: 'Colorado', displacementCc: 2700 }));
    expect(colorado.mpgCombined).toEqual({ min: 18, max: 22 });
    expect(
      facts(on({ brand: 'Chevrolet', family: 'Colorado', name: 'Colorado ZR2', displacementCc: 2700 })).mpgCombined?.max,
    ).toBeLessThanOrEqual(17);
    expect(
      facts(on({ brand: 'Ford', family: 'F-150', name: 'F-150 Platinum', displacementCc: 3500 })).mpgCombined?.min,
    ).toBeGreaterThanOrEqual(19);
  });
  it('Mercedes EQS saloon: not the EQS SUV filed under the same base model', () => {
    const eqs = facts(on({ brand: 'Mercedes-Benz', family: 'EQS', name: 'EQS 450+', fuels: ['electric'], bodyType: 'liftback' }));
    expect(eqs.vclasses.some((vclass) => /sport utility/i.test(vclass))).toBe(false);
    const suv = facts(on({ brand: 'Mercedes-Benz', family: 'EQS', name: 'EQS SUV 450', fuels: ['electric'], bodyType: 'suv' }));
    expect(suv.vclasses.every((vclass) => /sport utility/i.test(vclass))).toBe(true);
  });
  it('Hyundai Genesis saloon: not the Genesis Coupe filed under the same base model', () => {
    const genesis = { brand: 'Hyundai', family: 'Genesis', name: 'Genesis', displacementCc: 3800 } as const;
    const saloon = facts(on({ ...genesis, bodyType: 'sedan', usYears: { min: 2009, max: 2011 } }));
    expect(saloon).toMatchObject({ vclasses: ['Large Cars'], transmissions: ['6-speed automatic'] });
    // without a known body the coupe's rows (and its manual gearbox) are in
    expect(facts(on({ ...genesis, usYears: { min: 2009, max: 2011 } })).transmissions).toContain('6-speed manual');
    // and a 911 coupe is not the Cabriolet (a row naming no body stays: the EPA's `911 Carrera` is the coupe)
    const carrera = { brand: 'Porsche', family: '911', name: '911 Carrera', displacementCc: 2981 } as const;
    expect(facts(on({ ...carrera, bodyType: 'coupe' })).rows).toBeLessThan(facts(on(carrera)).rows);
    expect(facts(on({ ...carrera, bodyType: 'convertible' })).rows).toBe(facts(on(carrera)).rows);
  });
  it('BMW M8 Gran Coupe: a saloon whose name says Coupe keeps its own rows', () => {
    const m8 = { brand: 'BMW', family: '8 Series', aliases: ['M'], name: 'M8 Gran Coupe', displacementCc: 4395, cylinders: 8 };
    const saloon = facts(on({ ...m8, bodyType: 'sedan' }));
    expect(saloon.vclasses).toEqual(['Midsize Cars']);
    expect(saloon.rows).toBe(facts(on(m8)).rows);
  });
  it('Lancer Evolution: its family’s own rows, not the Lancer’s; a Silverado 1500 not the 2007 rows that say 1500', () => {
    const evo = facts(on({ brand: 'Mitsubishi', family: 'Lancer Evolution', name: 'Lancer Evolution X', displacementCc: 2000 }));
    expect(evo).toMatchObject({ drivetrains: ['AWD'], aspiration: ['turbocharged'] });
    expect(evo.transmissions).not.toContain('CVT');
    const silverado = {
      brand: 'Chevrolet',
      family: 'Silverado 1500',
      aliases: ['Silverado'],
      name: 'Silverado 1500',
      displacementCc: 5300,
    };
    expect(facts(on(silverado)).figureYears.max).toBeGreaterThanOrEqual(2025);
  });
  it('Honda Civic Type R (FL5): the 2.0 turbo of the 2023-on Civic 5Dr rows, not the 2.0 Sport’s CVT', () => {
    const typeR = {
      brand: 'Honda',
      family: 'Civic',
      name: 'Civic Type R',
      displacementCc: 1996,
      cylinders: 4,
      bodyType: 'hatchback',
    } as const;
    const fl5 = facts(on({ ...typeR, aspiration: 'turbocharged', usYears: { min: 2023, max: null } }));
    expect(fl5).toMatchObject({ transmissions: ['6-speed manual'], aspiration: ['turbocharged'], mpgCombined: { min: 24, max: 24 } });
    // without its turbo the 2.0 Sport's CVT rows are in
    expect(facts(on({ ...typeR, usYears: { min: 2023, max: null } })).transmissions).toContain('CVT');
  });
  it('Porsche 718 Cayman GT4: its own naturally aspirated rows, not the 2023 rows flagged turbo nor the GT4 RS’s', () => {
    const gt4 = {
      brand: 'Porsche',
      family: '718 Cayman',
      name: '718 Cayman GT4',
      displacementCc: 3995,
      cylinders: 6,
      aspiration: 'naturally aspirated',
    } as const;
    expect(facts(on(gt4))).toMatchObject({ aspiration: ['naturally aspirated'], mpgCombined: { min: 19, max: 20 } });
  });
  it('BMW 3 Series 330i: 2.0 L turbo, rear or all-wheel drive', () => {
    const bmw = facts(on({ brand: 'BMW', family: '3 Series', name: '330i' }));
    expect(bmw).toMatchObject({ displacementL: { min: 2, max: 2 }, aspiration: ['turbocharged'], transmissions: ['8-speed automatic'] });
    expect(bmw.drivetrains.sort()).toEqual(['AWD', 'RWD']);
  });
});
