import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';
import { guardBindings } from '#app/bindings/guard.server.ts';
import { countEvents } from '#app/events/events.server.ts';
import { createRouterContext } from '#app/context.server.ts';
import type { Envelope } from '#app/gateway/envelope.ts';
import worker from './worker';
import { middleware as frame } from '#app/routes/channel.ts';

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

/**
 * Waits until the events queue has stored everything sent before: the queue delivers in the order it
 * was given messages, one delivery at a time, so a batch sent now is stored after all of them.
 */
export async function eventsQueueDrained(): Promise<void> {
  const batchId = uniqueId('drain');
  const { status } = await postJson('/express/epost', { batchId, events: [{ name: 'page_view' }] });
  if (status !== 200) throw new Error(`the events queue refused a batch: ${status}`);
  // a hang detector, not a speed check
  await vi.waitUntil(async () => (await countEvents(env.DB, batchId)) === 1, { timeout: 60_000, interval: 20 });
}

/**
 * What React Router gives a route's loader for `path`: the request, its URL, the route's params and
 * the request context the Worker builds (app/context.server.ts), over this file's seeded D1 and KV.
 */
export async function loaderArgs<Params extends Record<string, string | undefined>>(path: string, params: Params, init?: RequestInit) {
  const request = new Request(new URL(path, ORIGIN), init);
  const { context } = await createRouterContext(request, guardBindings(env), createExecutionContext());
  const args = { request, url: new URL(request.url), params, context, pattern: '' };
  // the pages' frame runs first, as in the app: it checks the channel and puts it in the context
  for (const run of frame) await run(args as unknown as Parameters<typeof run>[0], async () => new Response());
  return args;
}

/** What a loader threw: a redirect or an error status is a Response or React Router's `data()`. */
export async function thrownBy(loading: unknown): Promise<{ status: number; location: string | null }> {
  try {
    await loading;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('Location') };
    if (isDataWithResponseInit(thrown)) return { status: thrown.init?.status ?? 200, location: null };
    throw thrown;
  }
  throw new Error('the loader answered instead of throwing');
}

const isDataWithResponseInit = (value: unknown): value is { init: ResponseInit | null } =>
  typeof value === 'object' && value !== null && 'type' in value && value.type === 'DataWithResponseInit';
