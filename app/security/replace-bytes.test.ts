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
