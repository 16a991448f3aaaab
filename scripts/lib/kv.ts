// The DOMAIN_CONFIG KV namespace from the operator scripts: local KV by default (what npm start
// serves), --remote for the Cloudflare account wrangler is logged into, --persist-to <dir> for another
// local state. Also holds the edge-cache generation (app/edge-cache/generation.server.ts).
import { run } from './run.ts';

export type KvTarget = { remote: boolean; args: string[]; kv: (...rest: string[]) => string[] };

/** Takes --remote and --persist-to <dir> out of `args` (mutated) and says where to read and write. */
export function kvTarget(args: string[]): KvTarget {
  const remote = args.includes('--remote');
  const persistAt = args.indexOf('--persist-to');
  const persist = persistAt >= 0 ? ['--persist-to', args.splice(persistAt, 2)[1]!] : [];
  const where = remote ? ['--remote'] : ['--local', ...persist];
  return {
    remote,
    args: args.filter((arg) => arg !== '--remote'),
    kv: (...rest: string[]) => ['kv', 'key', ...rest, '--binding', 'DOMAIN_CONFIG', ...where],
  };
}

/** Empties the edge cache everywhere: pages and gateway answers are rendered again on their next request. */
export async function purgeEdgeCache(target: KvTarget): Promise<void> {
  await run('wrangler', target.kv('put', 'cache:generation', Date.now().toString(36)));
}
