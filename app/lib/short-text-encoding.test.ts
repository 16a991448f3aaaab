import { describe, expect, it } from 'vitest';
import { installShortTextEncoding } from './short-text-encoding.server';

class PlainEncoder extends TextEncoder {}

describe('installShortTextEncoding', () => {
  const runtime = new TextEncoder();
  installShortTextEncoding(PlainEncoder.prototype);
  const short = new PlainEncoder();

  it('writes the same bytes as the runtime for every kind of text', () => {
    const texts = [
      '',
      '<div class="card">',
      ' aria-label="',
      'Citroën C3',
      '0–100 km/h',
      '€',
      '😀',
      'a\uD800b',
      '\uDC00',
      '\u007f\u0080',
      'x'.repeat(127),
      'x'.repeat(128),
      'x'.repeat(129),
      `${'x'.repeat(200)}é`,
    ];
    for (const text of texts) expect(short.encode(text), text).toEqual(runtime.encode(text));
    expect(short.encode()).toEqual(runtime.encode());
  });

  it('is installed once', () => {
    const encode = PlainEncoder.prototype.encode;
    installShortTextEncoding(PlainEncoder.prototype);
    expect(PlainEncoder.prototype.encode).toBe(encode);
  });
});
