// Prepares the embedded local D1/KV/R2 under .wrangler/state: migrations, the catalogue seed, the
// domain configs and a local operator token, and an empty edge cache. Safe to run again: nothing is duplicated.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { kvTarget, purgeEdgeCache } from './lib/kv.ts';
import { root, run } from './lib/run.ts';

/** `stateDir` moves the local state elsewhere (the browser tests keep theirs apart). */
export async function setupLocal(stateDir?: string): Promise<void> {
  const persist = stateDir ? ['--persist-to', stateDir] : [];
  ensureDevVars();
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persist]);
  await run('wrangler', ['d1', 'execute', 'DB', '--local', '--file', 'seed/cars.sql', ...persist]);
  await putDomains('domains', stateDir);
  // pages cached by an earlier run were made from the data just replaced
  await purgeEdgeCache(kvTarget(stateDir ? ['--persist-to', stateDir] : []));
}

/** Every `<host>.json` of a folder into the local KV, as the config of that host. */
export async function putDomains(folder: string, stateDir?: string): Promise<void> {
  const persist = stateDir ? ['--persist-to', stateDir] : [];
  for (const file of readdirSync(join(root, folder)).filter((name) => name.endsWith('.json'))) {
    const host = file.replace(/\.json$/, '');
    await run('wrangler', [
      'kv',
      'key',
      'put',
      '--binding',
      'DOMAIN_CONFIG',
      '--local',
      `domain:${host}`,
      '--path',
      join(folder, file),
      ...persist,
    ]);
  }
}

/** A random local ADMIN_TOKEN in .dev.vars (git-ignored) for `npm run photos`. */
export function ensureDevVars(): void {
  const path = join(root, '.dev.vars');
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (/^ADMIN_TOKEN=/m.test(current)) return;
  writeFileSync(path, `${current}${current && !current.endsWith('\n') ? '\n' : ''}ADMIN_TOKEN=${randomBytes(24).toString('hex')}\n`);
}

if (import.meta.main) await setupLocal();
