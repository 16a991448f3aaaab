// The Worker's own edge cache (the Cache API of the data centre that answers): pages and gateway GETs
// are kept per host, full URL and variant (the device class for pages), so a warm request costs no
// D1 query. Fresh answers are served as they are; stale ones (within stale-while-revalidate) are
// served at once while one background render per isolate replaces them, because the Cache API itself
// does not implement stale-while-revalidate. Pages' fresh entries are also held by the isolate for a
// few seconds (isolate-copies.server.ts). What the cache does follows the Cache-Control of the
// answer (cache-policy.ts); docs/caching.md has the whole picture.
import { CacheControl, sharedCachePolicy, type CachePolicy } from './cache-policy';
import { cacheGeneration } from './generation.server';
import { drop, heldCopy, hold } from './isolate-copies.server';

/** How an answer was made, sent as X-Edge-Cache (and used by the benchmark and tests). */
export type EdgeCacheStatus = 'HIT' | 'STALE' | 'STALE-IF-ERROR' | 'MISS' | 'BYPASS' | 'REFRESH';

const FROM_CACHE: ReadonlySet<string | null> = new Set<EdgeCacheStatus>(['HIT', 'STALE', 'STALE-IF-ERROR']);

/**
 * Set by a render that shows less than the whole page (a read failed): never stored, and an older
 * whole copy within stale-if-error is served instead. Removed before the answer leaves.
 */
export const DEGRADED_HEADER = 'X-Edge-Degraded';

export type EdgeCacheOptions = {
  request: Request;
  env: Env;
  ctx: ExecutionContext;
  /** the deployment: a new one starts with an empty cache (its pages name other asset files) */
  version: string;
  /** what the answer depends on besides host and URL, such as the device class */
  variant: string;
  /** Cache-Control for an answer that sets none */
  defaultCacheControl: string;
  /** per-visitor answers (debug view) skip the cache and are marked private */
  personal: boolean;
  /** an operator asking for a fresh render (valid ADMIN_TOKEN): rendered and stored again */
  refresh: boolean;
  /** headers the answer varies on, for caches downstream */
  vary?: string;
  /** fresh entries are also held by the isolate for a few seconds (isolate-copies.server.ts) */
  holdCopies?: boolean;
};

const STORED_AT = 'X-Edge-Stored-At';
const CLIENT_CACHE_CONTROL = 'X-Edge-Cache-Control';
const inFlight = new Set<string>();

/**
 * `render` answers the request it is given: the visitor's own, or, to replace a stale entry, the same
 * request as a GET (a HEAD's answer has no body, and the entry is what every later GET gets).
 */
export async function edgeCached(options: EdgeCacheOptions, render: (request: Request) => Promise<Response>): Promise<Response> {
  const { request, ctx } = options;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const response = await render(request);
    response.headers.delete(DEGRADED_HEADER);
    return response;
  }
  if (options.personal) return finish(await render(request), 'BYPASS', options, CacheControl.private);

  // a cache that cannot be opened costs the cache, never the page
  const cache = await caches.open('edge').catch(logged('open', null));
  if (!cache) return finish(await render(request), 'MISS', options);
  const key = await cacheKey(options);
  const held = options.holdCopies && !options.refresh ? heldCopy(key.url) : null;
  const cached = held ?? (options.refresh ? undefined : await cache.match(key).catch(logged('match', undefined)));
  const policy = cached ? sharedCachePolicy(cached.headers.get(CLIENT_CACHE_CONTROL)) : null;
  const ageSeconds = cached ? Math.max(0, Math.floor((Date.now() - (Number(cached.headers.get(STORED_AT)) || 0)) / 1000)) : 0;
  // the Cache API drops an entry when its max-age ends; this also holds where its clock differs
  if (cached && policy && ageSeconds < policy.freshSeconds + policy.staleSeconds) {
    const stale = ageSeconds >= policy.freshSeconds;
    // a held copy is the entry itself (same STORED_AT): stale, it is served and replaced as the entry is
    const answer = !held && !stale && options.holdCopies && request.method === 'GET' ? await hold(key.url, cached) : cached;
    if (stale && !inFlight.has(key.url)) {
      inFlight.add(key.url);
      ctx.waitUntil(
        render(request.method === 'GET' ? request : new Request(request, { method: 'GET' }))
          .then((fresh) => store(cache, key, fresh, options))
          .catch(logged('revalidate', undefined))
          .finally(() => inFlight.delete(key.url)),
      );
    }
    return finish(await fromCache(answer, ageSeconds, options), stale ? 'STALE' : 'HIT', options);
  }

  // past its stale window, a stored copy still beats an error page while rendering fails
  const fallback = cached && policy && ageSeconds < policy.freshSeconds + policy.staleSeconds + policy.ifErrorSeconds ? cached : null;
  const response = await render(request).catch((error: unknown) => {
    if (!fallback) throw error;
    logged('render', null)(error);
    return new Response(null, { status: 500 });
  });
  if (fallback && failed(response)) {
    await response.body?.cancel();
    return finish(await fromCache(fallback, ageSeconds, options), 'STALE-IF-ERROR', options);
  }
  await cached?.body?.cancel();
  drop(key.url);
  if (request.method === 'GET') ctx.waitUntil(store(cache, key, response.clone(), options).catch(logged('put', undefined)));
  return finish(response, options.refresh ? 'REFRESH' : 'MISS', options);
}

const failed = (response: Response) => response.status >= 500 || response.headers.has(DEGRADED_HEADER);

async function fromCache(cached: Response, ageSeconds: number, { request, defaultCacheControl }: EdgeCacheOptions): Promise<Response> {
  if (request.method === 'HEAD') await cached.body?.cancel();
  const response = new Response(request.method === 'HEAD' ? null : cached.body, cached);
  response.headers.set('Cache-Control', cached.headers.get(CLIENT_CACHE_CONTROL) ?? defaultCacheControl);
  response.headers.set('Age', String(ageSeconds));
  response.headers.delete(STORED_AT);
  response.headers.delete(CLIENT_CACHE_CONTROL);
  return response;
}

/** Host and full URL (query sorted) plus version, generation and variant, as a GET request. */
async function cacheKey({ request, env, version, variant }: EdgeCacheOptions): Promise<Request> {
  const url = new URL(request.url);
  url.hash = '';
  url.searchParams.sort();
  url.searchParams.set('__edge', `${version}.${await cacheGeneration(env.DOMAIN_CONFIG)}.${variant}`);
  return new Request(url, { method: 'GET' });
}

/** Only a whole 200 that a shared cache may keep and that sets no cookie is stored. */
function storable(response: Response, options: EdgeCacheOptions): CachePolicy | null {
  if (response.status !== 200 || response.headers.has('Set-Cookie') || response.headers.has(DEGRADED_HEADER)) return null;
  return sharedCachePolicy(response.headers.get('Cache-Control') ?? options.defaultCacheControl);
}

async function store(cache: Cache, key: Request, response: Response, options: EdgeCacheOptions): Promise<void> {
  const policy = storable(response, options);
  if (!policy) {
    await response.body?.cancel();
    return;
  }
  const headers = new Headers(response.headers);
  headers.set(CLIENT_CACHE_CONTROL, response.headers.get('Cache-Control') ?? options.defaultCacheControl);
  // the entry itself lives through the stale windows; freshness is judged from STORED_AT
  headers.set('Cache-Control', `public, max-age=${policy.freshSeconds + policy.staleSeconds + policy.ifErrorSeconds}`);
  headers.set(STORED_AT, String(Date.now()));
  for (const name of ['Server-Timing', 'Vary', 'X-Edge-Cache']) headers.delete(name);
  await cache.put(key, new Response(response.body, { status: 200, headers }));
  // a copy held while the put was under way is older than the entry now stored
  drop(key.url);
}

function finish(response: Response, status: EdgeCacheStatus, options: EdgeCacheOptions, cacheControl?: string): Response {
  const headers = response.headers;
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  else if (!headers.has('Cache-Control'))
    headers.set('Cache-Control', storable(response, options) ? options.defaultCacheControl : CacheControl.private);
  headers.set('X-Edge-Cache', status);
  headers.delete(DEGRADED_HEADER);
  if (options.vary) headers.set('Vary', options.vary);
  if (FROM_CACHE.has(status)) headers.set('Server-Timing', `edge-cache;desc="${status}"`);
  return response;
}

function logged<T>(step: string, fallback: T) {
  return (error: unknown): T => {
    console.error(JSON.stringify({ message: `edge cache ${step} failed`, error: error instanceof Error ? error.message : String(error) }));
    return fallback;
  };
}
