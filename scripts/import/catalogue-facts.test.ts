// What the seeded catalogue says about cars an enthusiast knows, written from the facts (what each car
// is), not from what the importer happens to output: the examples of the audit that found the
// catalogue misleading, and the counts every test layer reads (tests/support/catalogue.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROAD_STATUSES } from '#app/catalogue/categories.ts';
import { SEED_BRANDS, SEED_CARS, SEED_ELECTRIC, SEED_FAMILIES, SEED_NOT_ROAD, SEED_TOP_SPEED_RANKED } from '../../tests/support/catalogue';
import type { SeedCar } from './car';
import type { WithdrawnId } from './ids';
import type { Redirect } from './sql';
import { foldedName } from './words';

const cars: SeedCar[] = JSON.parse(readFileSync(new URL('../../seed/cars.json', import.meta.url), 'utf8'));
const redirects: Redirect[] = JSON.parse(readFileSync(new URL('../../seed/redirects.json', import.meta.url), 'utf8'));
const withdrawn: WithdrawnId[] = JSON.parse(readFileSync(new URL('../../seed/withdrawn.json', import.meta.url), 'utf8'));

const find = (brand: string, name: string) => {
  const car = cars.find((c) => c.brand === brand && c.name === name);
  if (!car) throw new Error(`no ${brand} ${name} in the seed`);
  return car;
};
const family = (brand: string, model: string) => cars.filter((c) => c.brand === brand && c.model === model);
const isRoad = (car: SeedCar) => ROAD_STATUSES.includes(car.status);
/** Each model family has road versions, and every one of them is discontinued. */
function expectEveryRoadVersionEnded(families: ReadonlyArray<readonly [brand: string, model: string]>) {
  for (const [brand, model] of families) {
    const versions = family(brand, model).filter(isRoad);
    expect(versions.length, model).toBeGreaterThan(0);
    for (const car of versions) expect(car.status, car.name).toBe('discontinued');
  }
}

describe('the counts the tests share', () => {
  it('match the seed', () => {
    expect(cars).toHaveLength(SEED_CARS);
    expect(cars.filter((c) => c.fuels.includes('electric'))).toHaveLength(SEED_ELECTRIC);
    expect(new Set(cars.map((c) => c.brandSlug)).size).toBe(SEED_BRANDS);
    expect(new Set(cars.map((c) => `${c.brandSlug}/${c.modelSlug}`)).size).toBe(SEED_FAMILIES);
    for (const [status, n] of Object.entries(SEED_NOT_ROAD)) expect(cars.filter((c) => c.status === status)).toHaveLength(n);
    expect(cars.filter((c) => isRoad(c) && c.topSpeedKmh !== null)).toHaveLength(SEED_TOP_SPEED_RANKED);
  });
});

describe('what kind of car it is', () => {
  it('labels concepts, race cars and commercial vehicles, and keeps them', () => {
    expect(find('Tesla', 'Roadster 2').status).toBe('concept'); // shown 2017, never produced
    expect(find('Mazda', 'RX-Vision Concept').status).toBe('concept');
    expect(find('Nissan', 'Z Proto').status).toBe('concept');
    expect(find('Bugatti', 'Bolide').status).toBe('race'); // track only
    expect(find('Mazda', '787B (Race Car)').status).toBe('race');
    expect(find('Volvo', 'FH16')).toMatchObject({ status: 'commercial', bodyType: 'truck' });
    expect(find('Ford', 'F-450 Super Duty').status).toBe('commercial');
    expect(find('Nissan', '370Z').status).toBe('discontinued'); // production ended 2020
    // the cars that lead the rankings and are built no more: the last Ford GT, Aventador and NSX in
    // 2022, the 720S, DB11, DBS, Dawn, Wraith and Portofino M replaced in 2023, the last Camaro, R8,
    // F-TYPE, Huracán and Chiron in 2024 (and the 812 replaced), the last R35 GT-R in 2025 (the NSX
    // GT3 stays a race car: only road versions are asked)
    expectEveryRoadVersionEnded([
      ['Bugatti', 'Chiron'],
      ['Lamborghini', 'Aventador'],
      ['Lamborghini', 'Huracán'],
      ['Ford', 'GT'],
      ['McLaren', '720S'],
      ['Audi', 'R8'],
      ['Aston Martin', 'DB11'],
      ['Aston Martin', 'DBS'],
      ['Rolls-Royce', 'Dawn'],
      ['Rolls-Royce', 'Wraith'],
      ['Nissan', 'GT-R'],
      ['Ferrari', '812'],
      ['Ferrari', 'Portofino'],
      ['Acura', 'NSX'],
      ['Chevrolet', 'Camaro'],
      ['Jaguar', 'F-TYPE'],
    ]);
  });
  it('labels the everyday cars their makers have stopped building discontinued, every version', () => {
    // model lines ended from 2020 to 2025: a visitor asking for cars on sale does not get them
    expectEveryRoadVersionEnded([
      ['Audi', 'TT'],
      ['Audi', 'e-tron'],
      ['Chevrolet', 'Bolt EV'],
      ['Chevrolet', 'Bolt EUV'],
      ['Chevrolet', 'Malibu'],
      ['Chevrolet', 'Spark'],
      ['Ford', 'EcoSport'],
      ['Ford', 'Fiesta'],
      ['Ford', 'Fusion'],
      ['Hyundai', 'Ioniq'],
      ['Hyundai', 'Veloster'],
      ['Infiniti', 'Q60'],
      ['Jaguar', 'XE'],
      ['Jaguar', 'XF'],
      ['Jaguar', 'E-PACE'],
      ['Jaguar', 'I-PACE'],
      ['Kia', 'Stinger'],
      ['Mazda', 'CX-8'],
      ['Mazda', 'CX-9'],
      ['Mazda', 'Mazda6'],
      ['Nissan', 'Maxima'],
      ['Nissan', 'Titan'],
      ['Nissan', 'Cima'],
      ['Nissan', 'GT-R50'],
      ['Volkswagen', 'Arteon'],
      ['Volkswagen', 'up!'],
      ['Volkswagen', 'Sharan'],
      ['Ford', 'Edge'],
      ['Ford', 'Focus'],
      ['Kia', 'Rio'],
      ['Kia', 'Forte'],
      ['Ferrari', 'F8'],
      ['Audi', 'A4'],
      ['Acura', 'ILX'],
      ['Nissan', 'Rogue Sport'],
      ['Mercedes-Benz', 'CLS'],
      ['Ferrari', 'Monza SP'],
      ['Volkswagen', 'Vento'],
    ]);
    // a name's other cars keep their own status: the IONIQ 5 is no Ioniq, the e-tron GT no e-tron
    expect(find('Hyundai', 'IONIQ 5').status).toBe('current');
    expect(family('Audi', 'e-tron GT').filter((car) => car.status === 'current').length).toBeGreaterThan(0);
    // the Passat on sale is the B9: the B8 and its Alltrack are not
    for (const name of ['Passat B8', 'Passat Alltrack']) expect(find('Volkswagen', name).status).toBe('discontinued');
    // the A5 that replaced the B9 has no coupé
    for (const name of ['A5 Coupe', 'S5 Coupe']) expect(find('Audi', name).status).toBe('discontinued');
    // versions that ended with their generation while the name goes on
    expect(find('Mercedes-Benz', 'E-Class E 63 S').status).toBe('discontinued');
    expect(find('Volkswagen', 'Tiguan Allspace').status).toBe('discontinued');
    expect(find('Volkswagen', 'Tiguan').status).toBe('current');
    expect(find('Ford', 'Mustang Shelby GT500').status).toBe('discontinued');
    expect(find('Ford', 'Mustang').status).toBe('current');
    // versions whose makers did not carry them into the generation on sale
    for (const [brand, name] of [
      ['Porsche', 'Panamera 4 Sport Turismo'],
      ['Porsche', 'Panamera Turbo S E-Hybrid Sport Turismo'],
      ['BMW', 'X3 M Competition'],
      ['BMW', 'M550i xDrive'],
      ['Lamborghini', 'Urus S'],
      ['Lamborghini', 'Urus Performante'],
      ['Ferrari', 'SF90 Stradale'],
    ] as const) {
      expect(find(brand, name).status, name).toBe('discontinued');
    }
    // a generation ended whole while the name goes on: every Panamera row is the second generation
    // (971), the first Urus, the KL Cherokee, the second Acadia and Sequoia, the fifth Accent; and
    // within a name, the second Canyon and Tundra and the first Kona Electric
    expectEveryRoadVersionEnded([
      ['Porsche', 'Panamera'],
      ['Lamborghini', 'Urus'],
      ['Jeep', 'Cherokee'],
      ['GMC', 'Acadia'],
      ['Toyota', 'Sequoia'],
      ['Hyundai', 'Accent'],
      // the 310 hp Traverse, the 170 hp Equinox and the Z52 Murano, replaced for the 2024 and 2025 model years
      ['Chevrolet', 'Traverse'],
      ['Chevrolet', 'Equinox'],
      ['Nissan', 'Murano'],
      // the 3.8 V6 Palisade and Telluride, replaced for the 2026 and 2027 model years; the first Nexo;
      // the petrol 718, built until October 2025
      ['Hyundai', 'Palisade'],
      ['Kia', 'Telluride'],
      ['Hyundai', 'Nexo'],
      ['Porsche', '718 Boxster'],
      ['Porsche', '718 Cayman'],
    ]);
    // versions whose names ended while their model goes on: the petrol Cayenne Turbo and the 680 PS Turbo
    // S E-Hybrid (the Turbo E-Hybrid replaced both), the 4.3 V6 Sierra, the Soul turbo, the 911 Dakar run
    for (const [brand, name] of [
      ['Porsche', 'Cayenne Turbo'],
      ['Porsche', 'Cayenne Turbo S E-Hybrid'],
      ['GMC', 'Sierra 1500 Pro'],
      ['Kia', 'Soul Turbo'],
      ['Porsche', '911 Dakar'],
      // the V8 Wagoneers and Grand Cherokee, the V6 GLC 43 and Camry, the Highlander's V6 petrol
      ['Jeep', 'Wagoneer'],
      ['Jeep', 'Grand Wagoneer'],
      ['Jeep', 'Grand Cherokee Summit Reserve'],
      ['Mercedes-Benz', 'GLC 43'],
      ['Toyota', 'Camry'],
      ['Toyota', 'Highlander'],
      // generations replaced: the XW50 Prius, XA50 RAV4, fifth 4Runner, third Tacoma, first C-HR, J150
      // Prado, FY Q5 and SQ5, fourth Expedition; ended: the Avalon, XT4, XT6, the electric F-150 Lightning
      ['Toyota', 'Prius'],
      ['Toyota', 'RAV4'],
      ['Toyota', '4Runner'],
      ['Toyota', 'Tacoma'],
      ['Toyota', 'C-HR'],
      ['Toyota', 'Land Cruiser Prado'],
      ['Audi', 'Q5'],
      ['Audi', 'SQ5'],
      ['Ford', 'Expedition'],
      ['Toyota', 'Avalon'],
      ['Cadillac', 'XT4'],
      ['Cadillac', 'XT6'],
      ['Ford', 'F-150 Lightning'],
      // the second 3008's plug-in hybrids, a 300-car run
      ['Peugeot', '3008 Hybrid4'],
      ['Acura', 'TLX Type S PMC Edition'],
      // the seventh Golf GTE, second Tiguan eHybrid, first T-Roc; the Polo diesel (the first Amarok
      // stays on sale: Volkswagen Argentina still builds it, V6 TDI included)
      ['Volkswagen', 'Golf GTE'],
      ['Volkswagen', 'Tiguan eHybrid'],
      ['Volkswagen', 'T-Roc'],
      ['Volkswagen', 'Polo TDI'],
    ] as const) {
      expect(find(brand, name).status, name).toBe('discontinued');
    }
    expect(find('Porsche', 'Cayenne Turbo GT').status).toBe('current');
    // the F20 and F40 1 Series i and ti versions, ended 2024 (the F70's petrol ones are named 118, 120,
    // M135); a 118d may be either
    for (const car of family('BMW', '1 Series').filter((c) => /^(1\d\d(i|ti)|M135i)\b/.test(c.name))) {
      expect(car.status, car.name).toBe('discontinued');
    }
    expect(find('BMW', '118d').status).toBe('current');
    for (const [brand, name, status] of [
      ['GMC', 'Terrain SLT', 'discontinued'],
      ['GMC', 'Terrain Denali', 'current'],
      ['GMC', 'Canyon Elevation', 'discontinued'],
      ['GMC', 'Canyon AT4', 'current'],
      ['Toyota', 'Tundra', 'discontinued'],
      ['Toyota', 'Tundra I-Force MAX', 'current'],
      ['Hyundai', 'Kona Electric', 'discontinued'],
      ['Hyundai', 'Kona Electric 65 kWh', 'current'],
    ] as const) {
      expect(find(brand, name).status, name).toBe(status);
    }
  });

  it('gives a non-road car no purpose, and never performance to a truck or van', () => {
    expect(cars.filter((c) => !isRoad(c) && c.purposes.length)).toEqual([]);
    const workPerformance = cars.filter(
      (c) => ['truck', 'van', 'pickup', 'minivan'].includes(c.bodyType ?? '') && c.purposes.includes('performance'),
    );
    expect(workPerformance).toEqual([]);
    expect(find('Volvo', 'FH16').purposes).toEqual([]);
    // quick is what a buyer calls quick: a 5.3 s Phantom is luxury, not performance
    expect(find('Rolls-Royce', 'Phantom').purposes).toEqual(['luxury']);
    expect(find('Porsche', '911 Turbo S').purposes).toContain('performance');
  });

  it('calls off-road only what is built for it', () => {
    expect(find('Jeep', 'Wrangler Rubicon').purposes).toContain('off-road');
    expect(find('Toyota', 'Land Cruiser').purposes).toContain('off-road');
    // a towing figure is not off-road hardware
    expect(cars.filter((c) => c.purposes.includes('off-road') && c.brand === 'Tesla')).toEqual([]);
  });

  it('gives each car a model family, with its versions under it', () => {
    expect(cars.filter((c) => !c.model)).toEqual([]);
    expect(find('Porsche', '911 GT3 RS').model).toBe('911');
    expect(find('Kia', 'EV6 GT').model).toBe('EV6');
    expect(find('Toyota', 'RAV4').model).toBe('RAV4');
    expect(find('Mercedes-Benz', 'S-Class S 580')).toMatchObject({ model: 'S-Class', variant: 'S 580' });
    expect(find('BMW', '330i').model).toBe('3 Series');
    expect(family('Porsche', '911').length).toBeGreaterThan(20);
  });
});

describe('body types', () => {
  it('are what the car is, never the EPA car classes', () => {
    expect(family('Rolls-Royce', 'Cullinan').map((c) => c.bodyType)).toEqual(family('Rolls-Royce', 'Cullinan').map(() => 'suv'));
    expect(family('Porsche', '911').filter((c) => c.bodyType === 'sedan')).toEqual([]);
    expect(family('Kia', 'EV6').filter((c) => c.bodyType === 'sedan')).toEqual([]);
    expect(find('Abarth', '500e Convertible').bodyType).toBe('convertible');
    expect(find('Porsche', '911 Carrera S Cabriolet').bodyType).toBe('convertible');
    expect(find('Mazda', 'MX-5 Miata').bodyType).toBe('roadster');
    expect(find('Audi', 'RS6 Avant').bodyType).toBe('wagon');
    // a minibus and the kei work vans whose seats say which of van and truck they are
    expect(find('Toyota', 'Coaster').bodyType).toBe('van');
    expect(find('Nissan', 'Clipper').bodyType).toBe('van');
    expect(find('Mazda', 'Scrum').bodyType).toBe('van');
    expect(find('Nissan', 'Sunny').bodyType).toBe('sedan');
    // a name sold in several bodies keeps none rather than one picked for it
    expect(find('Toyota', 'Corolla').bodyType).toBeNull();
  });
});

describe('years say what they are', () => {
  it('dates the AMG GT 4-Door by its own launch, not the two-door’s first US year', () => {
    for (const name of ['GT 63 S', 'GT 53']) {
      expect(find('Mercedes-Benz', name)).toMatchObject({ launchYear: 2018, launchBasis: 'curated', generation: 'X290' });
    }
    // and the GT 53 is no V6, nor (as its EPA rows would have it) naturally aspirated: both unknown
    expect(find('Mercedes-Benz', 'GT 53')).toMatchObject({ engine: null, cylinders: 6, aspiration: null });
    expect(find('Mercedes-Benz', 'GT 53').epa?.aspiration).toEqual([]);
  });
  it('dates the Galant Fortis by its own launch, not the older US Lancer’s', () => {
    expect(find('Mitsubishi', 'Galant Fortis')).toMatchObject({ launchYear: 2007, launchBasis: 'curated' });
  });
  it('dates the M SUVs and the S4 by their own generation, not their nameplate’s first US year', () => {
    expect(find('BMW', 'X3 M Competition')).toMatchObject({ launchYear: 2019, generation: 'F97' });
    // (and no US figures: its 4,935 cc matched only the 2008–2010 X5 4.8i's rows)
    expect(find('BMW', 'X5 M Competition')).toMatchObject({ launchYear: 2020, generation: 'F95', epa: null });
    // the S4 as its generation's year, the A4's
    expect(find('Audi', 'S4 Sedan')).toMatchObject({ launchYear: 2015, generation: 'B9' });
  });
  it('dates the GM full-size SUVs and the newer Mercedes by their generation, not their nameplate’s first US year', () => {
    for (const [brand, model] of [
      ['Chevrolet', 'Tahoe'],
      ['GMC', 'Yukon'],
      ['Cadillac', 'Escalade'],
    ] as const) {
      for (const car of family(brand, model)) expect(car, car.name).toMatchObject({ generation: 'fifth generation' });
      // every version but the Escalade-V, which came two years into the generation
      for (const car of family(brand, model).filter((c) => c.name !== 'Escalade V')) expect(car.launchYear, car.name).toBe(2020);
    }
    expect(find('Cadillac', 'Escalade V').launchYear).toBe(2022);
    expect(find('Mercedes-Benz', 'S-Class S 580')).toMatchObject({ launchYear: 2020, generation: 'W223' });
    expect(find('Mercedes-Benz', 'C-Class C 43')).toMatchObject({ launchYear: 2021, generation: 'W206' });
  });
  it('dates the cars on sale by the generation their figures are, not by their nameplate’s first US year', () => {
    // [brand, name, launch, generation]: every row's US figures are from 2020 or later
    const generations = [
      ['Jeep', 'Wrangler', 2018, 'JL'],
      ['Jeep', 'Wrangler 392', 2021, 'JL'],
      ['Jeep', 'Grand Cherokee', 2021, 'WL'],
      ['Nissan', 'Pathfinder', 2021, 'fifth generation'],
      ['Nissan', 'Frontier', 2021, 'third generation'],
      ['Nissan', 'Armada', 2016, 'second generation'],
      ['Honda', 'CR-V', 2022, 'sixth generation'],
      ['Honda', 'Pilot', 2022, 'fourth generation'],
      ['Acura', 'MDX SH-AWD', 2021, 'fourth generation'],
      ['Chevrolet', 'Colorado', 2022, 'third generation'],
      ['GMC', 'Canyon Denali', 2022, 'third generation'],
      ['GMC', 'Canyon Denali Black Edition', 2014, 'second generation'],
      ['GMC', 'Terrain Denali', 2024, 'third generation'],
      ['GMC', 'Terrain SLT', 2017, 'second generation'],
      ['Toyota', 'Sequoia', 2007, 'second generation'],
      ['Audi', 'RS6 Avant', 2020, 'C8'],
      ['Audi', 'S8', 2019, 'D5'],
      ['Audi', 'Q5', 2017, 'FY'],
      ['Mercedes-Benz', 'CLA 45 AMG', 2019, 'C118'],
      ['Rolls-Royce', 'Ghost', 2020, 'second generation'],
      ['Kia', 'Niro EX', 2022, 'second generation'],
      ['Hyundai', 'Kona', 2023, 'second generation'],
    ] as const;
    for (const [brand, name, launchYear, generation] of generations) {
      expect(find(brand, name), name).toMatchObject({ launchYear, launchBasis: 'curated', generation });
    }
    // a new version keeps its own date, and a last-generation one its own generation
    expect(find('Jeep', 'Wrangler 4xe').launchYear).toBe(2021);
    expect(find('Chevrolet', 'Colorado ZR2').generation).toBe('second generation');
    expect(find('Rolls-Royce', 'Ghost Zenith').generation).toBeNull();
    // the Trailblazer on sale is the 2020 crossover, not the 2002 SUV the EPA's first rows are
    expect(find('Chevrolet', 'Trailblazer').launchYear).toBe(2020);
    expect(find('Ferrari', 'Roma Spider').launchYear).toBe(2024);
    // nor an electric car on sale elsewhere before the EPA's file has it
    expect(find('Polestar', '4 Long Range Dual Motor').launchYear).toBe(2023);
    expect(find('GMC', 'Sierra EV Denali').launchYear).toBe(2024);
  });
  it('dates a version launched years into its generation by its own launch, not the generation’s', () => {
    // "911 GT3, launched 2019" would be the 992 Carrera's year, two years before the GT3 existed
    for (const [name, launchYear] of [
      ['911 Carrera', 2019],
      ['911 Turbo S', 2020],
      ['911 GT3', 2021],
      ['911 GT3 RS', 2022],
      ['911 Dakar', 2022],
      ['911 Carrera 4 GTS', 2021],
      ['718 Cayman', 2016],
      ['718 Cayman GT4', 2019],
      ['718 Cayman GT4 RS', 2021],
    ] as const) {
      expect(find('Porsche', name).launchYear, name).toBe(launchYear);
    }
    expect(find('Tesla', 'Model 3 Performance (Highland)').launchYear).toBe(2024);
    // the facelifts' versions by their own launch, as the Performance: none of them was on sale in 2017 or 2020
    expect(find('Tesla', 'Model 3 Long Range AWD (Highland)').launchYear).toBe(2023);
    expect(find('Tesla', 'Model 3 Long Range RWD (Highland)').launchYear).toBe(2024);
    expect(find('Tesla', 'Model Y RWD (Juniper)').launchYear).toBe(2025);
    expect(find('Tesla', 'Model 3').launchYear).toBe(2017);
    for (const [brand, name, launchYear] of [
      ['Porsche', 'Cayenne', 2017],
      ['Porsche', 'Cayenne Coupe', 2019],
      ['Porsche', 'Cayenne Turbo GT', 2021],
      ['Porsche', 'Taycan Cross Turismo', 2021],
      ['Porsche', 'Taycan Sport Turismo GTS', 2021],
      ['Porsche', 'Macan T', 2022],
      ['Cadillac', 'CT5-V Blackwing', 2021],
      ['Mercedes-Benz', 'A-Class A 45 S', 2019],
      ['Hyundai', 'IONIQ 5 N', 2023],
      ['Volkswagen', 'ID.3 GTX Performance', 2024],
      ['Nissan', 'Skyline 400R', 2019],
      ['BMW', 'iX xDrive60', 2025],
      // the 97 kWh entry model of the updated range, not the 2021 car of 93.4 kWh
      ['Audi', 'e-tron GT quattro', 2025],
    ] as const) {
      expect(find(brand, name).launchYear, name).toBe(launchYear);
    }
  });
  it('gives the Prius Prime its own generation, not the Prius row’s', () => {
    expect(find('Toyota', 'Prius Prime')).toMatchObject({ generation: 'XW60', launchYear: 2023 });
  });
  it('does not give the IONIQ 9 the old Ioniq’s years', () => {
    for (const car of family('Hyundai', 'IONIQ 9')) {
      expect(car.launchYear).toBe(2025);
      expect(car.epa?.baseModels ?? []).not.toContain('Ioniq');
      expect(car.usYearFirst === null || car.usYearFirst >= 2025).toBe(true);
    }
  });

  it('never reads a model number as a year (Peugeot 2008, 3008)', () => {
    const named = cars.filter((c) => c.brand === 'Peugeot' && /\b[23]008\b/.test(c.name));
    expect(named.length).toBeGreaterThan(5);
    for (const car of named) {
      expect([car.launchYear, car.modelYear, car.usYearFirst]).not.toContain(2008);
      expect([car.launchYear, car.modelYear, car.usYearFirst]).not.toContain(3008);
    }
  });

  it('keeps a model-year tag as a model year', () => {
    expect(find('Ford', 'Explorer (MY24)')).toMatchObject({ modelYear: 2024 });
    expect(cars.find((c) => c.brand === 'Kia' && c.name === 'Sportage S')).toMatchObject({ modelYear: 2024, model: 'Sportage' });
  });

  it('ranks newest releases one model family at a time', () => {
    const leads = cars.filter((c) => c.familyLead);
    const families = leads.map((c) => `${c.brand}|${c.model}`);
    expect(new Set(families).size).toBe(families.length);
    expect(leads.every((c) => c.launchYear !== null && isRoad(c))).toBe(true);
    // nine trims of one Volvo once led the ranking
    const newest = [...leads].sort((a, b) => b.launchYear! - a.launchYear!).slice(0, 12);
    expect(newest.filter((c) => c.brand === 'Volvo').length).toBeLessThanOrEqual(3);
  });
});

describe('one car, one page, one set of figures', () => {
  it('lists the Ford KA+ once, and its second id redirects to it', () => {
    const kas = cars.filter((c) => c.brand === 'Ford' && foldedName(c.name) === 'ka+');
    expect(kas).toHaveLength(1);
    expect(redirects).toContainEqual(expect.objectContaining({ from: 2015, to: kas[0]!.id }));
  });
  it('lists the GT4 RS once, a 718 Cayman, without the second listing’s PS as hp or its price', () => {
    const gt4rs = cars.filter((c) => c.brand === 'Porsche' && c.name.endsWith('GT4 RS'));
    expect(gt4rs.map((c) => c.name)).toEqual(['718 Cayman GT4 RS']);
    expect(gt4rs[0]).toMatchObject({ powerHp: 493, powerHpMax: 493, priceMinUsd: 141_700, priceMaxUsd: 141_700 });
    expect(redirects).toContainEqual(expect.objectContaining({ from: 1622, to: gt4rs[0]!.id }));
  });

  it('keeps every published address: ids 1001–2679 (the first catalogue) are cars, redirect to one, or stay taken', () => {
    const ids = new Set(cars.map((c) => c.id));
    const moved = new Set(redirects.map((r) => r.from));
    // a listing of a car never built is left out, its id kept from every other car (decision 119)
    const taken = new Set(withdrawn.map((w) => w.id));
    const lost = Array.from({ length: 2679 - 1000 }, (_, i) => 1001 + i).filter((id) => !ids.has(id) && !moved.has(id) && !taken.has(id));
    expect(lost).toEqual([]);
    expect(withdrawn.filter((w) => ids.has(w.id) || moved.has(w.id))).toEqual([]);
  });

  it('leaves out the cars their makers never built, each with its reason', () => {
    const neverBuilt = ['Porsche 911 Sport Turismo', 'Rolls-Royce Ghost Coupe', 'Peugeot 308 PSE', 'Volkswagen Amarok V8'];
    expect(cars.filter((c) => neverBuilt.includes(`${c.brand} ${c.name}`))).toEqual([]);
    expect(withdrawn.find((w) => w.id === 1624)).toMatchObject({
      key: 'cars-2025:Porsche|911 SPORT TURISMO',
      reason: expect.stringMatching(/Panamera/),
    });
    // the one PSE Peugeot built stays
    expect(find('Peugeot', '508 PSE').powerHp).toBe(355);
  });

  it('gives every car its own URL, and every redirect a live target', () => {
    expect(new Set(cars.map((c) => c.slug)).size).toBe(cars.length);
    const ids = new Set(cars.map((c) => c.id));
    for (const redirect of redirects) {
      expect(ids.has(redirect.from)).toBe(false);
      expect(ids.has(redirect.to)).toBe(true);
    }
  });

  it('lists a car the two files give differently once: the Model S, the EQS 53, the Macan 4S, the Sportage PHEV, the ID.3 GTX', () => {
    const names = (brand: string, model: string) => family(brand, model).map((c) => c.name);
    // Tesla sells one dual-motor Model S and Model X beside the Plaids; the EV file calls them Dual Motor
    expect(names('Tesla', 'Model S').sort()).toEqual(['Model S', 'Model S Plaid']);
    expect(names('Tesla', 'Model X').sort()).toEqual(['Model X', 'Model X Plaid']);
    // the first file's price and power, the EV file's battery and range, both files' 0–100 km/h times
    expect(find('Tesla', 'Model S')).toMatchObject({
      priceMinUsd: 88490,
      powerHp: 670,
      batteryKwh: 95,
      accel0To100S: 3.1,
      accel0To100SMax: 3.2,
    });
    expect(find('Tesla', 'Model S').rangeKm).not.toBeNull();
    const eqs53 = cars.filter((c) => c.brand === 'Mercedes-Benz' && /\b53\b/.test(c.name) && c.model === 'EQS');
    // its $102,000 was the EQS 450+'s price, cleared
    expect(eqs53).toEqual([expect.objectContaining({ name: 'EQS 53 4MATIC+', priceMinUsd: null, powerHp: 751, batteryKwh: 118 })]);
    // the ID.3 GTX: the EV file's 79 kWh car, without the first file's borrowed 299 hp
    expect(
      family('Volkswagen', 'ID.3')
        .filter((c) => /GTX/.test(c.name))
        .map((c) => c.name),
    ).toEqual(['ID.3 GTX', 'ID.3 GTX Performance']);
    expect(find('Volkswagen', 'ID.3 GTX')).toMatchObject({ batteryKwh: 79, powerHp: null, torqueNm: 545, priceMinUsd: 45000 });
    expect(family('Kia', 'Sportage').filter((c) => c.fuel === 'plug-in-hybrid')).toEqual([
      expect.objectContaining({ name: 'Sportage PHEV', priceMinUsd: 41000, priceMaxUsd: 42000 }),
    ]);
    // the ID.3 Pro, 58 kWh usable as VW states it and 59 kWh as the EV file does, is one version with both files' figures
    expect(family('Volkswagen', 'ID.3').filter((c) => c.name.startsWith('ID.3 Pro') && c.name !== 'ID.3 Pro S')).toEqual([
      expect.objectContaining({
        name: 'ID.3 Pro',
        priceMinUsd: 35000,
        powerHp: 204,
        batteryKwh: 59,
        accel0To100S: 7.3,
        accel0To100SMax: 7.6,
      }),
    ]);
    // their published addresses lead to the one car
    for (const [from, brand, name] of [
      [1657, 'Tesla', 'Model S'],
      [1661, 'Tesla', 'Model X'],
      [1098, 'Mercedes-Benz', 'EQS 53 4MATIC+'],
      [1586, 'Porsche', 'Macan 4S Electric'],
      [1192, 'Kia', 'Sportage PHEV'],
      [2681, 'Volkswagen', 'ID.3 Pro'],
    ] as const) {
      expect(redirects).toContainEqual(expect.objectContaining({ from, to: find(brand, name).id }));
    }
  });

  it('files the electric Macan as the second generation, without the Turbo’s power on a slower version', () => {
    for (const car of family('Porsche', 'Macan')) {
      expect(car.generation, car.name).toBe(car.fuel === 'electric' ? 'second generation' : '95B');
    }
    // the first file's Macan EV ($85,000, 4.0 s, 240 km/h) is the 4S, without the 603 hp no 4S has
    expect(find('Porsche', 'Macan 4S Electric')).toMatchObject({ priceMinUsd: 85000, powerHp: null, torqueNm: 820, accel0To100S: 4 });
    expect(family('Porsche', 'Macan').filter((c) => c.name === 'Macan EV')).toEqual([]);
  });

  it('never mixes two Taycan generations on one card; the first is no longer on sale, the update dated 2024', () => {
    // the first generation's GTS (93.4 kWh gross, 590 hp; its 3.5 s was the 0-60 mph time, cleared by a
    // row that names its battery) and the 2024 one's (97 kWh, 3.3 s)
    expect(find('Porsche', 'Taycan GTS 93.4 kWh')).toMatchObject({
      batteryKwh: 93.4,
      powerHp: 590,
      accel0To100S: null,
      source: 'cars-2025',
    });
    expect(find('Porsche', 'Taycan GTS 97 kWh')).toMatchObject({ batteryKwh: 97, accel0To100S: 3.3, source: 'ev-specs-2025' });
    // every first-generation battery (79.2 or 93.4 kWh gross) is discontinued and keeps its own launch,
    // every 2024 one is current and launched in 2024, not in the first cars' 2020 or 2021
    for (const car of family('Porsche', 'Taycan')) {
      const first = car.batteryKwh === 79.2 || car.batteryKwh === 93.4;
      expect(car.status, car.name).toBe(first ? 'discontinued' : 'current');
      if (first) expect([2020, 2021], car.name).toContain(car.launchYear);
      else expect(car, car.name).toMatchObject({ launchYear: 2024, launchBasis: 'curated' });
    }
    // twelve: the thirteenth first-generation row, a Cross Turismo GTS Porsche never offered, is the GTS Sport Turismo
    expect(family('Porsche', 'Taycan').filter((car) => car.status === 'discontinued')).toHaveLength(12);
  });

  it('lists a car sold under two names once, under the name it is sold by; the other name redirects', () => {
    for (const [brand, gone, kept] of [
      ['Porsche', '911 Carrera Base', '911 Carrera'],
      ['Porsche', '911 Turbo S Coupe', '911 Turbo S'],
      ['Volkswagen', 'ID.3', 'ID.3 Pro'],
      ['Volkswagen', 'ID. Buzz Pro', 'ID. Buzz'],
      ['Nissan', 'Ariya Dual Motor AWD', 'Ariya E-4ORCE'],
      ['Acura', 'RDX Turbo AWD', 'RDX SH-AWD'],
      ['Jaguar', 'I-PACE EV400 HSE', 'I-PACE HSE'],
      // its listing's 563 hp, the standard Dawn's, left out: the figures that are left agree
      ['Rolls-Royce', 'Dawn Black Badge Volante', 'Dawn Black Badge'],
      // the 971's 4 E-Hybrid, with the E-Hybrid row's 700 Nm and 4.4 s
      ['Porsche', 'Panamera 4 E-Hybrid', 'Panamera E-Hybrid'],
    ] as const) {
      expect(
        cars.filter((c) => c.brand === brand && c.name === gone),
        gone,
      ).toEqual([]);
      expect(redirects, gone).toContainEqual(expect.objectContaining({ to: find(brand, kept).id, reason: `merged into ${brand} ${kept}` }));
    }
  });

  it('leaves unknown a figure that is another car’s, and a concept never sold has no price', () => {
    // the NISMO's 600 hp, the M850i's 523 hp, no Urus S's 671 hp
    for (const [brand, name] of [
      ['Nissan', 'GT-R'],
      ['BMW', 'M8 Gran Coupe'],
      ['Lamborghini', 'Urus S'],
    ] as const) {
      expect(find(brand, name).powerHp, name).toBeNull();
    }
    for (const name of ['Z Proto', 'Titan Warrior']) expect(find('Nissan', name).priceMinUsd, name).toBeNull();
    // a wrong layout in the description ("I6" for Volvo's 2.0 four) took the US figures of the wrong
    // engine, or none: without it, the EPA's own four- and six-cylinder rows are found
    expect(find('Volvo', 'XC90')).toMatchObject({ cylinders: null, epa: { cylinders: { min: 4, max: 4 } } });
    expect(find('Toyota', 'GR Supra')).toMatchObject({ cylinders: null, epa: { cylinders: { min: 6, max: 6 } } });
    expect(find('Toyota', 'Sienna')).toMatchObject({ fuel: 'hybrid', epa: { cylinders: { min: 4, max: 4 } } });
  });

  it('clears a wrong figure on the merged car, so no listing merged in brings it back', () => {
    // the Dawn's 624 hp is the Wraith's; the Dawn Convertible listing, merged into it, repeats it
    expect(find('Rolls-Royce', 'Dawn')).toMatchObject({ powerHp: null, powerHpMax: null });
    expect(cars.filter((c) => c.brand === 'Rolls-Royce' && c.name === 'Dawn Convertible')).toEqual([]);
  });

  it('leaves torque unknown where the source gives wheel torque, not the motors’', () => {
    // GMC's 11,500 lb-ft and Tesla's 10,000 Nm are measured at the wheels, after the gearing
    for (const car of cars.filter((c) => c.brand === 'GMC' && c.model === 'Hummer EV')) {
      expect(car.torqueNm ?? 0, car.name).toBeLessThan(2000);
      // nor as the engine's words, in lb-ft on a metric page
      expect(car.engine ?? '', car.name).not.toMatch(/lb-ft/);
    }
    expect(find('Tesla', 'Roadster 2')).toMatchObject({ torqueNm: null, torqueNmMax: null });
    expect(Math.max(...cars.filter((c) => c.status !== 'commercial').map((c) => c.torqueNmMax ?? 0))).toBeLessThan(2500);
  });

  it('leaves a battery unknown where the maker publishes none and the source’s is far off', () => {
    // the first file gives the Cybertruck 200 kWh, the Hummer EV's figure; Tesla states none
    expect(find('Tesla', 'Cybertruck')).toMatchObject({ batteryKwh: null, powerHp: 800 });
  });

  it('takes a body type from the curated table where no source gives one', () => {
    // the US W214 E 350 is sold as a sedan only (curated, with the reason)
    expect(find('Mercedes-Benz', 'E-Class E 350').bodyType).toBe('sedan');
  });

  it('files a car by the fuel its engine names where the label says petrol', () => {
    expect(find('Volkswagen', 'Golf TGI')).toMatchObject({ fuel: 'cng', fuels: ['cng'] });
    expect(find('Volkswagen', 'Golf Alltrack')).toMatchObject({ fuel: 'diesel' });
    // the Golf's row adds "/ Electric" and the ID.3's "40 - 58 kWh" to the petrol Golf's figures, and
    // the up! row the e-up!'s battery to the petrol up!'s: the curated table says petrol, with no battery
    // (the electric Golf and the e-up! are rows of their own)
    expect(find('Volkswagen', 'Golf')).toMatchObject({ fuel: 'petrol', fuels: ['petrol'], batteryKwh: null, rangeKm: null, engine: null });
    // the up!'s 82 hp and "Electric" engine are the e-up!'s too
    expect(find('Volkswagen', 'up!')).toMatchObject({ fuel: 'petrol', fuels: ['petrol'], batteryKwh: null, powerHp: null, engine: null });
    expect(find('Volkswagen', 'Golf Electric')).toMatchObject({ fuels: ['electric'] });
    expect(find('Volkswagen', 'up! e-up!')).toMatchObject({ fuels: ['electric'], batteryKwh: 32.3 });
  });

  it('files a plug-in hybrid as one where the source labels it "Hybrid"', () => {
    // its own engine column says "Plug-in Hybrid", or the maker's plug-in name does
    for (const name of ['Golf GTE', 'Touareg R', 'Tiguan eHybrid'])
      expect(find('Volkswagen', name).fuels, name).toEqual(['plug-in-hybrid']);
    // the curated table, with its reason
    for (const name of ['508 Hybrid4', '3008 Hybrid4', '508 PSE']) expect(find('Peugeot', name).fuels, name).toEqual(['plug-in-hybrid']);
    expect(find('Aston Martin', 'Valhalla').fuels).toEqual(['plug-in-hybrid']);
    // a full hybrid stays one
    for (const [brand, name] of [
      ['Toyota', 'Prius'],
      ['Volkswagen', 'Jetta Hybrid'],
      ['Porsche', 'Cayenne S Hybrid'],
    ] as const)
      expect(find(brand, name).fuels, name).toEqual(['hybrid']);
  });

  it('keeps the source’s qualifiers', () => {
    expect(find('GMC', 'Hummer EV Pickup Edition 1')).toMatchObject({ powerHp: 1000, figureNotes: { power: 'up to' } });
  });

  it('reads cylinders and aspiration from the engine text, and the EV file’s charge port', () => {
    expect(find('Porsche', '911 Carrera 4')).toMatchObject({ cylinders: 6, aspiration: 'turbocharged' });
    expect(cars.filter((c) => c.chargePort === 'CCS').length).toBeGreaterThan(400);
  });

  it('reads the drive an engine text names, and keeps a rear-drive Model 3 off the all-wheel drive rows', () => {
    expect(find('Tesla', 'Model 3')).toMatchObject({ drivetrain: 'RWD', epa: { drivetrains: ['RWD'] } });
    expect(find('Tesla', 'Model Y')).toMatchObject({ drivetrain: 'RWD', epa: { drivetrains: ['RWD'] } });
    // the rear-drive Model Y's 357 miles are not the Long Range AWD's
    expect(find('Tesla', 'Model Y Long Range')).toMatchObject({ drivetrain: 'AWD', epa: { evRangeMi: { min: 308, max: 327 } } });
  });

  it('gives a row of several engines no one engine’s size, cylinders or aspiration, and the US facts of all it lists', () => {
    // "3.3L V6 / 5.0L V8 / 3.5L EcoBoost" once read turbocharged, 3,300 cc and six cylinders, with the 3.3's mpg alone
    expect(find('Ford', 'F-150')).toMatchObject({ displacementCc: null, cylinders: null, aspiration: null });
    expect(find('Ford', 'F-150').epa).toMatchObject({ displacementL: { min: 3.3, max: 5 }, mpgCombined: { min: 18, max: 21 } });
    // "3.5L V6 / 2.0L EcoBoost" is no 2.0-litre six
    expect(find('Ford', 'Taurus')).toMatchObject({ displacementCc: null, cylinders: null, aspiration: null });
    // what every engine shares stays
    expect(find('Volkswagen', 'Golf Cabriolet')).toMatchObject({ cylinders: 4, aspiration: 'turbocharged' });
    // the Expedition's one engine, the 3.5 EcoBoost, says how it breathes once its text (naming a V8 too) is cleared
    expect(find('Ford', 'Expedition')).toMatchObject({ engine: null, aspiration: 'turbocharged' });
    // a row of several engines is dated by the generation they are, not the nameplate's first US year
    expect(find('Ford', 'Taurus')).toMatchObject({ usYearFirst: 2010, launchYear: 2010 });
    expect(find('Ford', 'Edge')).toMatchObject({ usYearFirst: 2015, launchYear: 2015 });
    // European cars the US never had: their first engine's size no longer happens to keep them off US rows
    for (const name of ['Golf Variant', 'Golf Cabriolet', 'Passat B7', 'Passat B8', 'Passat Variant']) {
      expect(find('Volkswagen', name).epa, name).toBeNull();
    }
  });
});

describe('US facts from FuelEconomy.gov', () => {
  it('match a renamed model (MX-5 Miata → MX-5) and say where the trims differ', () => {
    const mx5 = find('Mazda', 'MX-5 Miata');
    expect(mx5.epa?.baseModels).toEqual(expect.arrayContaining(['MX-5']));
    expect(mx5.epa?.drivetrains).toEqual(['RWD']);
    expect(mx5.epa?.transmissions.length).toBeGreaterThan(1);
  });

  it('name each US base model once, however the EPA capitalised it over the years', () => {
    const twice = cars.filter((c) => c.epa && new Set(c.epa.baseModels.map((name) => name.toLowerCase())).size < c.epa.baseModels.length);
    expect(twice.map((c) => `${c.brand} ${c.name}: ${c.epa!.baseModels.join(', ')}`)).toEqual([]);
    expect(find('Chevrolet', 'Trailblazer').epa?.baseModels).toEqual(['Trailblazer']);
    expect(find('Maserati', 'GranTurismo Folgore').epa?.baseModels).toEqual(['GranTurismo']);
  });

  it('refuse a name that goes on with a number or + the EPA model lacks', () => {
    expect(find('Toyota', 'C-HR+').epa).toBeNull();
    expect(find('Toyota', 'C-HR').epa?.baseModels).toEqual(['C-HR']);
  });

  it('never go to a race car or a concept: the 911 GT3 Cup has no US fuel economy', () => {
    expect(find('Porsche', '911 GT3 Cup')).toMatchObject({ status: 'race', epa: null, usYearFirst: null });
    expect(find('Porsche', '911 GT3').epa?.baseModels).toEqual(['911']);
    expect(cars.filter((c) => (c.status === 'race' || c.status === 'concept') && c.epa).map((c) => c.name)).toEqual([]);
  });

  it('never give a petrol car an EV’s figures, nor an EV a fuel economy', () => {
    for (const car of cars.filter((c) => c.epa)) {
      if (car.fuels.length === 1 && car.fuels[0] === 'electric') expect(car.epa!.mpgCombined).toBeNull();
      if (car.fuels.length === 1 && car.fuels[0] === 'petrol') expect(car.epa!.evRangeMi).toBeNull();
    }
  });
});

describe('names as their makers write them', () => {
  it('keeps small letters, Roman numerals and xDrive that a listing in capitals lost', () => {
    for (const [brand, name] of [
      ['Audi', 'e-tron'],
      ['Audi', 'e-tron Sportback'],
      ['Toyota', 'bZ3'],
      ['Rolls-Royce', 'Wraith Eagle VIII'],
      ['BMW', 'M850i xDrive Coupe'],
      ['Hyundai', 'Kona Electric'],
    ])
      expect(find(brand!, name!).name).toBe(name);
  });

  it('names the Sportage’s versions without the listing’s brackets and capitals', () => {
    const names = family('Kia', 'Sportage').map((car) => car.name);
    expect(names).toEqual(expect.arrayContaining(['Sportage S', 'Sportage X-Pro', 'Sportage X-Pro Prestige', 'Sportage SX Turbo AWD']));
    expect(names.filter((name) => /\(|[A-Z]{2,} ?Trim|X-PRO/.test(name))).toEqual(['Sportage (top trim)']);
  });
  it('spells a version’s model as its family is spelled: Huracán, IONIQ 5, F-TYPE, up!', () => {
    const unlike = cars.filter((c) => !c.name.startsWith(c.model) && foldedName(c.name).startsWith(foldedName(c.model)));
    expect(unlike.map((c) => `${c.brand} ${c.name} (${c.model})`)).toEqual([]);
    expect(find('Lamborghini', 'Huracán STO').slug).toBe('lamborghini-huracan-sto');
    expect(find('Hyundai', 'IONIQ 5').model).toBe('IONIQ 5');
  });
});

describe('figures a listing got wrong are unknown, not shown', () => {
  it('gives no 2024 Sportage the 2.0 turbo of an earlier one, and dates that one by its generation', () => {
    // the NQ5 (2021) has no 2.0 turbo: 240 hp is the QL SX Turbo's, whose row is dated as the QL
    const listed2024 = family('Kia', 'Sportage').filter((c) => c.modelYear === 2024);
    expect(listed2024.length).toBeGreaterThan(5);
    for (const car of listed2024) {
      expect(car.powerHp, car.name).not.toBe(240);
      expect(car.topSpeedKmh, car.name).not.toBe(210);
      expect(car.epa?.displacementL?.min ?? null, car.name).not.toBe(2);
    }
    expect(find('Kia', 'Sportage SX Turbo')).toMatchObject({ powerHp: 240, torqueNm: null, generation: 'QL', launchYear: 2015, epa: null });
  });
  it('a record run is not the top speed of the car sold, nor a petrol Kona electric', () => {
    expect(find('Bugatti', 'Chiron Super Sport').topSpeedKmh).toBeNull();
    expect(find('Peugeot', 'e-2008 GT').topSpeedKmh).toBeNull();
    expect(find('Hyundai', 'Kona')).toMatchObject({ fuels: ['petrol'], torqueNm: null });
  });
  it('a 0–60 mph time is not a 0–100 km/h time, nor a prototype’s power the car’s', () => {
    expect(find('Porsche', '718 Cayman GT4 RS')).toMatchObject({ accel0To100S: null, powerHp: 493 }); // 3.4 s, not 3.2
    expect(find('Aston Martin', 'Valhalla')).toMatchObject({ powerHp: null, torqueNm: null, accel0To100S: 2.5 });
    // 963 hp is no Ferrari figure (the SF90 Stradale makes 1,000 CV, 986 hp): it led Ferrari's most powerful
    expect(find('Ferrari', 'SF90 Stradale')).toMatchObject({ powerHp: null, accel0To100S: 2.5, topSpeedKmh: 340 });
    // 305 km/h is the RS 6's and RS 7's, $101,000 no D5 S8's price (Audi: 250 km/h, about $130,000)
    expect(find('Audi', 'S8')).toMatchObject({ topSpeedKmh: null, priceMinUsd: null, powerHp: 563 });
    // 325 km/h is the MC20's; Maserati gives the GranTurismo Folgore 320
    expect(find('Maserati', 'GranTurismo Folgore')).toMatchObject({ topSpeedKmh: null, accel0To100S: 2.7 });
    // a 1,000 hp Hummer EV is the pickup (the SUV makes 830 hp): a work body, so not in Performance
    expect(find('GMC', 'Hummer EV Omega Edition')).toMatchObject({ bodyType: 'pickup', purposes: ['luxury', 'off-road'] });
  });
  it('gives no US 0-60 mph time a 0-100 km/h place, nor another version’s or generation’s time', () => {
    for (const [brand, name] of [
      ['BMW', '330i'],
      ['BMW', 'M550i xDrive'],
      ['Audi', 'e-tron'],
      ['Mercedes-Benz', 'GLE 450'],
      ['Jaguar', 'F-TYPE Coupe R'],
      ['Audi', 'A6'],
      ['Audi', 'S8'],
      ['Mercedes-Benz', 'GLE 63 S'],
      ['Porsche', '718 Cayman GT4'],
      ['Porsche', '911 Turbo'],
      // the Coupe listing's 2.7 s and the other's 0-60 mph 2.6 s made a range that led the ranking
      ['Porsche', '911 Turbo S'],
      ['Rolls-Royce', 'Wraith'],
      ['Toyota', 'GR Supra'],
      ['Tesla', 'Model 3'],
      ['Tesla', 'Model Y Long Range'],
      ['Kia', 'Stinger GT'],
      ['Volkswagen', 'Golf TDI'],
      ['Volkswagen', 'XL1'],
      ['Nissan', '370Z'],
      ['Nissan', 'Qashqai e-Power'],
      ['Mazda', 'MX-5 Miata RF'],
      ['Mitsubishi', 'Outlander PHEV'],
      ['Peugeot', '508 GT'],
      ['Chevrolet', 'Corvette Stingray'],
      ['Chevrolet', 'Camaro ZL1'],
      ['Ford', 'Mustang Shelby GT500'],
      ['Cadillac', 'LYRIQ EV Premium'],
      ['Ford', 'EcoSport'],
      ['Cadillac', 'Escalade V'],
      // a car that never reached 100 km/h has no time to it
      ['Mazda', 'Carol P360'],
    ] as const) {
      expect(find(brand, name).accel0To100S, name).toBeNull();
    }
    // the 70 kW 500e takes 9.5 s, not the 87 kW car's 9.0
    for (const name of ['500e Hatchback 24 kWh', '500e Cabrio 24 kWh', '500e 3+1 24 kWh']) {
      expect(find('Fiat', name).accel0To100S, name).toBeNull();
    }
    expect(find('Fiat', '500e Hatchback 42 kWh').accel0To100S).toBe(9);
    // times that are the maker's 0-100 km/h stay
    expect(find('BMW', '430i Coupe').accel0To100S).toBe(5.8);
    expect(find('BMW', 'M850i xDrive Coupe').accel0To100S).toBe(3.7);
    expect(find('Mazda', 'MX-5 Miata').accel0To100S).toBe(6.5);
  });
  it('gives the sixth-generation RAV4 none of the fifth generation’s figures', () => {
    // 219-302 hp, 6.0-8.1 s and $29,000-$43,000 are the XA50 Hybrid's and Prime's
    expect(find('Toyota', 'RAV4 (6th Gen)')).toMatchObject({
      launchYear: 2025,
      powerHp: null,
      torqueNm: null,
      accel0To100S: null,
      topSpeedKmh: null,
      priceMinUsd: null,
      fuels: ['hybrid', 'plug-in-hybrid'],
    });
  });
  it('gives the Hummer EV no 0-60 mph time as its 0-100 km/h time', () => {
    for (const car of family('GMC', 'Hummer EV')) expect(car.accel0To100S, car.name).toBeNull();
  });
  it('an SUV that reaches 60 mph in 3.4 s is not given 4.5 s to 100 km/h', () => {
    expect(find('Jeep', 'Wagoneer S (Electric)')).toMatchObject({ accel0To100S: null, accel0To100SMax: null, powerHp: 600 });
  });
  it('gives a first-generation Taycan neither its 0-60 mph time nor the saloon’s top speed, and leaves the update’s', () => {
    expect(find('Porsche', 'Taycan Cross Turismo')).toMatchObject({ accel0To100S: null, powerHp: 469 }); // 5.1 s, not 4.8
    expect(find('Porsche', 'Taycan Cross Turismo 4')).toMatchObject({ topSpeedKmh: null, accel0To100S: 5.1 }); // 220, not 240
    expect(find('Porsche', 'Taycan Turbo S Cross Turismo 93.4 kWh').topSpeedKmh).toBeNull(); // 250, not 260
    expect(find('Porsche', 'Taycan Turbo S Cross Turismo 97 kWh').topSpeedKmh).toBe(250);
    expect(find('Porsche', 'Taycan Sport Turismo GTS')).toMatchObject({ torqueNm: null, powerHp: 590 }); // 850 Nm, not 620
  });
  it('gives no car another engine’s torque, nor a lb-ft figure as Nm', () => {
    // the Power Stroke's 1,050 and 1,200 lb-ft; the 6.8 V10's 420 lb-ft on the 7.3 V8; the W205's 520 Nm
    for (const name of ['F-250 Super Duty', 'F-350 Super Duty', 'E-Series Cutaway']) expect(find('Ford', name).torqueNm, name).toBeNull();
    expect(find('Mercedes-Benz', 'C-Class C 43').torqueNm).toBeNull();
    expect(find('Mercedes-Benz', 'CLA 45 AMG')).toMatchObject({ torqueNm: null, powerHp: 382 }); // 480 Nm; 500 is the 45 S's
    expect(find('Toyota', 'Land Cruiser 300')).toMatchObject({ fuels: ['diesel'], torqueNm: null }); // the petrol's 650 Nm
    expect(find('Toyota', 'Tundra I-Force MAX').torqueNm).toBeNull(); // 790 Nm, not 750
    // the XJR's 510 PS on the XJ Supercharged; the R's 550 hp on the 575 PS Heritage 60
    expect(find('Jaguar', 'XJ Supercharged')).toMatchObject({ powerHp: null, torqueNm: null });
    expect(find('Jaguar', 'F-TYPE Heritage Edition')).toMatchObject({ powerHp: null, torqueNm: null });
    expect(find('Jaguar', 'I-PACE First Edition').accel0To100S).toBeNull(); // its 0-60 mph time
    expect(find('BMW', 'X5 M Competition')).toMatchObject({ powerHp: null, accel0To100S: null, displacementCc: null }); // the M50i's
    expect(find('Volkswagen', 'Golf GTI').torqueNm).toBeNull(); // the seventh GTI's 350 Nm
  });
  it('gives a car its own generation’s engine and US rows, not the next one’s', () => {
    // the first Ghost's 6.6 for the Zenith that closed it, the second's 6.75 for the Ghost
    expect(find('Rolls-Royce', 'Ghost Zenith').epa).toMatchObject({ displacementL: { min: 6.6, max: 6.6 }, usModelYears: { max: 2020 } });
    expect(find('Rolls-Royce', 'Ghost').displacementCc).toBeNull();
    // the RDX's 2.0 turbo, once the listing's 1,500 cc is cleared
    expect(find('Acura', 'RDX Technology')).toMatchObject({ displacementCc: null, torqueNm: null });
    expect(find('Acura', 'RDX Technology').epa).toMatchObject({ displacementL: { min: 2, max: 2 } });
    expect(find('Lamborghini', 'Urus').epa?.usModelYears.max).toBe(2022); // not the Urus S's rows
    // none for cars never sold in the US, whose name matched another car's rows
    for (const name of ['Touareg', 'Passat Alltrack', 'Golf TCR', 'Golf R Cabriolet', 'Golf Alltrack']) {
      expect(find('Volkswagen', name).epa, name).toBeNull();
    }
    expect(find('BMW', '530i').epa?.usModelYears).toEqual({ min: 2017, max: 2023 }); // the G30's, not the G60's
  });
  it('gives a car no top speed above its maker’s limit, nor another generation’s engine', () => {
    for (const name of ['XC90', 'XC60', 'S90']) expect(find('Volvo', name).topSpeedKmh, name).toBeNull(); // 180 km/h
    expect(find('Toyota', 'Highlander Hybrid')).toMatchObject({ engine: null, cylinders: null });
    expect(find('Toyota', 'Highlander Hybrid').epa).toMatchObject({ displacementL: { min: 2.5, max: 2.5 } });
    expect(find('Audi', 'S7 Sportback').epa).toMatchObject({ displacementL: { min: 2.9, max: 2.9 } }); // the C8's V6
    expect(find('Ford', 'Ranger Raptor')).toMatchObject({ displacementCc: null, engine: null });
    expect(find('Ford', 'Expedition')).toMatchObject({ engine: null, cylinders: null, generation: 'fourth generation' });
  });
  it('gives a petrol car neither a hybrid’s fuel nor its US figures', () => {
    expect(find('Toyota', 'Corolla')).toMatchObject({ fuels: ['petrol'] });
    expect(find('Toyota', 'Corolla').epa?.mpgCombined?.max).toBeLessThan(40); // not the Corolla Hybrid's 50
    expect(find('Toyota', 'Urban Cruiser Taisor')).toMatchObject({ fuels: ['petrol'], powerHp: null, engine: null });
  });
  it('gives a three-row SUV no sports saloon’s top speed, a diesel no petrol engine’s power', () => {
    for (const car of [...family('Hyundai', 'Palisade'), ...family('Kia', 'Telluride')]) expect(car.topSpeedKmh, car.name).toBeNull();
    expect(find('GMC', 'Sierra 2500HD')).toMatchObject({ fuel: 'diesel', powerHp: null, torqueNm: null }); // the 6.6 petrol's 401 hp
    // the AT4X is only a third-generation Canyon: no second-generation 3.6 V6, and the EPA's AT4X rows
    expect(find('GMC', 'Canyon AT4X')).toMatchObject({ engine: null, displacementCc: null, generation: 'third generation' });
    expect(find('GMC', 'Canyon AT4X').epa).toMatchObject({ displacementL: { min: 2.7, max: 2.7 }, usModelYears: { min: 2023 } });
    // the Azera's 3.3 V6 copied onto the Equus, which had V8s
    expect(find('Hyundai', 'Equus')).toMatchObject({ powerHp: null, engine: null, displacementCc: null, cylinders: null });
  });
});

describe('power in hp where a listing gave the maker’s PS', () => {
  it('converts the PS a listing calls hp, each end of a range, and the listings merged into the car', () => {
    expect(find('Bugatti', 'Chiron').powerHp).toBe(1479); // 1,500 PS
    expect(find('Bugatti', 'Mistral').powerHp).toBe(1578); // 1,600 PS
    expect(find('Lamborghini', 'Huracán EVO').powerHp).toBe(631); // 640 CV
    expect(find('Lamborghini', 'Aventador S').powerHp).toBe(730); // 740 CV
    expect(find('Peugeot', '308 GTI').powerHp).toBe(266); // 270 PS
    expect(find('Nissan', 'Skyline NISMO').powerHp).toBe(414); // 420 PS
    expect(find('BMW', '118i').powerHp).toBe(134); // 136 PS
    expect(find('Volkswagen', 'Golf GTI').powerHp).toBe(242); // 245 PS
    expect(find('Volkswagen', 'Golf')).toMatchObject({ powerHp: 108, powerHpMax: 316 }); // 110 to 320 PS
    // the EV400 HSE and ID. Buzz Pro listings merged into these are converted too: no 395–400 range
    expect(find('Jaguar', 'I-PACE HSE')).toMatchObject({ powerHp: 395, powerHpMax: 395 });
    expect(find('Volkswagen', 'ID. Buzz')).toMatchObject({ powerHp: 201, powerHpMax: 201 });
  });
  it('keeps hp where the maker rates the car in hp, even at its PS figure', () => {
    expect(find('Lamborghini', 'Aventador SVJ').powerHp).toBe(759); // 770 CV
    expect(find('BMW', '128ti').powerHp).toBe(261); // 265 PS
    // rated 700 hp and 610 hp in the US, their PS figures
    expect(find('Porsche', '911 GT2 RS').powerHp).toBe(700);
    expect(find('Audi', 'R8 V10 Plus').powerHp).toBe(610);
  });
  it('leaves unknown a power that is another version’s or an estimate', () => {
    expect(find('Kia', 'Niro Plug-In Hybrid')).toMatchObject({ powerHp: null, accel0To100S: null }); // the Niro Hybrid's
    expect(find('Mercedes-Benz', 'GLC 43').powerHp).toBeNull(); // the C 43's 402 hp
    expect(find('Ford', 'Bronco Raptor').powerHp).toBeNull(); // the pre-launch "400+"
  });
  it('clears a turbo the engine text names where the car has none', () => {
    // the 160 hp 2.0 Elantra GT (not its 1.6 turbo), the Niro Hybrid's naturally aspirated 1.6
    expect(find('Hyundai', 'Elantra GT')).toMatchObject({ engine: null, aspiration: null, displacementCc: 2000, cylinders: 4 });
    expect(find('Kia', 'Niro SX Hybrid')).toMatchObject({ engine: null, aspiration: null, displacementCc: 1591 });
    expect(find('Kia', 'Niro SX Hybrid').epa?.aspiration).toEqual(['naturally aspirated']);
    // and the Elantra GT's US facts are its own 2.0 hatchback's, not the Elantra saloon's
    expect(find('Hyundai', 'Elantra GT').epa).toMatchObject({ figureYears: { min: 2018, max: 2020 }, displacementL: { min: 2, max: 2 } });
  });
});

describe('US facts of the generation the figures are', () => {
  it('takes the EPA rows of the model years the car was sold, not a later generation’s of its name', () => {
    // the C7 Grand Sport, not the C8; the F87 M2 CS, not the G87; the W213 E 450, not the W214
    expect(find('Chevrolet', 'Corvette Grand Sport').epa).toMatchObject({ figureYears: { min: 2017, max: 2019 } });
    expect(find('BMW', 'M2 CS').epa?.usModelYears).toEqual({ min: 2020, max: 2021 });
    expect(find('Mercedes-Benz', 'E-Class E 450').epa?.usModelYears).toEqual({ min: 2019, max: 2023 });
    // the 503 hp Vantage's own rows, without the 1980s Saloon/Vantage/Volante
    expect(find('Aston Martin', 'Vantage').epa).toMatchObject({ baseModels: ['Vantage'], usModelYears: { min: 2019, max: 2023 } });
    expect(find('Cadillac', 'Escalade ESV').epa?.figureYears.min).toBeGreaterThanOrEqual(2021);
    // the 971 Panamera, not the 976; the fifth Yukon's Denali, not the 2010-2014 Yukon Denali; the first
    // Kona Electric and Palisade, not their second generations; the 290 hp Genesis, not the 333 hp one
    for (const car of family('Porsche', 'Panamera').filter((c) => c.generation === '971')) {
      expect(car.epa?.figureYears.max ?? 2023, car.name).toBeLessThanOrEqual(2023);
    }
    expect(find('Porsche', 'Panamera Turbo S Exclusive Series')).toMatchObject({ generation: '970', engine: null });
    expect(find('GMC', 'Yukon Denali').epa?.figureYears.min).toBeGreaterThanOrEqual(2021);
    expect(find('Hyundai', 'Kona Electric').epa?.usModelYears).toEqual({ min: 2019, max: 2023 });
    expect(find('Hyundai', 'Kona Electric 65 kWh').epa?.usModelYears.min).toBe(2024);
    expect(find('Hyundai', 'Palisade').epa?.usModelYears.max).toBe(2025);
    expect(find('Hyundai', 'Genesis').epa?.usModelYears).toEqual({ min: 2009, max: 2011 });
  });
  it('gives a saloon no coupe’s rows of its base model, nor a coupe its open-top sibling’s', () => {
    // the Genesis Coupe's class and manual gearbox are not the saloon's
    expect(find('Hyundai', 'Genesis').epa).toMatchObject({ vclasses: ['Large Cars'], transmissions: ['6-speed automatic'] });
    // the Roma's figures are the coupe's 2022-2024, not the Roma Spider's years
    expect(find('Ferrari', 'Roma').epa?.figureYears).toEqual({ min: 2022, max: 2024 });
    // a Gran Coupe is a saloon: the M8 Gran Coupe keeps its own rows (2023-2025, not the M5's to 2021),
    // and the two-door 430i and M850i leave out their Gran Coupe siblings'; a Golf the SportWagen's
    expect(find('BMW', 'M8 Gran Coupe').epa).toMatchObject({ vclasses: ['Midsize Cars'], figureYears: { min: 2023, max: 2025 } });
    expect(find('BMW', '430i Coupe').epa?.vclasses).toEqual(['Subcompact Cars']);
    expect(find('BMW', 'M850i xDrive Coupe').epa?.vclasses).toEqual(['Subcompact Cars']);
    expect(find('Volkswagen', 'Golf').epa?.vclasses).toEqual(['Compact Cars']);
  });
  it('gives a hybrid no electric car’s US figures, and the Veloster N its own name and rows', () => {
    expect(find('Hyundai', 'Ioniq')).toMatchObject({ fuels: ['hybrid'], torqueNm: null });
    expect(find('Hyundai', 'Ioniq').epa).toMatchObject({ mpgeCombined: null, evRangeMi: null });
    expect(find('Hyundai', 'Veloster N')).toMatchObject({ powerHp: 275, slug: 'hyundai-veloster-n', topSpeedKmh: null });
    expect(find('Hyundai', 'Veloster N').epa?.mpgCombined?.max).toBeLessThan(28); // not the 147 hp 2.0's 30 mpg
  });
  it('matches the engine the car has once the listing’s wrong one is cleared', () => {
    // the W206 C 43 is a 2.0 four; the M850i's V8 is 4.4 L, not the Z8's 4.9
    expect(find('Mercedes-Benz', 'C-Class C 43')).toMatchObject({ cylinders: null, displacementCc: null });
    expect(find('Mercedes-Benz', 'C-Class C 43').epa).toMatchObject({ cylinders: { min: 4, max: 4 }, displacementL: { min: 2, max: 2 } });
    expect(find('BMW', 'M850i xDrive Coupe').epa).toMatchObject({ displacementL: { min: 4.4, max: 4.4 } });
  });
});

describe('a review of Nissan, Mazda, Mitsubishi and the smaller brands', () => {
  it('ends the generations and versions replaced', () => {
    for (const [brand, name] of [
      ['Nissan', 'Micra'], // the K14, built to 2023
      ['Nissan', 'Armada'], // the Y62, replaced by the Y63 for 2025
      ['Nissan', 'Serena e-Power'], // the C27's 1.2
      ['Tata', 'Nexon EV Prime'],
      ['XPENG', 'P7 Wing Edition'],
      ['Ferrari', 'Roma'],
      ['Infiniti', 'QX80'], // the 5.6 V8 Z62
      ['Maruti Suzuki', 'Swift'],
    ] as const) {
      expect(find(brand, name).status, name).toBe('discontinued');
    }
    expect(find('Infiniti', 'QX80')).toMatchObject({ generation: 'Z62', launchYear: 2010 });
  });
  it('takes US facts from the car’s own generation, under the name it was sold by, or none', () => {
    expect(find('Nissan', 'Armada').epa?.usModelYears).toEqual({ min: 2017, max: 2024 });
    expect(find('Nissan', 'Murano CrossCabriolet').epa).toMatchObject({ usModelYears: { min: 2011, max: 2014 } });
    expect(find('Mazda', 'MX-5 Miata').epa?.usModelYears.min).toBe(2016);
    expect(find('Mitsubishi', 'Lancer Evolution X').epa).toMatchObject({ usModelYears: { min: 2008, max: 2015 }, drivetrains: ['AWD'] });
    // the European Sigma is the Diamante the US got
    expect(find('Mitsubishi', 'Sigma').epa).toMatchObject({ baseModels: ['Diamante'], usModelYears: { min: 1992, max: 1996 } });
    expect(find('Fiat', '500e Hatchback 42 kWh').epa?.usModelYears).toEqual({ min: 2024, max: 2025 });
    // never sold there, or no EPA rating: the Stanza Wagon's 2.4, a kei-era RX-7, the 24 kWh 500e, the
    // China-built electric Cooper, the Titan XD over 8,500 lb
    for (const [brand, name] of [
      ['Nissan', 'Stanza Wagon'],
      ['Nissan', 'Titan XD'],
      ['Mazda', 'RX-7 Spirit R'],
      ['Mazda', '323F'],
      ['Fiat', '500e Hatchback 24 kWh'],
      ['Fiat', '500e Cabrio 42 kWh'],
      ['MINI', 'Cooper SE'],
    ] as const) {
      expect(find(brand, name).epa, name).toBeNull();
    }
  });
  it('leaves unknown the figures of another version, engine or unit', () => {
    expect(find('Nissan', 'Rogue')).toMatchObject({ engine: null, displacementCc: null, torqueNm: null, powerHp: 201 });
    expect(find('Nissan', 'Patrol Warrior')).toMatchObject({ powerHp: null, torqueNm: null });
    expect(find('Mazda', 'Porter')).toMatchObject({ powerHp: null, displacementCc: null, topSpeedKmh: null });
    expect(find('Mazda', 'CX-80')).toMatchObject({ engine: null, torqueNm: null });
    expect(find('Honda', 'Civic Type R')).toMatchObject({ generation: 'FL5', torqueNm: null, accel0To100S: null, powerHp: 315 });
    expect(find('Ferrari', 'Portofino').accel0To100S).toBeNull();
    // the Monza SP2's 2.9 s is Ferrari's own; its power and top speed were the 812 GTS's
    expect(find('Ferrari', 'Monza SP2')).toMatchObject({ accel0To100S: 2.9, powerHp: null, topSpeedKmh: null });
    // Tata's 86 PS 1.2 is 85 hp
    expect(find('Tata', 'Tiago').powerHp).toBe(85);
  });
  it('dates and names what the sources leave blank', () => {
    expect(find('Mazda', 'RX-7')).toMatchObject({ generation: 'FD', launchYear: 1991 });
    expect(find('Mazda', 'RX-Vision Concept').fuels).toEqual(['petrol']);
    expect(find('Mitsubishi', 'Montero GLX').model).toBe('Montero Sport');
    expect(find('BYD', 'SEAL 82.5 kWh AWD Excellence').launchYear).toBe(2022);
    expect(find('Nissan', 'X-Trail')).toMatchObject({ generation: 'T33', launchYear: 2020 });
    expect(find('Honda', 'Civic').bodyType).toBe('sedan');
  });
});

describe('US facts of the engine that breathes as the car’s', () => {
  it('gives a turbocharged car no naturally aspirated sibling’s mpg, nor a V6 the EcoBoost’s', () => {
    expect(find('Mazda', 'Mazda6').epa).toMatchObject({ aspiration: ['turbocharged'], mpgCombined: { min: 26, max: 26 } });
    expect(find('Hyundai', 'Santa Cruz').epa?.aspiration).toEqual(['turbocharged']);
    expect(find('Ford', 'Flex').epa).toMatchObject({ aspiration: ['naturally aspirated'], mpgCombined: { min: 18, max: 19 } });
  });
  it('gives the FL5 Civic Type R its own turbocharged rows, not the FK8’s or the 2.0 Sport’s', () => {
    expect(find('Honda', 'Civic Type R')).toMatchObject({
      aspiration: 'turbocharged',
      epa: { figureYears: { min: 2023, max: 2025 }, transmissions: ['6-speed manual'], mpgCombined: { min: 24, max: 24 } },
    });
  });
  it('says how an engine breathes where its text does not, and leaves out the other engine’s rows', () => {
    // the 158 hp Civic is not the Type R's turbo; the 420 hp Escalade not the Escalade-V's supercharger
    expect(find('Honda', 'Civic')).toMatchObject({ aspiration: 'naturally aspirated', epa: { mpgCombined: { min: 29, max: 36 } } });
    expect(find('Cadillac', 'Escalade ESV').epa).toMatchObject({ aspiration: ['naturally aspirated'], mpgCombined: { min: 16, max: 17 } });
    expect(find('Chevrolet', 'Corvette Grand Sport').epa?.aspiration).toEqual(['naturally aspirated']);
    expect(find('Mazda', 'Millenia S')).toMatchObject({ aspiration: 'supercharged', epa: { aspiration: ['supercharged'] } });
  });
  it('gives a base pickup no ZR2’s, AT4X’s or Tremor’s mpg, and a petrol RAV4 no hybrid’s', () => {
    expect(find('Chevrolet', 'Colorado WT').epa?.mpgCombined).toEqual({ min: 18, max: 22 });
    expect(find('GMC', 'Canyon AT4').epa?.mpgCombined).toEqual({ min: 18, max: 20 });
    expect(find('Ford', 'F-150 Platinum').epa?.mpgCombined).toEqual({ min: 19, max: 21 });
    expect(find('Toyota', 'RAV4')).toMatchObject({ fuels: ['petrol'], epa: { mpgCombined: { min: 28, max: 30 } } });
  });
  it('counts a powerful car whose time is unknown as quick, and a known slow time as slow', () => {
    expect(find('Ferrari', 'Portofino M').purposes).toContain('performance');
    expect(find('Porsche', '718 Cayman GT4 RS')).toMatchObject({ accel0To100S: null, purposes: expect.arrayContaining(['performance']) });
    expect(find('Rolls-Royce', 'Phantom').purposes).not.toContain('performance');
  });
  it('keeps the 718 GT4 on its own rows where the EPA flags its 4.0 turbocharged, and the hybrid Maverick on no turbo', () => {
    expect(find('Porsche', '718 Cayman GT4').epa).toMatchObject({ aspiration: ['naturally aspirated'], mpgCombined: { min: 19, max: 20 } });
    expect(find('Ford', 'Maverick')).toMatchObject({ aspiration: null, epa: { aspiration: ['naturally aspirated'] } });
  });
});
