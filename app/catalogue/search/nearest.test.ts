import { describe, expect, it } from 'vitest';
import { nearestNames } from './nearest';
import { queryWords } from './normalise';

const NAMES = [
  'Porsche Taycan',
  'Porsche 911',
  'Ford F-150',
  'Citroën C5 Aircross',
  'Ferrari Roma',
  'Ferrari 812',
  'Polestar 2',
  'Tesla Model 3',
  'Tesla Model S',
].map((label) => ({ label, path: `/x/${label}` }));
const near = (q: string) => nearestNames(queryWords(q), NAMES).map((name) => name.label);

describe('nearestNames', () => {
  it('offers the names a misspelt query was meant to be', () => {
    expect(near('porshe tycan')).toEqual(['Porsche Taycan']);
    expect(near('citroen aircrss')).toEqual(['Citroën C5 Aircross']);
    expect(near('ferarri')[0]).toMatch(/^Ferrari/);
    // two letters swapped are one slip, as a visitor types them: `modle` is two changed letters apart
    expect(near('tesla modle 3')[0]).toBe('Tesla Model 3');
    expect(near('telsa model 3')[0]).toBe('Tesla Model 3');
  });

  it('offers nothing when no name is near, or when the query spells a name exactly', () => {
    expect(near('ferrari 296')).toEqual([]);
    expect(near('zzzzzz')).toEqual([]);
    expect(near('porsche taycan')).toEqual([]);
    expect(near('!!!')).toEqual([]);
  });
});
