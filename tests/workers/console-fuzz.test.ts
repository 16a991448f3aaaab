// Seeded fuzzing of the operators' console (/admin) inside workerd, with the cases' values from
// tests/support/fuzz.ts. Without a session every case must get the sign-in page (401) or a 405, and
// nothing of the console; with one, hostile form fields and query parameters on every console form and
// page get a page or a redirect (200, 303) or a 4xx with the console's own message: never a 5xx, a
// stack trace, or markup echoed back unescaped. FUZZ_SEED=<n> replays a run.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { FIELDS } from '#app/admin/console/domain-form.ts';
import { ECHOED_MARKUP, hostileValue, random, type Rng } from '../support/fuzz';
import { page, post, signIn } from './console-session';
import { ORIGIN, settledFetch } from './helpers';

const SEED = Number((env as { FUZZ_SEED?: string }).FUZZ_SEED) || 20261122;
const HOST = 'fuzz-console.example.com';
const PATHS = [
  '/admin',
  '/admin/',
  '/admin/photos',
  '/admin/purge',
  '/admin/sign-out',
  '/admin/sign-in',
  '/admin/domains',
  `/admin/domains/${HOST}`,
  `/admin/domains/${HOST}/preview`,
  '/admin/photos/00000000-0000-4000-8000-000000000000/image',
  '/admin/nowhere',
  '/admin/domains/default',
];
const QUERY = ['status', 'done', 'purged', 'page', 'draft', 'created', 'saved', 'deleted', 'next'];
const FORM = ['csrf', 'action', 'one', 'id', 'host', 'intent', 'version', 'confirm', 'token', 'next', ...FIELDS.map((field) => field.name)];

/** A value that can go into an address: lone surrogates (which encodeURIComponent refuses) replaced. */
const addressable = (value: string) => value.replace(/[\ud800-\udfff]/g, '?');

function url(rng: Rng, path: string): string {
  const query = new URLSearchParams();
  for (let i = rng.int(3); i > 0; i -= 1) query.append(rng.pick(QUERY), hostileValue(rng));
  const search = query.toString();
  return `${ORIGIN}${path}${search ? `?${search}` : ''}`;
}

function fields(rng: Rng, fixed: Array<[string, string]>): URLSearchParams {
  const form = new URLSearchParams(fixed);
  for (let i = rng.int(8); i > 0; i -= 1) form.append(rng.pick(FORM), hostileValue(rng));
  return form;
}

function problem(label: string, allowed: number[], status: number, text: string): string | null {
  if (!allowed.includes(status)) return `${label}: status ${status}`;
  if (ECHOED_MARKUP.test(text)) return `${label}: markup echoed back`;
  if (/\bat [\w.]+ \(|\.tsx?:\d+|node_modules|Error:/.test(text)) return `${label}: internals in the answer`;
  return null;
}

describe(`console fuzzing (seed ${SEED})`, () => {
  it('400 hostile requests without a session: the sign-in page (401) or 405, never the console', { timeout: 120_000 }, async () => {
    const rng = random(SEED);
    const failures: string[] = [];
    for (let i = 0; i < 400; i += 1) {
      const path = rng.pick([
        ...PATHS.filter((each) => each !== '/admin/sign-in'),
        `/admin/${encodeURIComponent(addressable(hostileValue(rng)))}`,
      ]);
      const method = rng.pick(['GET', 'POST', 'POST', 'HEAD', 'PUT', 'DELETE']);
      const cookie = rng.pick(['', `__Host-carlog_console=${encodeURIComponent(addressable(hostileValue(rng)))}`, 'carlog_console=a.b']);
      const target = url(rng, path);
      const response = await settledFetch(target, {
        method,
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
        body: method === 'POST' || method === 'PUT' ? fields(rng, []) : undefined,
      });
      const text = await response.text();
      const label = `#${i} ${method} ${target}`;
      failures.push(...[problem(label, [401, 405], response.status, text)].filter((each): each is string => each !== null));
      if (response.status === 401 && /csrf|At a glance|Purge/.test(text)) failures.push(`${label}: console content without a session`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it('600 hostile forms and queries with a session: a page, a redirect or a 4xx, never a 5xx', { timeout: 180_000 }, async () => {
    const rng = random(SEED + 1);
    const { cookie } = await signIn();
    const { csrf } = await page('/admin', cookie);
    await post('/admin/domains', cookie, [
      ['csrf', csrf],
      ['host', HOST],
    ]);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 600; i += 1) {
      const path = rng.pick(PATHS.filter((each) => !['/admin/sign-out', '/admin/sign-in', '/admin/purge'].includes(each)));
      const method = rng.pick(['GET', 'POST', 'POST', 'POST']);
      const intent = rng.pick(['save', 'preview', 'rollback', 'delete', hostileValue(rng)]);
      const action = rng.pick(['approve', 'reject', 'pending', 'delete', hostileValue(rng)]);
      const target = url(rng, path);
      const response = await settledFetch(target, {
        method,
        redirect: 'manual',
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
        body:
          method === 'POST'
            ? fields(rng, [
                ['csrf', rng.int(10) === 0 ? hostileValue(rng) : csrf],
                ['intent', intent],
                ['action', action],
              ])
            : undefined,
      });
      const text = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const failure = problem(`#${i} ${method} ${target} intent=${intent}`, [200, 303, 400, 403, 404, 409, 501], response.status, text);
      if (failure) failures.push(failure);
    }
    expect(failures.slice(0, 20)).toEqual([]);
    for (const status of [200, 303, 400, 403, 404]) expect(statuses.get(status), `answers with ${status}`).toBeGreaterThan(0);
  });
});
