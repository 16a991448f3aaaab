// The curated table: how a row names its cars, which row wins, and the errors that stop an import
// rather than let a fact be read two ways.
import { describe, expect, it } from 'vitest';
import { Curation, matchStrength, parseCuration, usYears } from './curation';

const table = (rows: string[]) => parseCuration(['brand,match,fact,value,reason', ...rows].join('\n'));

describe('matching a row to a name', () => {
  it('matches whole words of a prefix, folded', () => {
    expect(matchStrength('Model 3', 'Model 3 Long Range AWD')).toBe(2);
    expect(matchStrength('ID.4', 'ID 4 GTX')).toBe(2);
    expect(matchStrength('e-2008', 'E-2008 GT')).toBe(2);
    expect(matchStrength('ë-C3', 'e-C3 Max')).toBe(2);
    expect(matchStrength('Model', 'Models X')).toBe(0);
    expect(matchStrength('Ioniq', 'IONIQ 9 Long Range')).toBe(1);
    expect(matchStrength('Model 3 Performance', 'Model 3')).toBe(0);
  });

  it('matches a regex case-insensitively and counts the words it covers', () => {
    expect(matchStrength('^(11[468]|12[05])[id]\\b', '118i M Sport')).toBe(1);
    expect(matchStrength('^Aventador LP 780-4 Ultimate$', 'Aventador LP 780-4 Ultimate')).toBe(5);
    expect(matchStrength('^Phantom\\b(?! Coupe)', 'Phantom Coupe')).toBe(0);
  });
});

describe('which row decides a fact', () => {
  const curation = new Curation(
    table([
      'Hyundai,Ioniq,family,Ioniq,The first Ioniq',
      'Hyundai,IONIQ 9,family,IONIQ 9,Hyundai’s large electric SUV',
      'Porsche,911,body,coupe,The 911 is a coupé',
      'Porsche,911 Carrera S Cabriolet,body,convertible,The Cabriolet is the 911 with a soft top',
      'Porsche,^911 .*Cabriolet,body,convertible,Every 911 Cabriolet',
    ]),
  );

  it('takes the row that pins more of the name', () => {
    expect(curation.fact('Hyundai', 'IONIQ 9 Long Range AWD', 'family')?.value).toBe('IONIQ 9');
    expect(curation.fact('Hyundai', 'Ioniq Electric', 'family')?.value).toBe('Ioniq');
    expect(curation.fact('Porsche', '911 Turbo S', 'body')?.value).toBe('coupe');
    expect(curation.fact('Porsche', '911 Carrera S Cabriolet', 'body')?.value).toBe('convertible');
  });

  it('only within the row’s brand, and null where nothing matches', () => {
    expect(curation.fact('Kia', '911', 'body')).toBeNull();
    expect(curation.fact('Porsche', 'Taycan', 'body')).toBeNull();
  });

  it('counts what each row decided, so a row that decided nothing is reported', () => {
    const uses = new Map(curation.uses().map(({ row, cars }) => [row.line, cars]));
    expect(uses.get(2)).toBe(1); // Ioniq
    expect(uses.get(3)).toBe(1); // IONIQ 9
    expect(uses.get(4)).toBe(1); // 911 coupe
  });

  it('reads a status row that names a battery with the car’s battery; a name that says its battery as it is', () => {
    const taycan = new Curation(
      table([
        'Porsche,^Taycan\\b.* 93\\.4 kWh$,status,discontinued,The first generation',
        'Hyundai,^Kona Electric 48 kWh$,status,discontinued,A name that says its battery',
      ]),
    );
    expect(taycan.fact('Porsche', 'Taycan Turbo S', 'status', 93.4)?.value).toBe('discontinued');
    expect(taycan.fact('Porsche', 'Taycan Turbo S', 'status', 97)).toBeNull();
    expect(taycan.fact('Porsche', 'Taycan Turbo S', 'status')).toBeNull();
    // a name that itself says its battery is matched as it is, whatever the battery's exact figure
    expect(taycan.fact('Hyundai', 'Kona Electric 48 kWh', 'status', 48.4)?.value).toBe('discontinued');
  });

  it('reads a launch row that names a battery with the car’s battery', () => {
    const taycan = new Curation(
      table(['Porsche,^Taycan\\b.*\\bGTS\\b,launch,2021,The GTS', 'Porsche,^Taycan\\b.* (82\\.3|97) kWh$,launch,2024,The 2024 update']),
    );
    expect(taycan.fact('Porsche', 'Taycan GTS', 'launch', 97)?.value).toBe('2024');
    expect(taycan.fact('Porsche', 'Taycan GTS', 'launch', 93.4)?.value).toBe('2021');
    expect(taycan.fact('Porsche', 'Taycan 4S', 'launch', 79.2)).toBeNull();
  });

  it('reads a clear row that names a battery with the car’s battery, before a row naming the car alone', () => {
    const taycan = new Curation(
      table(['Porsche,^Taycan GTS$,clear,price,The name alone', 'Porsche,^Taycan GTS 93\\.4 kWh$,clear,accel,Its 0-60 mph time']),
    );
    expect(taycan.fact('Porsche', 'Taycan GTS', 'clear', 93.4)?.value).toBe('accel');
    expect(taycan.fact('Porsche', 'Taycan GTS', 'clear', 97)?.value).toBe('price');
    expect(taycan.fact('Porsche', 'Taycan GTS', 'clear')?.value).toBe('price');
  });

  it('stops on two rows that tie with different values', () => {
    const ambiguous = new Curation(table(['Kia,EV6,body,suv,Crossover', 'Kia,EV6,body,hatchback,Hatch']));
    expect(() => ambiguous.fact('Kia', 'EV6 GT', 'body')).toThrow(/ambiguous \(lines 2, 3\)/);
  });
});

describe('reading the table', () => {
  it.each([
    ['Kia,EV6,colour,red,Red', /unknown fact "colour"/],
    ['Kia,EV6,body,spaceship,No', /"spaceship" is not a valid body/],
    ['Kia,EV6,status,on sale,Yes', /not a valid status/],
    ['Kia,EV6,launch,21,Short', /not a valid launch/],
    ['Kia,Niro,fuel,plug-in,Short', /"plug-in" is not a valid fuel/],
    ['Kia,Niro,fuel,hybrid|gas,One of two', /not a valid fuel/],
    ['Kia,EV6,family,EV6,', /needs its reason/],
    [',EV6,family,EV6,Reason', /brand and match are required/],
    ['Kia,^EV6(,family,EV6,Broken', /Invalid regular expression/],
  ])('refuses %s', (row, error) => expect(() => table([row])).toThrow(error));

  it('takes a fuel, or several joined by |', () => {
    expect(table(['Kia,Niro,fuel,hybrid|plug-in-hybrid,Both']).at(0)).toMatchObject({ fact: 'fuel', value: 'hybrid|plug-in-hybrid' });
  });

  it('clears the figures it names, the engine, its aspiration and cylinders, and no other field', () => {
    expect(table(['Volkswagen,^Up!$,clear,battery|price,Another car’s']).at(0)).toMatchObject({ fact: 'clear', value: 'battery|price' });
    expect(table(['Volkswagen,^Up!$,clear,engine,Another car’s']).at(0)).toMatchObject({ value: 'engine' });
    expect(table(['Volvo,^XC90$,clear,engine|cylinders,A four']).at(0)).toMatchObject({ value: 'engine|cylinders' });
    expect(table(['Kia,^Niro$,clear,engine|aspiration,No turbo']).at(0)).toMatchObject({ value: 'engine|aspiration' });
    expect(table(['BMW,^M850i,clear,displacement,Another engine’s']).at(0)).toMatchObject({ value: 'displacement' });
    expect(() => table(['Volkswagen,^Up!$,clear,colour,Not a figure'])).toThrow(/"colour" is not a valid clear/);
  });

  it('leaves out a listing only as a car never built', () => {
    expect(table(['Porsche,^911 Sport Turismo$,drop,never built,Porsche never built one']).at(0)).toMatchObject({ fact: 'drop' });
    expect(() => table(['Porsche,^911 Sport Turismo$,drop,yes,Unclear'])).toThrow(/"yes" is not a valid drop/);
  });

  it('names PS as the one unit a power may be given in', () => {
    expect(table(['Bugatti,Chiron,unit,PS,"1,500 PS"']).at(0)).toMatchObject({ fact: 'unit', value: 'PS' });
    expect(() => table(['Bugatti,Chiron,unit,kW,Not the source’s'])).toThrow(/"kW" is not a valid unit/);
  });

  it('takes US model years as a span or a first year, never backwards', () => {
    expect(table(['Chevrolet,Corvette Grand Sport,usyears,2017-2019,The C7']).at(0)).toMatchObject({ fact: 'usyears', value: '2017-2019' });
    expect(usYears('2017-2019')).toEqual({ min: 2017, max: 2019 });
    expect(usYears('2021-')).toEqual({ min: 2021, max: null });
    expect(() => table(['Chevrolet,Corvette,usyears,2019-2017,Backwards'])).toThrow(/"2019-2017" is not a valid usyears/);
    expect(() => table(['Chevrolet,Corvette,usyears,C7,Not years'])).toThrow(/"C7" is not a valid usyears/);
  });

  it('says how an engine breathes only in the words the engine texts use', () => {
    expect(table(['Honda,^Civic Type R$,aspiration,turbocharged,The K20C1']).at(0)).toMatchObject({
      fact: 'aspiration',
      value: 'turbocharged',
    });
    expect(() => table(['Honda,^Civic Type R$,aspiration,turbo,Shorthand'])).toThrow(/"turbo" is not a valid aspiration/);
  });

  it('reads quoted fields with commas', () => {
    const [row] = table(['BMW,^(1[12][0-9][id])\\b,family,1 Series,"The 118i, 120d and friends are the 1 Series"']);
    expect(row).toMatchObject({ line: 2, fact: 'family', value: '1 Series', reason: 'The 118i, 120d and friends are the 1 Series' });
  });
});
