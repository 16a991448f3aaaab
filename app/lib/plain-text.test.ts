import { describe, expect, it } from 'vitest';
import { cutText, plainText } from './plain-text';

describe('plainText', () => {
  it('keeps the words, spaces out control characters and drops direction overrides', () => {
    expect(plainText('Taycan 4S')).toBe('Taycan 4S');
    expect(plainText('a\u0000b\n\tc')).toBe('a b c');
    expect(plainText('photo \u202Egnp.exe')).toBe('photo gnp.exe');
    expect(plainText('\u2066x\u2069')).toBe('x');
    // what an address's broken percent-encoding decodes to is no part of a text
    expect(plainText('bmw\uFFFD')).toBe('bmw');
    // letters of a right-to-left script are text, not an override
    expect(plainText('שלום')).toBe('שלום');
  });
});

describe('cutText', () => {
  it('keeps a text within the limit as it is', () => {
    expect(cutText('Taycan', 6)).toBe('Taycan');
    expect(cutText('', 3)).toBe('');
  });

  it('cuts between characters as a reader sees them, never inside one', () => {
    expect(cutText('Taycan 4S', 6)).toBe('Taycan');
    // an emoji is two UTF-16 units: a cut through it drops it whole, never leaving a lone half
    expect(cutText('aaa\u{1F600}', 4)).toBe('aaa');
    expect(cutText('aaa\u{1F600}', 5)).toBe('aaa\u{1F600}');
    // a letter and its combining accent, and a joined emoji, stay together or go together
    expect(cutText('cafe\u0301s', 4)).toBe('caf');
    expect(cutText('x\u{1F468}\u200D\u{1F469}', 4)).toBe('x');
    expect(cutText('\u{1F600}'.repeat(3), 5)).toBe('\u{1F600}\u{1F600}');
    for (const text of [cutText('a\u{1F600}'.repeat(50), 24), cutText('\u{1F600}'.repeat(50), 81)])
      expect(text).not.toMatch(/[\ud800-\udfff]/u);
  });
});
