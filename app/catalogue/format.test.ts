import { describe, expect, it } from 'vitest';
import { formatAccel, formatPower, formatPrice, keyFigures, yearLabel } from './format';

describe('figures as a page shows them', () => {
  it('keeps the source’s qualifiers', () => {
    expect(formatPower({ powerHp: 1000, powerHpMax: 1000, figureNotes: { power: 'up to' } }, 'imperial')).toBe('up to 1,000 hp');
    expect(formatPower({ powerHp: 400, powerHpMax: 400, figureNotes: { power: 'est.' } }, 'imperial')).toBe('400 hp (est.)');
    expect(formatPower({ powerHp: 1000, powerHpMax: null, figureNotes: { power: 'or more' } }, 'imperial')).toBe('1,000+ hp');
    expect(formatPower({ powerHp: 1000, powerHpMax: null, figureNotes: { power: 'or more' } }, 'metric')).toBe('746+ kW (1,014 PS)');
    expect(formatAccel({ accel0To100S: 3.5, accel0To100SMax: 3.5, figureNotes: { accel: 'GT model' } })).toBe('3.5 s (GT model)');
  });

  it('shows the range of the versions a row lists, never one version picked', () => {
    expect(formatPower({ powerHp: 70, powerHpMax: 85 }, 'imperial')).toBe('70–85 hp');
    expect(formatPower({ powerHp: 70, powerHpMax: 85 }, 'metric')).toBe('52–63 kW (71–86 PS)');
    expect(formatAccel({ accel0To100S: 5.4, accel0To100SMax: 7.2 })).toBe('5.4–7.2 s');
    const car = { powerHp: 70, powerHpMax: 85, accel0To100S: 10.5, accel0To100SMax: 12, topSpeedKmh: 165, rangeKm: 400 };
    expect(keyFigures(car, 'metric')).toEqual(['52–63 kW (71–86 PS)', '0–100 km/h 10.5–12 s', 'top speed 165 km/h', '400 km range']);
    // the same 0–100 km/h seconds, named 0–62 mph in US units: never a 0–60 mph time
    expect(keyFigures(car, 'imperial')).toEqual(['70–85 hp', '0–62 mph 10.5–12 s', 'top speed 103 mph', '249 miles range']);
  });

  it('shows a price range, and a concept’s price without calling it a qualifier', () => {
    expect(formatPrice(12_000, 15_000)).toBe('$12,000–$15,000');
    expect(formatPrice(200_000, 200_000, 'Concept only')).toBe('$200,000');
    expect(formatPrice(null, null)).toBeNull();
  });
});

describe('years say what they are', () => {
  it.each([
    [{ launchYear: 2021, launchBasis: 'curated', modelYear: null }, 'Launched 2021'],
    [{ launchYear: 2024, launchBasis: 'us-debut', modelYear: 2025 }, 'First US model year 2024'],
    [{ launchYear: null, launchBasis: null, modelYear: 2024, modelYearMax: 2026 }, 'Model year 2024–2026'],
    [{ launchYear: null, launchBasis: null, modelYear: null }, null],
  ] as const)('%j → %s', (car, label) => expect(yearLabel(car)).toBe(label));
});
