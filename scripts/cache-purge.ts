// npm run cache:purge [-- --remote | --persist-to <dir>]: empties the edge cache (a new cache
// generation in KV), for a data change the TTL should not wait for, such as a catalogue import.
// Every data centre renders pages and gateway answers again within a minute (docs/caching.md).
import { kvTarget, purgeEdgeCache } from './lib/kv.ts';

const target = kvTarget(process.argv.slice(2));
await purgeEdgeCache(target);
console.log(`Edge cache emptied${target.remote ? '' : ' (local)'}: pages are rendered again within a minute.`);
