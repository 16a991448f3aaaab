import { SELF } from 'cloudflare:test';
import type { Envelope } from '~/gateway/envelope';

export const ORIGIN = 'https://carlog.test';

/** GET /api?url=<target>&<params> through the Worker, as a browser would. */
export async function api<T = unknown>(target: string, params: Record<string, string | number> = {}, init?: RequestInit) {
  const url = new URL('/api', ORIGIN);
  url.searchParams.set('url', target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  const response = await SELF.fetch(url, init);
  const body = (await response.json()) as Envelope<T>;
  return { response, status: response.status, body, data: body.data };
}

export function postJson(target: string, body: unknown, headers: Record<string, string> = {}) {
  return api(target, {}, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

export const uniqueId = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;
