// With API_ORIGIN set, catalogue targets are answered by that origin (an operator's own backend)
// instead of D1. Only the target path from the table is joined to the origin, no credentials are
// sent, and the answer must itself be a `{code, data, msg}` envelope.
import { CacheControl } from '#app/edge-cache/cache-policy.ts';
import { envelope, GatewayError } from './envelope';

export const UPSTREAM_TIMEOUT_MS = 300_000;

export async function forward(origin: string, target: string, query: URLSearchParams, timeoutMs = UPSTREAM_TIMEOUT_MS): Promise<Response> {
  const url = new URL(target, origin);
  for (const [key, value] of query) if (key !== 'url') url.searchParams.append(key, value);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new GatewayError(
      timedOut ? 504 : 502,
      timedOut ? 'The catalogue service did not answer in time' : 'The catalogue service could not be reached',
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new GatewayError(502, 'The catalogue service sent an unreadable answer');
  }
  if (!isEnvelope(body)) throw new GatewayError(502, 'The catalogue service sent an unreadable answer');
  if (response.status >= 500) throw new GatewayError(502, 'The catalogue service failed');
  const code = Number.isInteger(body.code) && body.code >= 200 && body.code <= 599 ? body.code : response.status;
  return envelope(code, body.data, typeof body.msg === 'string' ? body.msg : 'ok', {
    'Cache-Control': response.headers.get('Cache-Control') ?? CacheControl.none,
  });
}

function isEnvelope(value: unknown): value is { code: number; data: unknown; msg?: unknown } {
  return typeof value === 'object' && value !== null && 'code' in value && 'data' in value && typeof value.code === 'number';
}
