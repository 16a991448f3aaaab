// Seeded hostile requests for the operators' console (/admin), and the rules every answer must meet.
// Sent inside workerd (tests/workers/console-fuzz.test.ts) and over HTTP to the served build
// (tests/e2e/console-hostile.spec.ts). Without a session every case must get the sign-in page (401) or
// a 405 and nothing of the console; with one, a page or a redirect (200, 303) or a 4xx with the
// console's own message: never a 5xx, a stack trace, or markup echoed back unescaped.
import { FIELDS } from '#app/admin/console/domain-form.ts';
import { ECHOED_MARKUP, hostileValue, random, type Rng } from './fuzz';

export const FUZZ_HOST = 'fuzz-console.example.com';

const PATHS = [
  '/admin',
  '/admin/',
  '/admin/photos',
  '/admin/purge',
  '/admin/sign-out',
  '/admin/domains',
  `/admin/domains/${FUZZ_HOST}`,
  `/admin/domains/${FUZZ_HOST}/preview`,
  '/admin/photos/00000000-0000-4000-8000-000000000000/image',
  '/admin/nowhere',
  '/admin/domains/default',
];
const QUERY = ['status', 'done', 'purged', 'page', 'draft', 'created', 'saved', 'deleted', 'next'];
const FORM = ['csrf', 'action', 'one', 'id', 'host', 'intent', 'version', 'confirm', 'token', 'next', ...FIELDS.map((field) => field.name)];

/** A value that can go into an address: lone surrogates (which encodeURIComponent refuses) replaced. */
const addressable = (value: string) => value.replace(/[\ud800-\udfff]/g, '?');

export type ConsoleCase = { label: string; path: string; method: string; cookie: string; body: string | null; allowed: number[] };

function address(rng: Rng, path: string): string {
  const query = new URLSearchParams();
  for (let i = rng.int(3); i > 0; i -= 1) query.append(rng.pick(QUERY), addressable(hostileValue(rng)));
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

function fields(rng: Rng, fixed: Array<[string, string]>): string {
  const form = new URLSearchParams(fixed);
  for (let i = rng.int(8); i > 0; i -= 1) form.append(rng.pick(FORM), addressable(hostileValue(rng)));
  return form.toString();
}

/** Requests from someone with no session: random console addresses, methods, forged cookies and fields. */
export function casesWithoutSession(seed: number, count: number, cookieName: string): ConsoleCase[] {
  const rng = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const path = address(rng, rng.pick([...PATHS, `/admin/${encodeURIComponent(addressable(hostileValue(rng)))}`]));
    const method = rng.pick(['GET', 'POST', 'POST', 'HEAD', 'PUT', 'DELETE']);
    const cookie = rng.pick(['', `${cookieName}=${encodeURIComponent(addressable(hostileValue(rng)))}`, `${cookieName}=a.b`]);
    const body = method === 'POST' || method === 'PUT' ? fields(rng, []) : null;
    return { label: `#${i} ${method} ${path}`, path, method, cookie, body, allowed: [401, 405] };
  });
}

/** Requests of a signed-in operator with hostile fields and parameters (a wrong form token now and then). */
export function casesWithSession(seed: number, count: number, cookie: string, csrf: string): ConsoleCase[] {
  const rng = random(seed);
  const paths = PATHS.filter((path) => !['/admin/sign-out', '/admin/purge'].includes(path));
  return Array.from({ length: count }, (_, i) => {
    const path = address(rng, rng.pick(paths));
    const method = rng.pick(['GET', 'POST', 'POST', 'POST']);
    const intent = rng.pick(['save', 'preview', 'rollback', 'delete', addressable(hostileValue(rng))]);
    const action = rng.pick(['approve', 'reject', 'pending', 'delete', addressable(hostileValue(rng))]);
    const token = rng.int(10) === 0 ? addressable(hostileValue(rng)) : csrf;
    const body =
      method === 'POST'
        ? fields(rng, [
            ['csrf', token],
            ['intent', intent],
            ['action', action],
          ])
        : null;
    return { label: `#${i} ${method} ${path} intent=${intent}`, path, method, cookie, body, allowed: [200, 303, 400, 403, 404, 409, 501] };
  });
}

export function consoleProblem(item: ConsoleCase, status: number, text: string): string | null {
  if (!item.allowed.includes(status)) return `${item.label}: status ${status}`;
  if (ECHOED_MARKUP.test(text)) return `${item.label}: markup echoed back`;
  if (/\bat [\w.]+ \(|\.tsx?:\d+|node_modules|Error:/.test(text)) return `${item.label}: internals in the answer`;
  if (status === 401 && /name="csrf"|At a glance|Purge the edge cache/.test(text))
    return `${item.label}: console content without a session`;
  return null;
}
