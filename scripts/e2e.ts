// npm run test:e2e: builds, prepares a fresh local D1/KV/R2 of its own, serves the production
// build on free 127.0.0.1 ports, runs the Playwright tests against it, and stops the servers.
//
// Two servers: the main one, configured as `npm start` is (no error-reporting DSN) but allowing
// injected faults (a request header makes D1, KV or R2 fail: app/bindings/guard.server.ts); and one
// with a DSN pointing at a local collector and a catalogue table made unreadable, for the
// error-reporting tests (server errors on pages, client errors, the friendly view when D1 fails).
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { storeLegacyPhoto } from '../tests/e2e/legacy-photo.ts';
import { startErrorCollector } from '../tests/support/error-collector.ts';
import { requireChromium, testChromiumPath } from './lib/chromium.ts';
import { withLocalBindings } from './lib/local-state.ts';
import { root, run } from './lib/run.ts';
import { freePort, serveBuild, type RunningServer } from './lib/server.ts';
import { ensureDevVars, putDomains, setupLocal } from './setup-local.ts';

requireChromium();
const stateDir = join(root, '.wrangler/e2e-state');
const brokenStateDir = join(root, '.wrangler/e2e-state-broken');
for (const dir of [stateDir, brokenStateDir]) rmSync(dir, { recursive: true, force: true });

// the build copies .dev.vars (the local operator token) into the served Worker: create it first
ensureDevVars();
if (!process.argv.includes('--no-build')) await run('react-router', ['build']);
await setupLocal(stateDir);
await withLocalBindings(stateDir, async (env) => {
  // domains only the tests use (consent together with ads)
  await putDomains('tests/e2e/domains', env);
  // a photo with its metadata, as stored before uploads were stripped, for the scrub command's test
  await storeLegacyPhoto(env);
});
cpSync(stateDir, brokenStateDir, { recursive: true });
await withLocalBindings(brokenStateDir, (env) => env.DB.exec('ALTER TABLE cars RENAME TO cars_unreadable'));

const collector = await startErrorCollector();
const servers: RunningServer[] = [];
let failed = false;
try {
  servers.push(await withBuiltSecret('FAULT_INJECTION=on', async () => serveBuild(await freePort(), { CARLOG_STATE_DIR: stateDir })));
  // `vite preview` reads the Worker's secrets from the built .dev.vars when it starts
  servers.push(
    await withBuiltSecret(`SENTRY_DSN=${collector.dsn}`, async () => serveBuild(await freePort(), { CARLOG_STATE_DIR: brokenStateDir })),
  );
  const [main, reporting] = servers as [RunningServer, RunningServer];
  console.log(
    `Browser tests in ${testChromiumPath} against ${main.url} (pid ${main.pid}); error reporting against ${reporting.url} (pid ${reporting.pid})`,
  );
  const extra = process.argv.slice(2).filter((arg) => arg !== '--no-build');
  await run('playwright', ['test', ...extra], {
    env: { BASE_URL: main.url, REPORTING_BASE_URL: reporting.url, ERROR_COLLECTOR_URL: collector.url },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await collector.stop();
}
process.exit(failed ? 1 : 0);

async function withBuiltSecret<T>(line: string, start: () => Promise<T>): Promise<T> {
  const path = join(root, 'build/server/.dev.vars');
  const original = readFileSync(path, 'utf8');
  writeFileSync(path, `${original.trimEnd()}\n${line}\n`);
  try {
    return await start();
  } finally {
    writeFileSync(path, original);
  }
}
