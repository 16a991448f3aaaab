// A byte-level search and replace over a whole body, in place: what puts a page's fresh nonce in place
// of the placeholder on every answer (csp.server.ts). No HTML parse: the pattern is found with the typed
// array's own indexOf. Also what splices a page's bytes (scripts-after-paint) and a photo's segments.

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

/** `parts` one after another, as one array. */
export function concatBytes(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
