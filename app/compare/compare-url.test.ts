import { describe, expect, it } from 'vitest';
import { parseCompareCars } from './compare-params';
import { compareHref, joinedCompareHref } from './compare-url';

describe('the compare address', () => {
  it('is written one way', () => {
    expect(compareHref([12, 34])).toBe('/compare?cars=12,34');
    expect(compareHref([12, 12, 34, 5, 6, 7])).toBe('/compare?cars=12,34,5,6');
    expect(compareHref([])).toBe('/compare');
  });

  it('joins a form’s repeated values into that one address, leaving nothing out', () => {
    expect(joinedCompareHref(['12', '34', 'x'])).toBe('/compare?cars=12,34,x');
    expect(joinedCompareHref(['1,2', '', '<b>&'])).toBe('/compare?cars=1,2,%3Cb%3E%26');
    expect(joinedCompareHref([])).toBe('/compare');
  });

  it('reads the ids in order', () => {
    expect(parseCompareCars(['3,1, 2'])).toEqual({ ids: [3, 1, 2], dropped: [] });
    expect(parseCompareCars(['3', '1'])).toEqual({ ids: [3, 1], dropped: [] });
    expect(parseCompareCars([])).toEqual({ ids: [], dropped: [] });
    expect(parseCompareCars([',,'])).toEqual({ ids: [], dropped: [] });
  });

  it('says what it leaves out and why', () => {
    expect(parseCompareCars(['1,abc,1,-2,01,2,3,4,5,1e3,99999999999'])).toEqual({
      ids: [1, 2, 3, 4, 5],
      dropped: [
        { value: 'abc', reason: 'not-a-car-number' },
        { value: '1', reason: 'duplicate' },
        { value: '-2', reason: 'not-a-car-number' },
        { value: '01', reason: 'not-a-car-number' },
        { value: '1e3', reason: 'not-a-car-number' },
        { value: '99999999999', reason: 'not-a-car-number' },
      ],
    });
  });

  it('reads a long list only so far', () => {
    const { ids, dropped } = parseCompareCars([Array.from({ length: 1000 }, (_, i) => i + 1).join(',')]);
    // the catalogue is asked about the first 24 at most
    expect(ids).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(dropped).toEqual([{ value: '976 more', reason: 'over-limit' }]);
  });
});
