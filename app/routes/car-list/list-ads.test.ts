import { describe, expect, it } from 'vitest';
import { listAdPlaces } from './list-ads';

describe('list ad places', () => {
  it('count rows and take a grid row each, after the places before them', () => {
    expect(listAdPlaces([5, 2], 24)).toEqual([
      { row: 2, ordinal: 1, gridRow: 3, afterCard: 2, fits: [1, 2, 3, 4] },
      { row: 5, ordinal: 2, gridRow: 7, afterCard: 5, fits: [1, 2, 3, 4] },
    ]);
  });

  it('are left out where no card would follow them', () => {
    // 24 cards: after row 8 there are cards at 1 and 2 columns only (3 × 8 = 24)
    expect(listAdPlaces([8, 30], 24)).toEqual([{ row: 8, ordinal: 1, gridRow: 9, afterCard: 8, fits: [1, 2] }]);
    expect(listAdPlaces([1], 1)).toEqual([]);
  });
});
