// Seeded hostile requests to everything the Worker answers besides pages: every gateway target with
// malformed, oversized, wrongly typed and injection-shaped parameters and bodies, the event intake,
// photo uploads (wrong magic bytes, truncated images, huge dimensions, oversize bodies), the photo and
// admin routes; and the rules every answer must meet. Sent inside workerd (tests/workers/fuzz.test.ts)
// and through the served build (tests/e2e/gateway-fuzz.spec.ts), so neither layer can hide a defect.
import { ECHOED_MARKUP, hostileValue, integerSpelling, MARKUP, random, type Rng } from './fuzz';
import { JPEG, jpeg, PNG, pngSized, webp } from './images';

// the cases' addresses; the browser layer sends each one's path and query to the served build
const ORIGIN = 'https://carlog.test';

/** A JSON-ish value of a random shape (deep, wide, wrong types). */
function hostileJson(rng: Rng, depth = 0): unknown {
  const roll = rng.int(depth > 3 ? 4 : 7);
  if (roll === 0) return hostileValue(rng);
  if (roll === 1) return rng.pick([0, -1, 1.5, 2 ** 53, -(2 ** 31), 1e308]);
  if (roll === 2) return rng.pick([null, true, false]);
  if (roll === 3) return rng.pick(MARKUP);
  if (roll === 4) return Array.from({ length: rng.int(rng.int(10) === 0 ? 200 : 5) }, () => hostileJson(rng, depth + 1));
  return Object.fromEntries(
    Array.from({ length: rng.int(6) }, () => [rng.pick([...EVENT_FIELDS, ...ODD_KEYS]), hostileJson(rng, depth + 1)]),
  );
}

const EVENT_FIELDS = ['batchId', 'events', 'name', 'carId', 'path', 'channel', 'deviceType', 'ts', 'params', 'seq', 'id'];
// keys that reach an object's prototype when code copies them carelessly
const ODD_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', '', "' OR '1'='1"];

/**
 * A GET target as the cases see it: its address, the methods it takes, its parameters and which of them
 * are whole numbers. Each layer reads these from what it can reach: workerd from the target table,
 * the browser layer from the published OpenAPI file.
 */
export type FuzzTarget = { path: string; methods: string[]; params: string[]; integers: string[] };

/** Parameter names of a target, plus stray ones. */
const paramNames = (target: FuzzTarget) => [...target.params, 'url', 'db', '__proto__', 'callback'];

/** Whether a name occurs twice, counting the parameters beside `url` and inside it together. */
function repeatsAName(url: URL): boolean {
  const inner = new URLSearchParams((url.searchParams.get('url') ?? '').split(/\?(.*)/s)[1] ?? '');
  const names = [...url.searchParams.keys(), ...inner.keys()];
  return new Set(names).size !== names.length;
}

/** `expect`: the status the case must get, where the gateway's rules decide it. */
export type Case = { label: string; request: Request; expect?: number };

function getCase(rng: Rng, target: FuzzTarget): Case {
  const { path } = target;
  const url = new URL('/api', ORIGIN);
  const names = paramNames(target);
  const inside = rng.int(5) === 0;
  const inner = new URLSearchParams();
  for (let i = 0, n = rng.int(5); i < n; i += 1) {
    // duplicates too: a repeated name is a 400, never an array the schema did not expect
    (inside ? inner : url.searchParams).append(rng.pick(names), hostileValue(rng));
  }
  // a whole number in a spelling the gateway does not take (`0x3e9`, `1001.0`, ` 1001`, `01001` …)
  const integers = target.integers;
  const misspelled = integers.length > 0 && rng.int(4) === 0;
  if (misspelled) (inside ? inner : url.searchParams).set(rng.pick(integers), integerSpelling(rng, 1 + rng.int(2000)));
  url.searchParams.set('url', inside ? `${path}?${inner}` : path);
  const method = rng.int(10) === 0 ? rng.pick(['POST', 'PUT', 'DELETE', 'PATCH', 'HEAD']) : 'GET';
  const decided = target.methods.includes(method) && (misspelled || repeatsAName(url));
  return { label: `${method} ${url.search}`, request: new Request(url, { method }), expect: decided ? 400 : undefined };
}

function eventBody(rng: Rng): unknown {
  const roll = rng.int(4);
  if (roll === 0) return hostileJson(rng);
  const events = Array.from({ length: rng.int(rng.int(8) === 0 ? 120 : 6) }, () =>
    rng.int(3) === 0
      ? hostileJson(rng)
      : Object.fromEntries(
          EVENT_FIELDS.filter(() => rng.int(2) === 0).map((field) => [field, rng.int(2) ? hostileValue(rng) : hostileJson(rng, 3)]),
        ),
  );
  return { batchId: rng.int(3) ? `fuzz-${rng.int(1e9)}` : hostileJson(rng, 3), events };
}

function postCase(rng: Rng, path: string): Case {
  const url = new URL('/api', ORIGIN);
  url.searchParams.set('url', path);
  const type = rng.pick([
    'application/json',
    'text/plain',
    'application/json; charset=utf-8',
    '',
    'text/html',
    'multipart/form-data',
    'application/x-www-form-urlencoded',
  ]);
  let body: BodyInit;
  const roll = rng.int(10);
  if (roll === 0)
    body = 'x'.repeat(70 * 1024); // over the 64 KB limit
  else if (roll === 1)
    body = JSON.stringify(eventBody(rng)).slice(0, rng.int(200)); // cut off
  else if (roll === 2) body = new Uint8Array(Array.from({ length: rng.int(300) }, () => rng.int(256)));
  else body = JSON.stringify(eventBody(rng));
  return {
    label: `POST ${path} ${type} (${typeof body === 'string' ? body.length : body.byteLength} bytes)`,
    request: new Request(url, { method: 'POST', headers: type ? { 'Content-Type': type } : {}, body }),
  };
}

const BIG_UPLOAD = new Uint8Array(5 * 1024 * 1024 + 70 * 1024);
BIG_UPLOAD.set(PNG.subarray(0, 16));

/** Images: whole, cut off, with another type's magic bytes, claiming huge sizes, or none at all. */
function photoBytes(rng: Rng): { bytes: Uint8Array; kind: string } {
  const roll = rng.int(12);
  const whole = rng.pick([PNG, JPEG, webp()]);
  if (roll === 0) return { bytes: whole, kind: 'whole' };
  if (roll === 1) return { bytes: whole.slice(0, 1 + rng.int(whole.length - 1)), kind: 'truncated' };
  if (roll === 2) return { bytes: pngSized(10_000 + rng.int(100_000), 10_000 + rng.int(100_000)), kind: 'huge png' };
  if (roll === 3) return { bytes: jpeg(20_000 + rng.int(40_000), 1 + rng.int(65_000)), kind: 'huge jpeg' };
  if (roll === 4) return { bytes: Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, ...whole.slice(6)]), kind: 'gif magic' };
  if (roll === 5) return { bytes: new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg"><x-fuzz/></svg>`), kind: 'svg' };
  if (roll === 6) return { bytes: new Uint8Array(), kind: 'empty' };
  if (roll === 7 && rng.int(4) === 0) return { bytes: BIG_UPLOAD, kind: 'oversize' };
  const junk = new Uint8Array(8 + rng.int(400)).map(() => rng.int(256));
  if (roll === 8) junk.set([0xff, 0xd8, 0xff]);
  if (roll === 9) junk.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { bytes: junk, kind: 'junk' };
}

function photoCase(rng: Rng): Case {
  const url = new URL('/api', ORIGIN);
  url.searchParams.set('url', '/tc/p/photo');
  const { bytes, kind } = photoBytes(rng);
  const carId = rng.int(3) === 0 ? hostileValue(rng) : String(1001 + rng.int(20));
  const caption = rng.int(2) === 0 ? hostileValue(rng) : undefined;
  if (rng.int(3) === 0) {
    // the raw image as the body, fields in the query
    url.searchParams.set('carId', carId);
    if (caption !== undefined) url.searchParams.set('caption', caption);
    const type = rng.pick(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/octet-stream']);
    return {
      label: `photo raw ${kind} ${type} carId=${carId.slice(0, 20)}`,
      request: new Request(url, { method: 'POST', headers: { 'Content-Type': type }, body: bytes.slice() }),
    };
  }
  const form = new FormData();
  form.set(
    rng.int(8) === 0 ? 'picture' : 'photo',
    new File([bytes.slice()], rng.pick(['car.png', '../../x.jpg', '<x-fuzz>.webp']), {
      type: rng.pick(['image/png', 'image/jpeg', 'text/html']),
    }),
  );
  form.set('carId', carId);
  if (caption !== undefined) form.set('caption', caption);
  if (rng.int(6) === 0) form.append('carId', hostileValue(rng));
  return { label: `photo form ${kind} carId=${carId.slice(0, 20)}`, request: new Request(url, { method: 'POST', body: form }) };
}

/** Routes beside the gateway: photo bytes, the admin API without a token, odd gateway paths. */
function otherCase(rng: Rng): Case {
  const raw = hostileValue(rng);
  // printable ASCII as it is (so `%00` and `../` reach the router raw), anything else encoded
  const value =
    /^[\x21-\x7e]*$/.test(raw) && rng.int(2) === 0 ? raw : encodeURIComponent(raw.replace(/[\ud800-\udfff]/g, '\ufffd')).slice(0, 300);
  const path = rng.pick([
    `/photos/${value}`,
    `/admin/api/photos?status=${value}`,
    `/admin/api/photos/${value}/approve`,
    `/api?${value}`,
    `/api?url=${value}`,
    `/api?url=%2F${value}`,
  ]);
  const method = rng.pick(['GET', 'GET', 'POST', 'HEAD']);
  return { label: `${method} ${path.slice(0, 120)}`, request: new Request(new URL(path, ORIGIN), { method }) };
}

/** `count` hostile requests, the same for the same seed. */
export function buildCases(seed: number, count: number, getTargets: FuzzTarget[]): Case[] {
  const rng = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const roll = rng.int(20);
    let made: Case;
    if (roll < 12) made = getCase(rng, rng.pick(getTargets));
    else if (roll < 15) made = postCase(rng, '/express/epost');
    else if (roll < 18) made = photoCase(rng);
    else made = otherCase(rng);
    return { ...made, label: `seed ${seed} case ${i}: ${made.label}` };
  });
}

const STACK = /\n\s+at |Error:|\.ts:\d+|node_modules|D1_ERROR|SQLITE/;

/** The answer a case got, however it was sent. */
export type Answer = { status: number; headers: Headers; text: string };

/** What is wrong with a case's answer, or null: the rules every answer must meet, in every layer. */
export function problemWith({ label, request, expect }: Case, { status, headers, text }: Answer): string | null {
  if (status >= 500) return `${label}: status ${status} ${text.slice(0, 200)}`;
  if (expect !== undefined && status !== expect) return `${label}: status ${status}, expected ${expect}: ${text.slice(0, 200)}`;
  if (STACK.test(text)) return `${label}: internals in the answer: ${text.slice(0, 200)}`;
  if (ECHOED_MARKUP.test(text)) return `${label}: markup echoed: ${text.slice(0, 200)}`;
  if (request.method === 'HEAD') return null;
  const isJson = headers.get('Content-Type')?.startsWith('application/json');
  if (new URL(request.url).pathname === '/api' && !isJson) return `${label}: the gateway answered without an envelope`;
  if (isJson) {
    const body = JSON.parse(text) as { code?: unknown; msg?: unknown };
    if (body.code !== status) return `${label}: code ${String(body.code)} differs from status ${status}`;
    if (status >= 400 && (typeof body.msg !== 'string' || body.msg.length < 5)) return `${label}: no message: ${text.slice(0, 200)}`;
  } else if (status >= 400 && text.trim().length < 5) {
    return `${label}: ${status} without a message`;
  }
  return null;
}
