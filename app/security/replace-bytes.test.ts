import { describe, expect, it } from 'vitest';
import { indexOfBytes, replaceBytes, replaceInPlace } from './replace-bytes';
import { NONCE_PLACEHOLDER } from './nonce';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** `text` streamed in the given chunk lengths through the replacement, read back as text. */
async function replaced(text: string, cuts: number[], pattern = 'nonce="x-x"', replacement = 'nonce="fresh-nonce"') {
  const bytes = encoder.encode(text);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    chunks.push(bytes.slice(start, cut));
    start = cut;
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return decoder.decode(
    await new Response(stream.pipeThrough(replaceBytes(encoder.encode(pattern), encoder.encode(replacement)))).arrayBuffer(),
  );
}

describe('replaceBytes', () => {
  const page = '<script nonce="x-x">a</script><p>nonce="x-y" nonce=&quot;x-x&quot;</p><link nonce="x-x"/>nonce="x-';
  const expected = '<script nonce="fresh-nonce">a</script><p>nonce="x-y" nonce=&quot;x-x&quot;</p><link nonce="fresh-nonce"/>nonce="x-';

  it('replaces every occurrence and nothing else, in one chunk', async () => {
    expect(await replaced(page, [])).toBe(expected);
  });

  it('finds a pattern cut at any place by a chunk boundary', async () => {
    for (let cut = 1; cut < page.length; cut++) expect(await replaced(page, [cut])).toBe(expected);
  });

  it('finds it across many small chunks, and leaves a page without it alone', async () => {
    expect(
      await replaced(
        page,
        Array.from({ length: page.length - 1 }, (_, i) => i + 1),
      ),
    ).toBe(expected);
    expect(await replaced('<p>no scripts</p>', [3, 4])).toBe('<p>no scripts</p>');
    expect(await replaced('nonce="x-x"nonce="x-x"', [5])).toBe('nonce="fresh-nonce"nonce="fresh-nonce"');
  });

  it('indexOfBytes finds the first whole match', () => {
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
