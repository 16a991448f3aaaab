// Two layers (the third, the browser, is Playwright: scripts/e2e.ts):
// - unit: pure logic, in Node;
// - workers: models, gateway and loaders inside workerd, with D1 migrated and seeded from the same
//   migrations/ and seed/cars.sql that `npm start` and a deployment use, built once per run and copied
//   into each test file's own D1 (tests/workers/seeded-database-setup.ts).
import { fileURLToPath } from 'node:url';
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['app/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./tests/support/unit-setup.ts'],
        },
      },
      {
        resolve: { alias },
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
                TEST_DATABASE: inject<string[]>('seededDatabase'),
                TEST_SEED: inject<string[]>('catalogueSeed'),
              },
            },
          })),
        ],
        test: {
          name: 'workers',
          include: ['tests/workers/**/*.test.ts'],
          setupFiles: ['./tests/workers/setup.ts'],
          globalSetup: [
            './tests/workers/seeded-database-setup.ts',
            './tests/workers/upstream-server.ts',
            './tests/workers/error-collector-setup.ts',
          ],
        },
      },
    ],
  },
});
