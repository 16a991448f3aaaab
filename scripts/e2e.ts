// npm run test:e2e: builds, prepares a fresh local D1/KV/R2 of its own, serves the production
// build on a free 127.0.0.1 port, runs the Playwright tests against it, and stops the server.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { requireChromium } from './lib/chromium.ts';
import { root, run } from './lib/run.ts';
import { freePort, serveBuild } from './lib/server.ts';
import { ensureDevVars, setupLocal } from './setup-local.ts';

requireChromium();
const stateDir = join(root, '.wrangler/e2e-state');
rmSync(stateDir, { recursive: true, force: true });

// the build copies .dev.vars (the local operator token) into the served Worker: create it first
ensureDevVars();
if (!process.argv.includes('--no-build')) await run('react-router', ['build']);
await setupLocal(stateDir);

const server = await serveBuild(await freePort(), { CARLOG_STATE_DIR: stateDir });
console.log(`Browser tests against ${server.url} (server pid ${server.pid})`);
let failed = false;
try {
  const extra = process.argv.slice(2).filter((arg) => arg !== '--no-build');
  await run('playwright', ['test', ...extra], { env: { BASE_URL: server.url } });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
