// A byte-level search and replace, over a stream or over a whole body in place: what puts a page's
// fresh nonce in place of the placeholder on every answer (csp.server.ts). No HTML parse: the pattern
// is found with the typed array's own indexOf, and a pattern cut by a chunk's end is completed by the
// next chunk.

const concat = (a: Uint8Array, b: Uint8Array) => {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
};

/** Where `pattern` starts in `bytes` at or after `from`, or -1. */
export function indexOfBytes(bytes: Uint8Array, pattern: Uint8Array, from = 0): number {
  const first = pattern[0]!;
  const last = bytes.length - pattern.length;
  for (let at = bytes.indexOf(first, from); at !== -1 && at <= last; at = bytes.indexOf(first, at + 1)) {
    let i = 1;
    while (i < pattern.length && bytes[at + i] === pattern[i]) i++;
    if (i === pattern.length) return at;
  }
  return -1;
}

/** Every occurrence of `pattern` in `bytes` overwritten by `replacement` (of the same length); how many. */
export function replaceInPlace(bytes: Uint8Array, pattern: Uint8Array, replacement: Uint8Array): number {
  if (replacement.length !== pattern.length) throw new Error('replaceInPlace: the replacement must be as long as the pattern');
  let count = 0;
  for (let at = indexOfBytes(bytes, pattern); at !== -1; at = indexOfBytes(bytes, pattern, at + pattern.length)) {
    bytes.set(replacement, at);
    count++;
  }
  return count;
}

/** How many bytes at the end of `bytes` (after `from`) are the start of `pattern`, short of all of it. */
function partialAtEnd(bytes: Uint8Array, pattern: Uint8Array, from: number): number {
  for (let length = Math.min(pattern.length - 1, bytes.length - from); length > 0; length--) {
    const start = bytes.length - length;
    let i = 0;
    while (i < length && bytes[start + i] === pattern[i]) i++;
    if (i === length) return length;
  }
  return 0;
}

/** Every occurrence of `pattern` replaced by `replacement`, one output chunk per input chunk. */
export function replaceBytes(pattern: Uint8Array, replacement: Uint8Array): TransformStream<Uint8Array, Uint8Array> {
  let carry: Uint8Array | null = null;
  return new TransformStream({
    transform(chunk, controller) {
      const bytes = carry ? concat(carry, chunk) : chunk;
      carry = null;
      const found: number[] = [];
      for (let at = indexOfBytes(bytes, pattern); at !== -1; at = indexOfBytes(bytes, pattern, at + pattern.length)) found.push(at);
      const searched = found.length ? found[found.length - 1]! + pattern.length : 0;
      const kept = partialAtEnd(bytes, pattern, searched);
      if (kept) carry = bytes.slice(bytes.length - kept);
      const end = bytes.length - kept;
      if (!found.length) {
        if (end) controller.enqueue(kept ? bytes.subarray(0, end) : bytes);
        return;
      }
      const out = new Uint8Array(end + found.length * (replacement.length - pattern.length));
      let read = 0;
      let written = 0;
      for (const at of found) {
        out.set(bytes.subarray(read, at), written);
        written += at - read;
        out.set(replacement, written);
        written += replacement.length;
        read = at + pattern.length;
      }
      out.set(bytes.subarray(read, end), written);
      controller.enqueue(out);
    },
    flush(controller) {
      if (carry) controller.enqueue(carry);
    },
  });
}
