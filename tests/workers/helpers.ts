import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import type { Envelope } from '~/gateway/envelope';
import worker from './worker';

export const ORIGIN = 'https://carlog.test';

/** The Worker's answer once also its background work (ctx.waitUntil: cache writes) is done. */
export async function settledFetch(input: string | URL, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  // an incoming request as the runtime builds it (the test has no cf properties to give)
  const request = new Request(input, init) as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch!(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** GET /api?url=<target>&<params> through the Worker, as a browser would. */
export async function api<T = unknown>(
  target: string,
  params: Record<string, string | number> = {},
  init?: RequestInit,
  fetcher = SELF.fetch.bind(SELF),
) {
  const url = new URL('/api', ORIGIN);
  url.searchParams.set('url', target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  const response = await fetcher(url, init);
  const body = (await response.json()) as Envelope<T>;
  return { response, status: response.status, body, data: body.data };
}

export function postJson(target: string, body: unknown, headers: Record<string, string> = {}) {
  return api(target, {}, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

export const uniqueId = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;
