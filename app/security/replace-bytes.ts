// A byte-level search and replace over a whole body, in place: what puts a page's fresh nonce in place
// of the placeholder on every answer (csp.server.ts). No HTML parse and no decoding: the pattern is found
// over the bytes. Also what splices a page's bytes (scripts-after-paint) and a photo's segments.

/** For each byte, how far a window whose last byte it is may move on (Horspool's shift table). */
const shiftTables = new WeakMap<Uint8Array, Uint32Array>();
function shiftsOf(pattern: Uint8Array): Uint32Array {
  let shifts = shiftTables.get(pattern);
  if (!shifts) {
    shifts = new Uint32Array(256).fill(pattern.length);
    for (let i = 0; i < pattern.length - 1; i++) shifts[pattern[i]!] = pattern.length - 1 - i;
    shiftTables.set(pattern, shifts);
  }
  return shifts;
}

/**
 * Where `pattern` starts in `bytes` at or after `from`, or -1. Horspool's search: each window is judged
 * by its last byte and moves on by up to the pattern's length, so a page is crossed in a few thousand
 * steps of plain array reads (finding each of the pattern's first byte with `indexOf` and comparing
 * from there stopped at every "n" of a page's text, a native call each: 45 against 9 µs a page).
 */
export function indexOfBytes(bytes: Uint8Array, pattern: Uint8Array, from = 0): number {
  const end = pattern.length - 1;
  if (end < 0) return -1; // an empty pattern is found nowhere (replacing it would never end)
  const shifts = shiftsOf(pattern);
  const lastByte = pattern[end]!;
  for (let at = Math.max(from, 0); at + end < bytes.length; at += shifts[bytes[at + end]!]!) {
    if (bytes[at + end] !== lastByte) continue;
    let i = 0;
    while (i < end && bytes[at + i] === pattern[i]) i++;
    if (i === end) return at;
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
