import { describe, expect, it } from 'vitest';
import { parseCompareCars } from './compare-params';
import { leftOutText } from './left-out';
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
    expect(parseCompareCars(['3,1, 2'])).toEqual({ ids: [3, 1, 2], dropped: [], unread: 0 });
    expect(parseCompareCars(['3', '1'])).toEqual({ ids: [3, 1], dropped: [], unread: 0 });
    expect(parseCompareCars([])).toEqual({ ids: [], dropped: [], unread: 0 });
    expect(parseCompareCars([',,'])).toEqual({ ids: [], dropped: [], unread: 0 });
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
      unread: 0,
    });
    // a control character is never said back raw
    expect(parseCompareCars(['\u0000,1']).dropped).toEqual([{ value: '\uFFFD', reason: 'not-a-car-number' }]);
    // so is a mark that would turn the sentence's direction
    expect(parseCompareCars(['\u202E1001,1']).dropped).toEqual([{ value: '\uFFFD1001', reason: 'not-a-car-number' }]);
    // a long piece is said back cut to 24 characters, never through an emoji (a lone half is no text)
    expect(parseCompareCars([`${'x'.repeat(23)}\u{1F600}`]).dropped).toEqual([{ value: 'x'.repeat(23), reason: 'not-a-car-number' }]);
  });

  it('reads a long list only so far', () => {
    const { ids, dropped, unread } = parseCompareCars([Array.from({ length: 1000 }, (_, i) => i + 1).join(',')]);
    // the catalogue is asked about the first 24 at most; the rest is counted, not named as a car
    expect(ids).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(dropped).toEqual([]);
    expect(unread).toBe(976);
  });
});

describe('what a comparison says it left out', () => {
  it('names each piece once, with how often it was given, then what was not read', () => {
    expect(leftOutText([], 0)).toBeNull();
    expect(
      leftOutText(
        [
          { value: 'abc', reason: 'not-a-car-number' },
          { value: '1001', reason: 'duplicate' },
          { value: '999999', reason: 'unknown' },
        ],
        0,
      ),
    ).toBe('Left out of this comparison: abc (not a car number), 1001 (the same car twice), 999999 (no such car).');
    // one car given 3,000 times: 23 repeats among the 24 read, the rest not read, and no "more than 4 cars"
    const { dropped, unread } = parseCompareCars([Array.from({ length: 3000 }, () => '2215').join(',')]);
    expect(leftOutText(dropped, unread)).toBe(
      'Left out of this comparison: 2215 (the same car 24 times), 2,976 more not read (an address is read up to its 24th car).',
    );
    // the pieces of one reason together, each once
    expect(
      leftOutText(
        [
          { value: 'x', reason: 'not-a-car-number' },
          { value: '7', reason: 'over-limit' },
          { value: 'x', reason: 'not-a-car-number' },
          { value: 'y', reason: 'not-a-car-number' },
          { value: '8', reason: 'over-limit' },
        ],
        0,
      ),
    ).toBe('Left out of this comparison: x, y (not a car number), 7, 8 (more than 4 cars).');
    // a car the catalogue knows is said by its name
    expect(leftOutText([{ value: '1332', reason: 'over-limit', name: 'Volkswagen Golf GTE' }], 0)).toBe(
      'Left out of this comparison: Volkswagen Golf GTE (more than 4 cars).',
    );
  });
});
