// Operator command for per-domain configs in the DOMAIN_CONFIG KV namespace (key `domain:<host>`):
//   npm run domain -- list
//   npm run domain -- get <host>
//   npm run domain -- validate <file>
//   npm run domain -- put <host> <file>      (validated first; nothing is written when invalid)
//   npm run domain -- delete <host>
// Local KV by default (what npm start serves); --remote for the Cloudflare account wrangler is logged
// into; --persist-to <dir> for another local state. `default` is the fallback for unknown hosts.
// A put or delete also empties the edge cache, so every page shows the change within a minute.
import { capture, run } from './lib/run.ts';
import { hostArgument, readDomainConfig } from './lib/domain-file.ts';
import { kvTarget, purgeEdgeCache } from './lib/kv.ts';

const target = kvTarget(process.argv.slice(2));
const { remote, kv } = target;
const [command, first, second] = target.args;

const usage = `Usage: npm run domain -- list | get <host> | validate <file> | put <host> <file> | delete <host> [--remote]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function host(value: string | undefined): string {
  return hostArgument(value) ?? fail(`${value ? `"${value}" is not a host name` : 'A host is needed'}.\n${usage}`);
}

function validFile(path: string | undefined) {
  if (!path) fail(`A config file is needed.\n${usage}`);
  const result = readDomainConfig(path);
  if (!result.ok) fail(`${path} is not a valid domain config:\n${result.errors.map((error) => `  - ${error}`).join('\n')}`);
  return result.config;
}

switch (command) {
  case 'list': {
    const keys = JSON.parse(await capture('wrangler', kv('list', '--prefix', 'domain:'))) as Array<{ name: string }>;
    if (keys.length === 0) console.log('No domain configs.');
    for (const key of keys) console.log(key.name.slice('domain:'.length));
    break;
  }
  case 'get': {
    const text = await capture('wrangler', kv('get', `domain:${host(first)}`, '--text'));
    if (!text.trim() || /^Value not found/m.test(text)) fail(`No config for ${first}.`);
    console.log(text.trim());
    break;
  }
  case 'validate': {
    const config = validFile(first);
    console.log(`${first} is valid: ${config.siteName}.`);
    break;
  }
  case 'put': {
    const name = host(first);
    const config = validFile(second);
    await run('wrangler', kv('put', `domain:${name}`, JSON.stringify(config)));
    await purgeEdgeCache(target);
    console.log(`domain:${name} is now ${config.siteName}${remote ? '' : ' (local)'}; pages show it within a minute.`);
    break;
  }
  case 'delete': {
    const name = host(first);
    await run('wrangler', kv('delete', `domain:${name}`));
    await purgeEdgeCache(target);
    console.log(`domain:${name} deleted${remote ? '' : ' (local)'}; the host now gets the default config.`);
    break;
  }
  default:
    fail(usage);
}
