// Three projects (the browser layer is Playwright: scripts/e2e.ts). Time limits are hang detectors
// sized for a slow, busy machine, never speed checks:
// - unit: pure logic, in Node;
// - commands: the project's own commands spawned as an operator runs them;
// - workers: models, gateway and loaders inside workerd, with D1 migrated and seeded from the same
//   migrations/ and seed/cars.sql that `npm start` and a deployment use, built once per run and copied
//   into each test file's own D1 (tests/workers/seeded-database-setup.ts).
import { availableParallelism } from 'node:os';
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // vitest's default is one file at a time on a 2-core machine (cores - 1), while much of a workers
    // file's time is starting its workerd and transforming modules, not running tests: one file more in
    // flight than there are cores keeps both busy (docs/testing.md, "Times")
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['app/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.command.test.ts'],
          environment: 'node',
          setupFiles: ['./tests/support/unit-setup.ts'],
          testTimeout: 60_000,
          // a hook that reads a whole source file takes seconds on a busy machine: room, never a speed check
          hookTimeout: 120_000,
          // pure functions with no mocks, stubbed globals or fake clocks: the files share one module
          // cache instead of each importing and transforming the same modules again (half the layer's CPU)
          isolate: false,
        },
      },
      {
        // tests that spawn the project's own commands (Node, wrangler, the importer): seconds on a quiet
        // machine, many times that on a busy one, so their limits are sized for the slowest machine
        test: {
          name: 'commands',
          include: ['scripts/**/*.command.test.ts'],
          environment: 'node',
          setupFiles: ['./tests/support/unit-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
      {
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            main: './tests/workers/worker.ts',
            wrangler: { configPath: './wrangler.jsonc' },
            miniflare: {
              bindings: {
                ADMIN_TOKEN: 'test-operator-token',
                // X-Carlog-Fault makes D1, KV or R2 fail for one request (app/bindings/guard.server.ts)
                FAULT_INJECTION: 'on',
                // replays a fuzzing run (tests/workers/fuzz.test.ts)
                FUZZ_SEED: process.env.FUZZ_SEED ?? '',
                UPSTREAM_ORIGIN: `http://127.0.0.1:${inject<number>('upstreamPort')}`,
                // the console behind a stand-in Access team (access-keys.ts)
                ACCESS_TEAM_DOMAIN: `http://127.0.0.1:${inject<number>('accessTeamPort')}`,
                ACCESS_AUD: 'carlog-console-test',
                ACCESS_TEST_KEY: JSON.stringify(inject('accessPrivateKey')),
                TEST_DATA_ORIGIN: `http://127.0.0.1:${inject<number>('testDataPort')}`,
              },
              // the events queue delivers within 50 ms rather than the deployed 5 s (the rest as in wrangler.jsonc)
              queueConsumers: {
                'carlog-events': { maxBatchSize: 100, maxBatchTimeout: 0.05, maxRetries: 10, deadLetterQueue: 'carlog-events-dlq' },
              },
            },
          })),
        ],
        test: {
          name: 'workers',
          include: ['tests/workers/**/*.test.ts'],
          // hundreds of sequential requests (rate limits, fuzzing) take seconds quiet, a minute busy
          testTimeout: 180_000,
          hookTimeout: 180_000,
          setupFiles: ['./tests/workers/setup.ts'],
          globalSetup: [
            './tests/workers/seeded-database-setup.ts',
            './tests/workers/upstream-server.ts',
            './tests/workers/access-keys.ts',
            './tests/workers/error-collector-setup.ts',
          ],
        },
      },
    ],
  },
});
