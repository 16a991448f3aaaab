// Seeded fuzzing of the operators' console (/admin) inside workerd: the cases and the rules are
// tests/support/console-fuzz.ts, which the browser layer also sends through the served build
// (tests/e2e/console-hostile.spec.ts). FUZZ_SEED=<n> replays a run.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { casesWithoutSession, casesWithSession, consoleProblem, FUZZ_HOST, type ConsoleCase } from '../support/console-fuzz';
import { COOKIE, page, post, signIn } from './console-session';
import { ORIGIN, settledFetch } from './helpers';

const SEED = Number((env as { FUZZ_SEED?: string }).FUZZ_SEED) || 20261122;

async function run(cases: ConsoleCase[]) {
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  for (const item of cases) {
    const response = await settledFetch(`${ORIGIN}${item.path}`, {
      method: item.method,
      redirect: 'manual',
      headers: { Cookie: item.cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
      body: item.body,
    });
    const text = await response.text();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    const failure = consoleProblem(item, response.status, text);
    if (failure) failures.push(failure);
  }
  return { failures, statuses };
}

describe(`console fuzzing (seed ${SEED})`, () => {
  it('400 hostile requests without a session: the sign-in page (401) or 405, never the console', { timeout: 120_000 }, async () => {
    const { failures, statuses } = await run(casesWithoutSession(SEED, 400, COOKIE));
    expect(failures.slice(0, 20)).toEqual([]);
    expect(statuses.get(401)).toBeGreaterThan(200);
  });

  it('600 hostile forms and queries with a session: a page, a redirect or a 4xx, never a 5xx', { timeout: 180_000 }, async () => {
    const { cookie } = await signIn();
    const { csrf } = await page('/admin', cookie);
    await post('/admin/domains', cookie, [
      ['csrf', csrf],
      ['host', FUZZ_HOST],
    ]);
    const { failures, statuses } = await run(casesWithSession(SEED + 1, 600, cookie, csrf));
    expect(failures.slice(0, 20)).toEqual([]);
    for (const status of [200, 303, 400, 403, 404]) expect(statuses.get(status), `answers with ${status}`).toBeGreaterThan(0);
  });
});
