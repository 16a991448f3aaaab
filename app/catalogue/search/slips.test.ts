import { describe, expect, it } from 'vitest';
import { slips } from './slips';

describe('slips', () => {
  it('counts two neighbouring letters swapped as one slip, and every other change as one', () => {
    expect(slips('modle', 'model')).toBe(1);
    expect(slips('telsa', 'tesla')).toBe(1);
    expect(slips('model', 'model')).toBe(0);
    expect(slips('modl', 'model')).toBe(1);
    expect(slips('modal', 'model')).toBe(1);
    // two letters changed that are no swap stay two
    expect(slips('mudal', 'model')).toBe(2);
    expect(slips('odmel', 'model')).toBe(2);
    expect(slips('omdel', 'model')).toBe(1);
    expect(slips('ab', 'ba')).toBe(1);
    // two swaps are counted as the changes they make
    expect(slips('omdle', 'model')).toBe(4);
  });
});
