import { describe, expect, it } from 'vitest';
import { CPU_SLOWDOWN_RANGE, calibration, cpuSlowdownFor, median } from './cpu-calibration.ts';

describe('cpuSlowdownFor', () => {
  // the points Lighthouse's CPU throttling calculator is drawn through
  it.each([
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [2000, 6],
  ])('gives the calculator’s multiplier for a benchmarkIndex of %d: %d×', (index, multiplier) => {
    expect(cpuSlowdownFor(index)).toEqual({ multiplier, clamped: false });
  });

  it('draws straight lines between them, rounded to a tenth', () => {
    expect(cpuSlowdownFor(1050).multiplier).toBe(2.5);
    expect(cpuSlowdownFor(1900).multiplier).toBe(5.6);
    expect(cpuSlowdownFor(475).multiplier).toBe(1.5);
  });

  it('gives a slower host a smaller multiplier', () => {
    const indices = [100, 200, 500, 900, 1300, 1600, 2000, 2400, 4000];
    const multipliers = indices.map((index) => cpuSlowdownFor(index).multiplier);
    expect(multipliers).toEqual([...multipliers].sort((a, b) => a - b));
  });

  it('stays within its documented range and says when it had to', () => {
    expect(cpuSlowdownFor(100)).toEqual({ multiplier: CPU_SLOWDOWN_RANGE.min, clamped: true });
    expect(cpuSlowdownFor(5000)).toEqual({ multiplier: CPU_SLOWDOWN_RANGE.max, clamped: true });
  });

  it('refuses an index that is not a number', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/not a number/);
  });
});

describe('median', () => {
  it('takes the middle sample, or the mean of the middle two', () => {
    expect(median([2100, 1300, 1900, 2500, 1800])).toBe(1900);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('calibration', () => {
  it('reads the multiplier off the median sample and says how it was chosen', () => {
    expect(calibration([1500, 2050, 1533, 1600, 1400])).toEqual({
      benchmarkIndex: 1533,
      samples: [1500, 2050, 1533, 1600, 1400],
      cpuSlowdownMultiplier: 4,
      source: 'calibrated',
    });
    expect(calibration([90, 120, 100]).source).toBe('clamped');
  });

  it('keeps a given multiplier and still reports the index', () => {
    expect(calibration([800, 900, 700], 4)).toMatchObject({ benchmarkIndex: 800, cpuSlowdownMultiplier: 4, source: 'given' });
  });
});
