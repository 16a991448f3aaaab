import { describe, expect, it } from 'vitest';
import { requireCleanSearch } from './search';

const redirectOf = (address: string, clean: string): string | null => {
  try {
    requireCleanSearch(new URL(address, 'https://cars.example'), clean);
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.status).toBe(302);
    return thrown.headers.get('Location');
  }
};

describe('requireCleanSearch', () => {
  it('lets a clean address through, whatever the spelling of the debug switch', () => {
    expect(redirectOf('/car-list?fuel=diesel', '?fuel=diesel')).toBeNull();
    expect(redirectOf('/car-list', '')).toBeNull();
    expect(redirectOf('/channel3/car-rank?by=accel&db=', '?by=accel')).toBeNull();
  });

  it('sends any other query to the clean one on the same path', () => {
    expect(redirectOf('/channel3/car-list?sort=name&fuel=diesel', '?fuel=diesel')).toBe('/channel3/car-list?fuel=diesel');
    expect(redirectOf('/car-rank?by=slowest', '')).toBe('/car-rank');
  });

  it('keeps the debug switch', () => {
    expect(redirectOf('/car-list?db&fuel=diesel&x=1', '?fuel=diesel')).toBe('/car-list?fuel=diesel&db');
    expect(redirectOf('/car-list?db=1', '')).toBe('/car-list?db');
  });
});
