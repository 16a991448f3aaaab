// GET|POST /api?url=<target>: checks the target against the table, the method, the content type,
// the body size and the parameters, then calls the target's handler. Every answer is an envelope
// whose HTTP status equals its code; an unexpected failure is a 500 with a generic message.
import { z } from 'zod';
import { isOperator } from '#app/admin/operator.server.ts';
import { paramsToObject } from '#app/catalogue/filters.server.ts';
import { sharedCachePolicy } from '#app/edge-cache/cache-policy.ts';
import { edgeCached } from '#app/edge-cache/edge-cache.server.ts';
import { normaliseHost } from '#app/domain/config.ts';
import { mediaType, readBody } from './body';
import { answerWithEnvelope, GatewayError, invalid, ok } from './envelope';
import { allowedMethods } from './target';
import { refuseRepeats } from './params';
import { TARGETS } from './targets.server';
import { forward } from './upstream.server';

const envSchema = z.object({
  API_ORIGIN: z
    .string()
    .optional()
    .transform((value) => value?.trim() || null)
    .pipe(z.url({ protocol: /^https?$/ }).nullable()),
});

/** `url` as sent, or with its own query (`/car/carInfo?id=3`): only an exact table path counts. */
function splitTarget(raw: string | null): { path: string; query: URLSearchParams } {
  if (raw === null || raw === '')
    throw new GatewayError(400, 'Invalid parameters: url: the target path is required', { fields: { url: ['is required'] } });
  const [path = '', query = ''] = raw.split(/\?(.*)/s, 2);
  return { path, query: new URLSearchParams(query) };
}

export async function handleGateway(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const answer = (asked: Request) => answerWithEnvelope('gateway', asked, env, () => route(asked, env));
  const cacheControl = sharedCacheControlOf(request);
  if (!cacheControl) return answer(request);
  return edgeCached(
    {
      request,
      env,
      ctx,
      version: env.CF_VERSION_METADATA.id,
      // the same data for every device
      variant: 'api',
      defaultCacheControl: cacheControl,
      personal: false,
      refresh: await isOperator(request, env),
    },
    answer,
  );
}

/**
 * Write targets are limited per client: Cloudflare's CF-Connecting-IP, present on every request at the
 * edge. A request without it (a local server with no edge in front) is not limited.
 */
async function holdToLimit(limiter: RateLimit, request: Request, path: string): Promise<void> {
  const client = request.headers.get('CF-Connecting-IP');
  if (!client) return;
  // a limiter that cannot answer lets the request through: losing visitors' writes is worse
  const { success } = await limiter.limit({ key: client }).catch(() => ({ success: true }));
  if (!success) throw new GatewayError(429, `Too many requests to ${path}: try again in a minute`, null, { 'Retry-After': '60' });
}

/** The Cache-Control of a GET target that shared caches may keep; null for anything else. */
function sharedCacheControlOf(request: Request): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  try {
    const { path } = splitTarget(new URL(request.url).searchParams.get('url'));
    const target = Object.hasOwn(TARGETS, path) ? TARGETS[path] : undefined;
    return target?.method === 'GET' && sharedCachePolicy(target.cacheControl) ? target.cacheControl : null;
  } catch {
    return null;
  }
}

async function route(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const { path, query: innerQuery } = splitTarget(url.searchParams.get('url'));
  const target = Object.hasOwn(TARGETS, path) ? TARGETS[path] : undefined;
  if (!target) throw new GatewayError(404, 'Unknown target');

  // HEAD is a GET without the body, and never writes: a writing GET target refuses it
  const allowed = allowedMethods(target);
  if (!allowed.includes(request.method)) {
    throw new GatewayError(405, `${path} takes ${target.method} only`, null, { Allow: allowed.join(', ') });
  }

  if (target.limiter) await holdToLimit(env[target.limiter], request, path);

  // `url` and each parameter once, counted beside `url` and inside it together
  refuseRepeats([...url.searchParams.keys(), ...innerQuery.keys()]);
  const query = new URLSearchParams(innerQuery);
  for (const [key, value] of url.searchParams) if (key !== 'url') query.append(key, value);

  let body: Uint8Array<ArrayBuffer> = new Uint8Array();
  if (target.body) {
    const type = mediaType(request);
    if (!target.body.types.includes(type)) {
      throw new GatewayError(415, `${path} takes ${target.body.types.join(' or ')}`);
    }
    body = await readBody(request, target.body.maxBytes);
  }

  const params = target.params.safeParse(paramsToObject(query));
  if (!params.success) throw invalid(params.error);

  const config = envSchema.safeParse(env);
  if (!config.success) throw new Error(`API_ORIGIN is not an http(s) origin: ${z.prettifyError(config.error)}`);
  if (target.catalogue && config.data.API_ORIGIN) return forward(config.data.API_ORIGIN, path, query);

  const host = normaliseHost(url.host) ?? 'unknown';
  const data = await target.handle({ env, params: params.data, query, request, host, body });
  const response = ok(data, { 'Cache-Control': target.cacheControl });
  return request.method === 'HEAD' ? new Response(null, response) : response;
}
