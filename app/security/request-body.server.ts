// The Worker's side of the body limit (app/security/request-body.ts): a body declared over the limit
// is refused before any route runs, and a body the route did not read is read to its end (up to the
// limit) before the answer goes out, so the client that sent it gets the answer rather than a
// connection closed mid-upload (what a 405 page or a refused operator call would otherwise cause).
import { CacheControl } from '#app/edge-cache/cache-policy.ts';
import { envelope } from '#app/gateway/envelope.ts';
import { declaredBodySize, MAX_REQUEST_BYTES, TOO_LARGE_MESSAGE } from './request-body';

export async function withBodyLimit(request: Request, answer: () => Promise<Response>): Promise<Response> {
  const declared = declaredBodySize(request.headers.get('Content-Length'));
  if (declared !== null && declared > MAX_REQUEST_BYTES) return tooLarge(request);
  const response = await answer();
  if (request.body && !request.bodyUsed && !request.body.locked) await discard(request.body);
  return response;
}

function tooLarge(request: Request): Response {
  const { pathname } = new URL(request.url);
  const headers = { 'Cache-Control': CacheControl.private };
  if (pathname === '/api' || pathname.startsWith('/admin/api/')) return envelope(413, null, TOO_LARGE_MESSAGE, headers);
  return new Response(`${TOO_LARGE_MESSAGE}.\n`, { status: 413, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
}

async function discard(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  let size = 0;
  try {
    while (size <= MAX_REQUEST_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // the client went away: nothing left to answer
  }
}
