// Prepares the embedded local D1/KV/R2 under .wrangler/state: migrations, the catalogue seed, the
// domain configs and a local operator token, and an empty edge cache. Safe to run again: nothing is duplicated.
//
// A new state is written in one go: the migrated, seeded database built in Node (scripts/lib/seeded-database.ts)
// loaded into the empty D1 in one batch, and the configs put beside it, all through one workerd. An
// existing state is brought up to date by wrangler itself: the migrations not yet applied, then the
// seed's upserts over what is there.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { kvTarget, purgeEdgeCache } from './lib/kv.ts';
import { type LocalBindings, stateRoot, withLocalBindings } from './lib/local-state.ts';
import { root, run } from './lib/run.ts';
import { seededDatabaseDump } from './lib/seeded-database.ts';

/** `stateDir` moves the local state elsewhere (the browser tests keep theirs apart). */
export async function setupLocal(stateDir?: string): Promise<void> {
  ensureDevVars();
  if (!existsSync(join(stateRoot(stateDir), 'v3/d1'))) {
    const dump = await seededDatabaseDump();
    await withLocalBindings(stateDir, async (env) => {
      await env.DB.batch(dump.map((statement) => env.DB.prepare(statement)));
      await putDomains('domains', env);
    });
    return;
  }
  const persist = stateDir ? ['--persist-to', stateDir] : [];
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persist]);
  await run('wrangler', ['d1', 'execute', 'DB', '--local', '--file', 'seed/cars.sql', ...persist]);
  await withLocalBindings(stateDir, (env) => putDomains('domains', env));
  // pages cached by an earlier run were made from the data just replaced
  await purgeEdgeCache(kvTarget(stateDir ? ['--persist-to', stateDir] : []));
}

/** Every `<host>.json` of a folder into the local KV, as the config of that host. */
export async function putDomains(folder: string, env: LocalBindings): Promise<void> {
  for (const file of readdirSync(join(root, folder)).filter((name) => name.endsWith('.json'))) {
    await env.DOMAIN_CONFIG.put(`domain:${file.replace(/\.json$/, '')}`, readFileSync(join(root, folder, file), 'utf8'));
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
