// The cache generation: part of every edge-cache key, so writing a new one empties the cache of every
// data centre at once (Cache API entries cannot be listed or purged by prefix). Kept in KV beside the
// domain configs and read at most once a minute per isolate; docs/caching.md says who bumps it. A new
// one also drops what the isolate keeps from D1 (lib/isolate-cache.server.ts).

import { readThrough, seeCacheGeneration, type Slot } from '#app/lib/isolate-cache.server.ts';

export const GENERATION_KEY = 'cache:generation';
const TTL_MS = 60_000;

// one per isolate: a deployment has one KV namespace, reached directly or through its guard
const slot: Slot<string> = {};

export function cacheGeneration(kv: KVNamespace, now = Date.now()): Promise<string> {
  // a KV failure must not fail a page: the last generation seen, else 0 until KV answers again
  return readThrough(slot, TTL_MS, () => kv.get(GENERATION_KEY, { cacheTtl: 60 }).then((value) => value ?? '0'), now).then(
    (value) => {
      seeCacheGeneration(value);
      return value;
    },
    () => '0',
  );
}

/** A new generation: every cached page and gateway answer is re-rendered on its next request. */
export async function bumpCacheGeneration(kv: KVNamespace, now = Date.now()): Promise<string> {
  const value = now.toString(36);
  await kv.put(GENERATION_KEY, value);
  slot.kept = { value, at: now };
  seeCacheGeneration(value);
  return value;
}
