import { describe, expect, it } from 'vitest';
import { listAdPlaces } from './list-ads';

describe('list ad places', () => {
  it('count rows and take a grid row each, after the places before them', () => {
    expect(listAdPlaces([5, 2], 24)).toEqual([
      { row: 2, ordinal: 1, gridRow: 3, afterCard: 8, fits: [1, 2, 3, 4] },
      { row: 5, ordinal: 2, gridRow: 7, afterCard: 20, fits: [1, 2, 3, 4] },
    ]);
  });

  it('count four compact cards as a row on one column', () => {
    // row 6 of 24 cards: the last card on one column (6 × 4) and on four (6 × 4)
    expect(listAdPlaces([3, 6], 24)).toEqual([
      { row: 3, ordinal: 1, gridRow: 4, afterCard: 12, fits: [1, 2, 3, 4] },
      { row: 6, ordinal: 2, gridRow: 8, afterCard: 24, fits: [2, 3] },
    ]);
  });

  it('are left out where no card would follow them', () => {
    // 24 cards: after row 8 there are cards at 2 columns only (3 × 8 = 24; one column: 8 × 4 = 32)
    expect(listAdPlaces([8, 30], 24)).toEqual([{ row: 8, ordinal: 1, gridRow: 9, afterCard: 24, fits: [2] }]);
    expect(listAdPlaces([1], 1)).toEqual([]);
  });
});
