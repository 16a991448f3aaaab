// Two layers (the third, the browser, is Playwright: scripts/e2e.ts):
// - unit: pure logic, in Node;
// - workers: models, gateway and loaders inside workerd, with D1 migrated and seeded from the same
//   migrations/ and seed/cars.sql that `npm start` and a deployment use.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
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
          exclude: ['**/*.command.test.ts'],
          environment: 'node',
        },
      },
      {
        // tests that spawn the project's own commands (Node, wrangler, the importer): seconds on a quiet
        // machine, many times that on a busy one, so their limits are sized for the slowest machine
        resolve: { alias },
        test: {
          name: 'commands',
          include: ['scripts/**/*.command.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 600_000,
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
                TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url))),
                TEST_SEED: readFileSync(new URL('./seed/cars.sql', import.meta.url), 'utf8')
                  .split('\n')
                  .filter((line) => line.trim() && !line.startsWith('--')),
              },
            },
          })),
        ],
        test: {
          name: 'workers',
          include: ['tests/workers/**/*.test.ts'],
          setupFiles: ['./tests/workers/setup.ts'],
          globalSetup: ['./tests/workers/upstream-server.ts', './tests/workers/error-collector-setup.ts'],
        },
      },
    ],
  },
});
