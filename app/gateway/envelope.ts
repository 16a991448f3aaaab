// The gateway's answer: `{code, data, msg}`, with the HTTP status equal to `code`.
import { reportServerError } from '~/monitoring/errors.server';

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

export function envelope<T>(code: number, data: T, msg: string, headers: HeadersInit = {}): Response {
  const body: Envelope<T> = { code, data, msg };
  const response = Response.json(body, { status: code, headers });
  response.headers.set('X-Content-Type-Options', 'nosniff');
  return response;
}

export const ok = <T>(data: T, headers: HeadersInit = {}) => envelope(200, data, 'ok', headers);

/**
 * Runs a handler and turns what it throws into an envelope: a GatewayError keeps its code and
 * message, anything else is logged and answered as a 500 with a generic message and no stack.
 */
export async function answerWithEnvelope(label: string, request: Request, env: Env, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GatewayError) return envelope(error.code, error.data, error.message, error.headers);
    console.error(JSON.stringify({ message: `${label} failure`, url: request.url, error: error instanceof Error ? error.stack : String(error) }));
    const url = new URL(request.url);
    const target = url.searchParams.get('url')?.split('?')[0];
    reportServerError(error, request, env, target ? `${url.pathname}?url=${target.slice(0, 60)}` : url.pathname);
    return envelope(500, null, 'Something went wrong on our side. Please try again.');
  }
}
