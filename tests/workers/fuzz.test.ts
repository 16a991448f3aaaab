// Seeded fuzzing of everything the Worker answers besides pages (pages: tests/e2e/fuzz.spec.ts), inside
// workerd: the cases and the rules are tests/support/gateway-fuzz.ts, which the browser layer also sends
// through the served build (tests/e2e/gateway-fuzz.spec.ts). Every case must get a 4xx (or a 200 when it
// happens to be valid) with an envelope and a message: never a 5xx, a stack trace or markup echoed back.
// FUZZ_SEED=<n> replays a run; a failure names its seed and case.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allowedMethods } from '#app/gateway/target.ts';
import { TARGETS } from '#app/gateway/targets.server.ts';
import { buildCases, problemWith, type Case, type FuzzTarget } from '../support/gateway-fuzz';
import { settledFetch } from './helpers';

const SEED = Number((env as { FUZZ_SEED?: string }).FUZZ_SEED) || 20261121;

/** The GET targets, from the table itself. */
const GET_TARGETS: FuzzTarget[] = Object.entries(TARGETS)
  .filter(([, target]) => target.method === 'GET')
  .map(([path, target]) => {
    const json = z.toJSONSchema(target.params, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, { type?: string }>;
    };
    const properties = Object.entries(json.properties ?? {});
    return {
      path,
      methods: allowedMethods(target),
      params: properties.map(([name]) => name),
      integers: properties.filter(([, property]) => property.type === 'integer').map(([name]) => name),
    };
  });

async function check(item: Case, statuses: Map<number, number>): Promise<string | null> {
  const response = await settledFetch(item.request.url, item.request);
  const text = await response.text();
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  return problemWith(item, { status: response.status, headers: response.headers, text });
}

describe(`fuzzing (seed ${SEED})`, () => {
  it(
    '3,000 hostile requests: each a 4xx with a message (or a valid 200), never a 5xx, internals or echoed markup',
    { timeout: 120_000 },
    async () => {
      const cases = buildCases(SEED, 3_000, GET_TARGETS);
      // the gateway's own rules (whole numbers in digits, each parameter once) decide a share of them
      expect(cases.filter((item) => item.expect === 400).length).toBeGreaterThan(300);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      // a few at a time, as concurrent visitors would send them
      for (let i = 0; i < cases.length; i += 8) {
        const results = await Promise.all(
          cases.slice(i, i + 8).map(async (item) => {
            return check(item, statuses).catch((error: unknown) => `${item.label}: threw ${String(error)}`);
          }),
        );
        failures.push(...results.filter((problem): problem is string => problem !== null));
      }
      expect(failures.slice(0, 20)).toEqual([]);
      // the cases reach every kind of refusal, and some are valid
      for (const status of [200, 400, 404, 405, 413, 415, 422]) expect(statuses.get(status), `answers with ${status}`).toBeGreaterThan(10);
    },
  );

  it('the same seed makes the same cases', () => {
    expect(buildCases(7, 50, GET_TARGETS).map((item) => item.label)).toEqual(buildCases(7, 50, GET_TARGETS).map((item) => item.label));
  });
});
