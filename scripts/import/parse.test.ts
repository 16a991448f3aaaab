// The tricky rows named in SOURCES.md, as the importer reads them.
import { describe, expect, it } from 'vitest';
import { bmwSpelling, canonicalBrand, displayName, splitBrandAndName } from './brands';
import { bodyTypeFromEpaClasses, bodyTypeFromName, evBodyType } from './body-type';
import {
  aspirationFromEngine,
  cylindersFromEngine,
  drivetrainOfEngine,
  enginesIn,
  engineWords,
  figureNote,
  listedEngines,
  modelYearTag,
  ofEveryEngine,
  oneSize,
  parseBatteryKwh,
  parseDisplacementCc,
  parseFuels,
  parsePlainNumber,
  parsePriceUsd,
  parseRange,
  parseSeats,
  repairLostCharacters,
  stripYearTags,
} from './parse';

describe('numbers', () => {
  it.each([
    ['630 hp', { min: 630, max: 630 }],
    ['389 HP', { min: 389, max: 389 }],
    ['70-85 hp', { min: 70, max: 85 }],
    ['75 - 150 hp', { min: 75, max: 150 }],
    ['169 ? 196 hp', { min: 169, max: 196 }],
    ['75 hp / 90 hp', { min: 75, max: 90 }],
    ['Up to 1,000 hp', { min: null, max: 1000 }],
    ['~170 hp', { min: 170, max: 170 }],
    ['400 hp (est.)', { min: 400, max: 400 }],
    ['7.2 sec / 5.4 sec', { min: 5.4, max: 7.2 }],
    ['8.0 ? 9.2 sec', { min: 8, max: 9.2 }],
    ['10. 5 sec', { min: 10.5, max: 10.5 }],
    ['5. 0 sec', { min: 5, max: 5 }],
    ['7.1  sec', { min: 7.1, max: 7.1 }],
    ['3.5 sec (GT Model)', { min: 3.5, max: 3.5 }],
    ['1,424 Nm', { min: 1424, max: 1424 }],
    ['1000+ Nm', { min: 1000, max: null }],
    ['700 - 1,050 Nm', { min: 700, max: 1050 }],
    ['230 - 200 Nm', { min: 200, max: 230 }],
    ['300 km/h (est.)', { min: 300, max: 300 }],
    ['N/A', { min: null, max: null }],
    ['', { min: null, max: null }],
  ])('%s', (raw, expected) => expect(parseRange(raw)).toEqual(expected));
});

describe('prices', () => {
  it.each([
    ['"$161,000 "'.replace(/"/g, ''), { min: 161000, max: 161000 }],
    ['$12,000-$15,000', { min: 12000, max: 15000 }],
    ['$15,000 - $18,000', { min: 15000, max: 18000 }],
    ['$43,590 ? $48,000', { min: 43590, max: 48000 }],
    ['$55,000 / $65,000', { min: 55000, max: 65000 }],
    ['$5,000,000 - $7,000,000', { min: 5_000_000, max: 7_000_000 }],
    // the one euro price (its € sign lost to "?") is not converted: unknown
    ['? 33,000', { min: null, max: null }],
    ['N/A (Concept Only)', { min: null, max: null }],
  ])('%s', (raw, expected) => expect(parsePriceUsd(raw)).toEqual(expected));
});

describe('seats', () => {
  it('reads 2+2 as four seats and keeps the label', () => expect(parseSeats('2+2')).toEqual({ min: 4, max: 4, label: '2+2' }));
  it('reads 2?15 as a range', () => expect(parseSeats('2?15')).toEqual({ min: 2, max: 15, label: '2–15' }));
  it('reads a plain count', () => expect(parseSeats('7')).toEqual({ min: 7, max: 7, label: '7' }));
});

describe('engine and battery', () => {
  it.each([
    ['"3,982 cc"'.replace(/"/g, ''), 3982],
    ['3990 cc', 3990],
    ['1,100 - 1,500 cc', 1100],
    ['2,400 cc / 20 kWh battery', 2400],
    ['95 kwh', null],
    ['N/A', null],
  ])('displacement of %s', (raw, cc) => expect(parseDisplacementCc(raw)).toBe(cc));
  it.each([
    ['95 kwh', 95],
    ['Battery (68-98 kWh)', 68],
    ['2,400 cc / 20 kWh battery', 20],
    ['~50 kWh (Estimate)', 50],
    ['3990 cc', null],
  ])('battery of %s', (raw, kwh) => expect(parseBatteryKwh(raw)).toBe(kwh));
  it('treats Banana Boxes and empty cells as unknown', () => {
    expect(parsePlainNumber('10 Banana Boxes')).toBeNull();
    expect(parsePlainNumber('')).toBeNull();
    expect(parsePlainNumber('404')).toBe(404);
  });
});

describe('fuels', () => {
  it.each([
    ['Petrol', ['petrol'], null],
    ['plug in hyrbrid', ['plug-in-hybrid'], null],
    ['Petrol/Diesel', ['petrol', 'diesel'], null],
    ['Petrol, Hybrid', ['petrol', 'hybrid'], null],
    ['Hybrid (Gas + Electric)', ['hybrid'], null],
    ['Gas / Hybrid', ['hybrid'], null],
    ['CNG/Petrol', ['cng', 'petrol'], null],
    ['Petrol/AWD', ['petrol'], 'AWD'],
    ['Hybrid / Plug-in', ['hybrid', 'plug-in-hybrid'], null],
    ['Hydrogen', ['hydrogen'], null],
  ])('%s', (raw, fuels, drivetrain) => expect(parseFuels(raw)).toEqual({ fuels, drivetrain }));
  it('gives no fuel for a label it does not know, rather than a guess', () => expect(parseFuels('Steam').fuels).toEqual([]));
});

describe('brands and names', () => {
  it.each([
    ['KIA  ', 'Kia'],
    ['ROLLS ROYCE ', 'Rolls-Royce'],
    ['MERCEDES', 'Mercedes-Benz'],
    ['Alfa', 'Alfa Romeo'],
    ['firefly', 'Firefly'],
    ['Tata Motors', 'Tata'],
    ['GMC', 'GMC'],
    ['Lynk&Co', 'Lynk & Co'],
  ])('%j → %s', (raw, brand) => expect(canonicalBrand(raw)).toBe(brand));

  it('fixes the mislabelled and spilled-over rows', () => {
    expect(splitBrandAndName('BMW', 'Mclaren 720s')).toEqual({ brand: 'McLaren', name: '720s' });
    expect(splitBrandAndName('Mercedes-Benz', 'BENZ GT 63 S')).toEqual({ brand: 'Mercedes-Benz', name: 'GT 63 S' });
    expect(splitBrandAndName('Alfa Romeo', 'Romeo Junior Elettrica')).toEqual({ brand: 'Alfa Romeo', name: 'Junior Elettrica' });
    expect(splitBrandAndName('Jaguar Land Rover', 'Jaguar F-Type SVR')).toEqual({ brand: 'Jaguar', name: 'F-Type SVR' });
    expect(splitBrandAndName('Jaguar Land Rover', 'Land Rover Defender 110')).toEqual({ brand: 'Land Rover', name: 'Defender 110' });
  });

  it('title-cases names written in capitals, keeping short and numbered words', () => {
    expect(displayName('SF90 STRADALE')).toBe('SF90 Stradale');
    expect(displayName('GT 63 S')).toBe('GT 63 S');
    expect(displayName('Model 3 Performance')).toBe('Model 3 Performance');
    // a BMW code's small letter is the maker's, not a sign of a name in mixed case
    expect(displayName('118i M SPORT')).toBe('118i M Sport');
    expect(displayName('M340i XDRIVE')).toBe('M340i xDrive');
    expect(displayName('SPORTAGE PHEV')).toBe('Sportage PHEV');
    expect(displayName('F-PACE S 30t AWD')).toBe('F-PACE S 30t AWD');
    expect(displayName('DOLPHIN 44.9 kWh Active')).toBe('DOLPHIN 44.9 kWh Active');
    expect(displayName('SPORTAGE (PLUG-IN HYBRID AWD)')).toBe('Sportage (Plug-in Hybrid AWD)');
    // BMW's model codes and i models, as BMW writes them
    expect(bmwSpelling('118D Sport Line')).toBe('118d Sport Line');
    expect(bmwSpelling('M340i xDrive')).toBe('M340i xDrive');
    expect(bmwSpelling('330E')).toBe('330e');
    expect(bmwSpelling('I8 Roadster')).toBe('i8 Roadster');
    expect(bmwSpelling('IX3')).toBe('iX3');
    expect(bmwSpelling('X5 M50i')).toBe('X5 M50i');
    expect(repairLostCharacters(displayName('PROTEG?'))).toBe('Protegé');
  });

  it('moves model-year tags out of the name, and only tags', () => {
    expect(modelYearTag('EX30 (MY24)')).toEqual({ first: 2024, last: 2024 });
    expect(modelYearTag('ID. Buzz Pro (MY24-26)')).toEqual({ first: 2024, last: 2026 });
    expect(modelYearTag('SPORTAGE 2024(HYBRID)')).toEqual({ first: 2024, last: 2024 });
    expect(modelYearTag('Ranger (2024)')).toEqual({ first: 2024, last: 2024 });
    expect(modelYearTag('Model 3')).toBeNull();
    // a number that is part of a model's name is never a year
    expect(modelYearTag('2008 GT')).toBeNull();
    expect(modelYearTag('E-3008 Long Range')).toBeNull();
    expect(stripYearTags('EX30 (MY24)')).toBe('EX30');
    expect(stripYearTags('ID. Buzz Pro (MY24-26)')).toBe('ID. Buzz Pro');
    expect(stripYearTags('Ranger (2024)')).toBe('Ranger');
    expect(stripYearTags('SPORTAGE 2024(BASE MODEL)')).toBe('SPORTAGE (BASE MODEL)');
    expect(stripYearTags('2008 Active')).toBe('2008 Active');
  });
});

describe('qualifiers and engines', () => {
  it.each([
    ['Up to 1,000 hp', 'up to'],
    ['400 hp (est.)', 'est.'],
    ['~170 hp', 'est.'],
    ['1000+ Nm', 'or more'],
    ['3.5 sec (GT Model)', 'Gt model'],
    ['N/A (Concept Only)', 'Concept only'],
    ['630 hp', null],
    ['$12,000-$15,000', null],
    // two seats plus two small ones is a count, not a floor
    ['2+2', null],
  ])('%s → %s', (raw, note) => expect(figureNote(raw)).toBe(note));
  it.each([
    ['V8', 8],
    ['I4', 4],
    ['2.0L Inline-4', 4],
    ['2.0L,4-CYLINDER,INLINE-4(I4)', 4],
    ['3.0L Twin-Turbo Flat-6', 6],
    ['W16', 16],
    ['1.2L Diesel I3', 3],
    ['V6 Turbocharged', 6],
    ['Dual Electric Motors', null],
    ['2.0L Turbo', null],
  ])('cylinders of %s', (raw, count) => expect(cylindersFromEngine(raw)).toBe(count));
  it.each([
    ['1.2L,4-CYLINDER,INLINE-4(I4)', '1.2L, 4-cylinder, inline-4 (I4)'],
    ['ELECTRIC MOTOR', 'Electric motor'],
    ['2.5L,INLINE-4,HYBRID,OR 3.5L,V6', '2.5L, inline-4, hybrid, or 3.5L, V6'],
    ['1.1L / 1.5L MIVEC', '1.1L / 1.5L MIVEC'],
    ['I4 + ELECTRIC', 'I4 + electric'],
    ['2.4L PHEV', '2.4L PHEV'],
    ['1.5L I4 CNG', '1.5L I4 CNG'],
    // a thousands comma is a number's
    ['1,998 CC', '1,998 cc'],
    // mixed case is the source's own spelling
    ['2.0L TFSI Inline-4', '2.0L TFSI Inline-4'],
    ['Tri Electric Motors', 'Tri Electric Motors'],
  ])('engine words of %s', (raw, shown) => expect(engineWords(raw)).toBe(shown));
  it.each([
    ['3.0L Twin-Turbo Flat-6', 'turbocharged'],
    ['2.3L EcoBoost / 2.7L V6', 'turbocharged'],
    ['5.0L V8 Supercharged', 'supercharged'],
    ['1.4 TSI Twincharger Turbo Supercharged', 'turbocharged and supercharged'],
    ['5.0L V8', null],
  ])('aspiration of %s', (raw, aspiration) => expect(aspirationFromEngine(raw)).toBe(aspiration));
  it.each([
    ['3.3L V6 / 5.0L V8 / 3.5L EcoBoost', ['3.3L V6', '5.0L V8', '3.5L EcoBoost']],
    ['2.5L, inline-4, hybrid, or 3.5L, V6', ['2.5L, inline-4, hybrid', '3.5L, V6']],
    // a fuel alone is the engine before it run another way
    ['3.0L V6 Turbo Diesel / Gasoline', ['3.0L V6 Turbo Diesel']],
    ['2.5L Hybrid / Plug-in Hybrid', ['2.5L Hybrid']],
    ['Plug-in Hybrid / Diesel I4', ['Plug-in Hybrid', 'Diesel I4']],
    ['3.8L Twin-Turbo Flat-6', ['3.8L Twin-Turbo Flat-6']],
  ])('engines of %s', (raw, engines) => expect(enginesIn(raw)).toEqual(engines));
  it.each([
    ['Single Electric Motor (RWD)', 'RWD'],
    ['Electric AWD', 'AWD'],
    ['Dual Electric Motors', null],
    ['3.0L Twin-Turbo Flat-6', null],
  ])('drive of %s', (raw, drive) => expect(drivetrainOfEngine(raw)).toBe(drive));
  it('gives a row of several engines a cylinder count, aspiration and size only where every engine shares it', () => {
    // the F-150's EcoBoost is not its 3.3 V6, nor its V8 the 3.3's six cylinders
    expect(ofEveryEngine('3.3L V6 / 5.0L V8 / 3.5L EcoBoost', aspirationFromEngine)).toBeNull();
    expect(ofEveryEngine('3.5L V6 / 2.0L EcoBoost', cylindersFromEngine)).toBeNull();
    expect(oneSize('3.3L V6 / 5.0L V8 / 3.5L EcoBoost')).toBe(false);
    expect(ofEveryEngine('1.2L I4 Turbo / 2.0L I4 Turbo', cylindersFromEngine)).toBe(4);
    expect(ofEveryEngine('1.2L I4 Turbo / 2.0L I4 Turbo', aspirationFromEngine)).toBe('turbocharged');
    expect(oneSize('2.0L Gas / 2.0L Hybrid')).toBe(true);
    // one engine keeps what its words say
    expect(ofEveryEngine('3.0L Twin-Turbo Flat-6', cylindersFromEngine)).toBe(6);
    expect(oneSize('V8')).toBe(true);
    expect(listedEngines('3.0L Twin-Turbo Flat-6')).toBeNull();
    expect(listedEngines('I4 Petrol / V6 Petrol')).toEqual([
      { litres: null, cylinders: 4 },
      { litres: null, cylinders: 6 },
    ]);
  });
});

describe('body types', () => {
  it('reads the EV file column and names, in order', () => {
    expect(evBodyType('Liftback Sedan')).toBe('liftback');
    expect(evBodyType('Station/Estate')).toBe('wagon');
    expect(bodyTypeFromName('F-Type V6 S Convertible', 2)).toBe('roadster');
    expect(bodyTypeFromName('Dawn Convertible', 4)).toBe('convertible');
    expect(bodyTypeFromName('Ranger SUV Wildtrak', 5)).toBe('suv');
    expect(bodyTypeFromName('RS6 Avant', 5)).toBe('wagon');
    // a Touring is a trim of many cars, not a body
    expect(bodyTypeFromName('Golf GTI Touring Edition', 5)).toBeNull();
    expect(bodyTypeFromName('Canter (Truck)', 3)).toBe('truck');
    expect(bodyTypeFromName('Fuso Fighter', 3)).toBe('truck');
    expect(bodyTypeFromName('Phantom', 5)).toBeNull();
  });
  it('reads only the EPA classes that name a body', () => {
    expect(bodyTypeFromEpaClasses(['Two Seaters'])).toBeNull();
    expect(bodyTypeFromEpaClasses(['Midsize Cars', 'Compact Cars'])).toBeNull();
    expect(bodyTypeFromEpaClasses(['Small Sport Utility Vehicle 4WD', 'Standard Sport Utility Vehicle 2WD'])).toBe('suv');
    expect(bodyTypeFromEpaClasses(['Standard Pickup Trucks 4WD'])).toBe('pickup');
    expect(bodyTypeFromEpaClasses(['Minivan - 2WD'])).toBe('minivan');
    // classes that disagree say nothing
    expect(bodyTypeFromEpaClasses(['Small Pickup Trucks 2WD', 'Small Sport Utility Vehicle 2WD'])).toBeNull();
  });
});
