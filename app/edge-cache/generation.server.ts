// The cache generation: part of every edge-cache key, so writing a new one empties the cache of every
// data centre at once (Cache API entries cannot be listed or purged by prefix). Kept in KV beside the
// domain configs and read at most once a minute per isolate; docs/caching.md says who bumps it.

export const GENERATION_KEY = 'cache:generation';
const TTL_MS = 60_000;

// one per isolate: a deployment has one KV namespace, reached directly or through its guard
let seen: { at: number; value: Promise<string> } | null = null;

export function cacheGeneration(kv: KVNamespace, now = Date.now()): Promise<string> {
  const hit = seen;
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const entry = {
    at: now,
    // a KV failure must not fail a page: generation 0 until KV answers again (not kept)
    value: kv.get(GENERATION_KEY, { cacheTtl: 60 }).then(
      (value) => value ?? '0',
      () => {
        if (seen === entry) seen = null;
        return '0';
      },
    ),
  };
  seen = entry;
  return entry.value;
}

/** A new generation: every cached page and gateway answer is re-rendered on its next request. */
export async function bumpCacheGeneration(kv: KVNamespace, now = Date.now()): Promise<string> {
  const value = now.toString(36);
  await kv.put(GENERATION_KEY, value);
  seen = { at: now, value: Promise.resolve(value) };
  return value;
}
