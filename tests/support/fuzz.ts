// Seeded hostile input for the fuzz tests (tests/workers/fuzz.test.ts, tests/e2e/fuzz.spec.ts): the
// same seed gives the same cases on every machine, so a failure can be replayed.

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

export type Rng = ReturnType<typeof random>;

// markup carries a marker: finding `<x-fuzz` in an answer means it was echoed unescaped
export const MARKUP = ['<x-fuzz>', '"><x-fuzz onerror=alert(1)>', '<x-fuzz/src=x>', "'><x-fuzz>", '</script><x-fuzz>'];
export const HOSTILE = [
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  '0x1F',
  '1_000',
  ' 7 ',
  // whole numbers as Number() reads them but the site does not: it takes decimal digits only
  '0x3e9',
  '1.001e3',
  '1001.0',
  '\n1001',
  ' 1001',
  '+1001',
  '01001',
  '٣',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  "' OR '1'='1",
  '1; DROP TABLE cars; --',
  // full-text query syntax (FTS5) and LIKE wildcards: the search takes them as plain words
  '"',
  '*',
  'NEAR',
  'tesla AND model',
  'NEAR(tesla model, 2)',
  '"tesla" OR ^model*',
  'brand:tesla',
  '%_%',
  'citroën ID.4 f-150',
  '%00',
  '\u0000',
  '\ud800',
  '\uffff',
  '😀'.repeat(50),
  '../../etc/passwd',
  '..%2f..%2f',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '\r\nSet-Cookie: fuzz=1',
  '%0d%0aX-Fuzz: 1',
  'all',
  'electric',
  'suv',
  'price-asc',
  'page_view',
  'accel',
  // values some targets take: the units, a brand and a model family's slugs
  'metric',
  'imperial',
  'Imperial',
  'porsche',
  'taycan',
  'a'.repeat(5_000),
  'é'.repeat(300),
];

export function hostileValue(rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.15) return rng.pick(MARKUP) + rng.pick(HOSTILE).slice(0, 20);
  if (roll < 0.55) return rng.pick(HOSTILE);
  if (roll < 0.75) return String(rng.int(3) === 0 ? -rng.int(1_000_000) : rng.int(2_000_000));
  // random text, any code point in the first plane
  return Array.from({ length: rng.int(40) }, () => String.fromCharCode(rng.int(0xffff))).join('');
}

/** A whole number spelled a way JavaScript's Number() reads as that number, but not in plain decimal digits. */
export function integerSpelling(rng: Rng, value: number): string {
  const digits = String(value);
  return rng.pick([
    `0x${value.toString(16)}`,
    `0b${value.toString(2)}`,
    `0o${value.toString(8)}`,
    `${digits}.0`,
    `${digits}e0`,
    `${value / 1000}e3`,
    `0${digits}`,
    `00${digits}`,
    `+${digits}`,
    ` ${digits}`,
    `${digits} `,
    `\n${digits}`,
    `\t${digits}`,
    `\u00a0${digits}`,
  ]);
}

/** `<x-fuzz` in an answer: markup a case sent came back unescaped. */
export const ECHOED_MARKUP = /<x-fuzz/i;
