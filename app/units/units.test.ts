import { describe, expect, it } from 'vitest';
import {
  CO2,
  CONSUMPTION,
  convert,
  DISPLACEMENT,
  DISTANCE,
  EFFICIENCY,
  FACTORS,
  formatQuantity,
  formatValue,
  L100KM_MPG,
  LENGTH,
  MASS,
  POWER,
  SPEED,
  TORQUE,
  unitOf,
  VOLUME,
  type Scale,
} from './units';
import { safeBackPath, unitsCookie, unitsFromCookie, unitsSwitchHref } from './preference';
import { formatFixed } from '#app/lib/number-format.ts';

describe('conversion factors', () => {
  it('are the exact definitions', () => {
    expect(FACTORS.kmPerMile).toBe(1.609344);
    expect(FACTORS.mmPerInch).toBe(25.4);
    expect(FACTORS.kgPerPound).toBe(0.45359237);
    expect(FACTORS.litresPerCubicFoot).toBeCloseTo(0.3048 ** 3 * 1000, 12);
    expect(FACTORS.litresPerUsGallon).toBeCloseTo(231 * 0.0254 ** 3 * 1000, 12);
    expect(FACTORS.nmPerLbFt).toBeCloseTo(0.45359237 * 9.80665 * 0.3048, 12);
    expect(L100KM_MPG).toBeCloseTo(235.2146, 4);
    expect(FACTORS.psPerHp).toBeCloseTo(1.01387, 5);
  });
});

describe('a figure in the visitor’s units, rounded as a reader expects', () => {
  it.each<[string, Scale, number, string, string]>([
    ['speed', SPEED, 250, '250 km/h', '155 mph'],
    ['speed', SPEED, 100, '100 km/h', '62 mph'],
    ['power', POWER, 300, '224 kW (304 PS)', '300 hp'],
    ['torque', TORQUE, 400, '400 Nm', '295 lb-ft'],
    ['length', LENGTH, 4750, '4,750 mm', '187.0 in'],
    ['volume', VOLUME, 520, '520 l', '18.4 cu ft'],
    ['distance', DISTANCE, 500, '500 km', '311 miles'],
    ['consumption', CONSUMPTION, 7.8, '7.8 L/100 km', '30 mpg'],
    ['efficiency', EFFICIENCY, 160, '160 Wh/km', '3.9 mi/kWh'],
    ['mass', MASS, 1500, '1,500 kg', '3,307 lb'],
    ['displacement', DISPLACEMENT, 3990, '3,990 cc', '4.0 L (3,990 cc)'],
    ['co2', CO2, 120, '120 g/km', '193 g/mile'],
  ])('%s %d', (_name, quantity, value, metric, imperial) => {
    expect(formatValue(quantity, value, 'metric')).toBe(metric);
    expect(formatValue(quantity, value, 'imperial')).toBe(imperial);
  });

  it('shows a range low to high, also where the scale turns round', () => {
    expect(formatQuantity(SPEED, 180, 250, 'imperial')).toBe('112–155 mph');
    // 5 L/100 km is the better figure: the higher MPG
    expect(formatQuantity(CONSUMPTION, 5, 10, 'imperial')).toBe('24–47 mpg');
    expect(formatQuantity(EFFICIENCY, 150, 200, 'imperial')).toBe('3.1–4.1 mi/kWh');
    expect(formatQuantity(DISTANCE, 400, 400, 'imperial')).toBe('249 miles');
    expect(formatQuantity(DISTANCE, null, null, 'metric')).toBeNull();
    expect(formatQuantity(DISTANCE, null, 300, 'metric')).toBe('300 km');
  });

  it('converts to the number a page shows', () => {
    expect(convert(SPEED, 250, 'imperial')).toEqual({ value: 155, unit: 'mph' });
    expect(convert(CONSUMPTION, 7.8, 'imperial')).toEqual({ value: 30, unit: 'mpg' });
    expect(convert(POWER, 300, 'metric')).toEqual({ value: 224, unit: 'kW' });
    expect(convert(LENGTH, 4750, 'metric')).toEqual({ value: 4750, unit: 'mm' });
    expect(unitOf(TORQUE, 'imperial')).toBe('lb-ft');
  });
});

describe('the visitor’s choice', () => {
  it('is read from its cookie, and only a known value counts', () => {
    expect(unitsFromCookie('a=1; carlog_units=imperial; b=2')).toBe('imperial');
    expect(unitsFromCookie('carlog_units=metric')).toBe('metric');
    expect(unitsFromCookie('carlog_units=furlongs')).toBeNull();
    expect(unitsFromCookie('xcarlog_units=imperial')).toBeNull();
    expect(unitsFromCookie(null)).toBeNull();
  });

  it('is remembered for a year on the whole site', () => {
    expect(unitsCookie('imperial', true)).toBe('carlog_units=imperial; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('goes back only to a path on this site', () => {
    expect(safeBackPath('/car-list?type=suv')).toBe('/car-list?type=suv');
    expect(safeBackPath('/channel7/cars/a/1')).toBe('/channel7/cars/a/1');
    // dot segments that resolve to `//host` too (`/..//evil.example` is `//evil.example`)
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
      null,
      '/..//evil.example',
      '/.//evil.example',
      '/x/..//evil.example',
      '/x/../..//evil.example/path?q=1',
    ]) {
      expect(safeBackPath(bad)).toBe('/');
    }
    expect(unitsSwitchHref('imperial', '/car-list?page=2')).toBe('/units?set=imperial&back=%2Fcar-list%3Fpage%3D2');
  });

  it('goes back to an address a header can carry: control characters and non-ASCII percent-encoded', () => {
    expect(safeBackPath('/car-list\0x')).toBe('/car-list%00x');
    expect(safeBackPath('/car-list\u0001?q=a\u007fb#x\u001by')).toBe('/car-list%01?q=a%7Fb#x%1By');
    // as a browser's address bar: control characters at either end are dropped
    expect(safeBackPath('/about\0')).toBe('/about');
    expect(safeBackPath('/car-list?q=Škoda €')).toBe('/');
    expect(safeBackPath('/car-list?q=Škoda')).toBe('/car-list?q=%C5%A0koda');
    expect(safeBackPath('/a/../about')).toBe('/about');
    // what broken percent-encoding decodes to is left out
    expect(safeBackPath('/car-list\uFFFD')).toBe('/car-list');
    expect(safeBackPath('/\uFFFD\uFFFD')).toBe('/');
    for (const value of ['/\0', '/x\u0001', '/€', '/?q=\u0085']) expect(() => new Headers({ Location: safeBackPath(value) })).not.toThrow();
  });

  it('writes a number with exactly the decimals asked, grouped, whichever count came first', () => {
    expect(formatFixed(1234.5, 0)).toBe('1,235');
    expect(formatFixed(2, 1)).toBe('2.0');
    expect(formatFixed(1234.56, 1)).toBe('1,234.6');
    expect(formatFixed(0.5, 0)).toBe('1');
  });
});
