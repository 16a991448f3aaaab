// The gateway's answer: `{code, data, msg}`, with the HTTP status equal to `code`.
import type { z } from 'zod';
import { unavailableBinding } from '#app/bindings/guard.server.ts';
import { CacheControl } from '#app/edge-cache/cache-policy.ts';
import { reportServerError } from '#app/monitoring/errors.server.ts';

export type Envelope<T = unknown> = { code: number; data: T; msg: string };

export class GatewayError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

// JSON that carries no markup characters as such: a value echoed in a message (an unknown brand) can
// never be read as HTML, whatever a browser or a careless consumer does with the body
const MARKUP = /[<>&\u2028\u2029]/g;
const escapeMarkup = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** An envelope; an error (code 400 and up) is never kept by any cache, whatever `headers` say. */
export function envelope<T>(code: number, data: T, msg: string, headers: HeadersInit = {}): Response {
  const body: Envelope<T> = { code, data, msg };
  const response = new Response(JSON.stringify(body).replace(MARKUP, escapeMarkup), { status: code, headers });
  response.headers.set('Content-Type', 'application/json');
  response.headers.set('X-Content-Type-Options', 'nosniff');
  if (code >= 400) response.headers.set('Cache-Control', CacheControl.private);
  return response;
}

/** A zod error as the envelope's 400: `data.fields` maps each field to its messages. */
export function invalid(error: z.ZodError, rename: Record<string, string> = {}): GatewayError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '(body)';
    const name = rename[path] ?? path;
    (fields[name] ??= []).push(issue.message);
  }
  const summary = Object.entries(fields)
    .map(([name, messages]) => `${name}: ${messages.join(', ')}`)
    .join('; ');
  return new GatewayError(400, `Invalid parameters: ${summary}`, { fields });
}

export const ok = <T>(data: T, headers: HeadersInit = {}) => envelope(200, data, 'ok', headers);

/** Seconds a client waits before it retries a call that met a failing store. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Runs a handler and turns what it throws into an envelope: a GatewayError keeps its code and
 * message; a failing or stuck D1, KV or R2 is a 503 with Retry-After (a write was not stored, or was
 * stored and a retry is recognised as a duplicate); anything else is a 500. Both are logged and
 * reported, with a generic message and no stack.
 */
export async function answerWithEnvelope(label: string, request: Request, env: Env, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GatewayError) return envelope(error.code, error.data, error.message, error.headers);
    console.error(
      JSON.stringify({ message: `${label} failure`, url: request.url, error: error instanceof Error ? error.stack : String(error) }),
    );
    const url = new URL(request.url);
    const target = url.searchParams.get('url')?.split('?')[0];
    reportServerError(error, request, env, target ? `${url.pathname}?url=${target.slice(0, 60)}` : url.pathname);
    if (unavailableBinding(error)) {
      return envelope(503, null, 'The service is briefly unavailable. Please try again in a few seconds.', {
        'Retry-After': String(RETRY_AFTER_SECONDS),
      });
    }
    return envelope(500, null, 'Something went wrong on our side. Please try again.');
  }
}
