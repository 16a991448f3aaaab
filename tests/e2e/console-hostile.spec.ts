// The console's seeded fuzzing through the served build: the cases of tests/support/console-fuzz.ts
// (same seed, same rules as the workerd layer), sent over HTTP to the local server, so what the serving
// layer does to a request cannot hide behind a Worker that answers well. Desktop project only: the
// cases do not depend on the device. FUZZ_SEED=<n> replays a run.
import type { APIRequestContext } from '@playwright/test';
import { casesWithoutSession, casesWithSession, consoleProblem, FUZZ_HOST, type ConsoleCase } from '../support/console-fuzz';
import { sessionCookie, SESSION_COOKIE } from './console-session';
import { expect, test } from './fixtures';

const SEED = Number(process.env.FUZZ_SEED) || 20261122;

async function run(request: APIRequestContext, baseURL: string, cases: ConsoleCase[]): Promise<string[]> {
  const failures: string[] = [];
  for (const item of cases) {
    const response = await request.fetch(new URL(item.path, baseURL).href, {
      method: item.method,
      maxRedirects: 0,
      headers: { Cookie: item.cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(baseURL).origin },
      data: item.body ?? undefined,
    });
    const failure = consoleProblem(item, response.status(), item.method === 'HEAD' ? '' : await response.text());
    if (failure) failures.push(failure);
  }
  return failures;
}

test.beforeEach(() => test.skip(test.info().project.name !== 'desktop', 'the same cases on every device'));

test('hostile requests without a session get the sign-in page (401) or 405, never the console', async ({ request, baseURL }) => {
  expect(await run(request, baseURL!, casesWithoutSession(SEED, 300, SESSION_COOKIE))).toEqual([]);
});

test('hostile forms and queries of a signed-in operator get a page, a redirect or a 4xx', async ({ request, baseURL }) => {
  const cookie = `${SESSION_COOKIE}=${sessionCookie(3_600_000)}`;
  const glance = await request.get('/admin', { headers: { Cookie: cookie } });
  const csrf = /name="csrf" value="([^"]+)"/.exec(await glance.text())?.[1] ?? '';
  expect(csrf).not.toBe('');
  await request.post('/admin/domains', {
    maxRedirects: 0,
    headers: { Cookie: cookie, Origin: new URL(baseURL!).origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams({ csrf, host: FUZZ_HOST }).toString(),
  });
  expect(await run(request, baseURL!, casesWithSession(SEED + 1, 300, cookie, csrf))).toEqual([]);
});
