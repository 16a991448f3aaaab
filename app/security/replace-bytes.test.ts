import { describe, expect, it } from 'vitest';
import { indexOfBytes, replaceInPlace } from './replace-bytes';
import { NONCE_PLACEHOLDER } from './nonce';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

describe('indexOfBytes', () => {
  it('finds the first whole match', () => {
    const bytes = encoder.encode('nnonce nonce');
    expect(indexOfBytes(bytes, encoder.encode('nonce'))).toBe(1);
    expect(indexOfBytes(bytes, encoder.encode('nonce'), 2)).toBe(7);
    expect(indexOfBytes(bytes, encoder.encode('noncex'))).toBe(-1);
  });

  it('finds a match at either end, from any start, and nothing for an empty or longer pattern', () => {
    const bytes = encoder.encode('</head>x</head>');
    expect(indexOfBytes(bytes, encoder.encode('</head>'))).toBe(0);
    expect(indexOfBytes(bytes, encoder.encode('</head>'), 1)).toBe(8);
    expect(indexOfBytes(bytes, encoder.encode('</head>'), 9)).toBe(-1);
    expect(indexOfBytes(bytes, encoder.encode('</head>'), -1)).toBe(0);
    expect(indexOfBytes(bytes, encoder.encode('</head>x</head>!'))).toBe(-1);
    expect(indexOfBytes(bytes, new Uint8Array(0))).toBe(-1);
  });

  it('agrees with a string search on texts made of few letters (repeats inside the pattern too)', () => {
    let seed = 7;
    const random = (below: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % below;
    const text = (length: number) => Array.from({ length }, () => 'ab-"'[random(4)]).join('');
    for (let round = 0; round < 2000; round++) {
      const haystack = text(random(40));
      const needle = text(1 + random(5));
      const from = random(45);
      expect(indexOfBytes(encoder.encode(haystack), encoder.encode(needle), from), `${needle} in ${haystack} from ${from}`).toBe(
        haystack.indexOf(needle, from),
      );
    }
  });
});

describe('replaceInPlace', () => {
  it('overwrites every occurrence of an attribute and nothing else, keeping the length', () => {
    const bytes = encoder.encode('<script nonce="x-x">a</script><p>nonce="x-y" nonce=&quot;x-x&quot;</p><link nonce="x-x"/>nonce="x-');
    const length = bytes.length;
    expect(replaceInPlace(bytes, encoder.encode('nonce="x-x"'), encoder.encode('nonce="abc"'))).toBe(2);
    expect(bytes.length).toBe(length);
    expect(decoder.decode(bytes)).toBe(
      '<script nonce="abc">a</script><p>nonce="x-y" nonce=&quot;x-x&quot;</p><link nonce="abc"/>nonce="x-',
    );
  });

  it('refuses a replacement of another length', () => {
    expect(() => replaceInPlace(encoder.encode('ab'), encoder.encode('a'), encoder.encode('bc'))).toThrow();
  });

  it('the page nonce placeholder is as long as a nonce: 16 random bytes in base64', () => {
    expect(NONCE_PLACEHOLDER).toHaveLength(btoa(String.fromCharCode(...new Uint8Array(16))).length);
  });
});
