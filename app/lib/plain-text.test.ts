import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('keeps the words, spaces out control characters and drops direction overrides', () => {
    expect(plainText('Taycan 4S')).toBe('Taycan 4S');
    expect(plainText('a\u0000b\n\tc')).toBe('a b c');
    expect(plainText('photo \u202Egnp.exe')).toBe('photo gnp.exe');
    expect(plainText('\u2066x\u2069')).toBe('x');
    // letters of a right-to-left script are text, not an override
    expect(plainText('שלום')).toBe('שלום');
  });
});
