// GET /photos/{id}: the bytes of an approved photo. Pending, rejected and unknown ids are 404; a
// failing D1 or R2 is a 503 the browser may retry.
import { unavailableBinding } from '#app/bindings/guard.server.ts';
import { CacheControl } from '#app/edge-cache/cache-policy.ts';
import { getApprovedPhotoObject } from './photos.server';

const ID = /^\/photos\/([0-9a-f-]{36})$/;

export async function servePhoto(request: Request, env: Env): Promise<Response> {
  const id = ID.exec(new URL(request.url).pathname)?.[1];
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
  const text = (status: number, body: string, headers: Record<string, string> = {}) =>
    new Response(body, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CacheControl.none, ...headers },
    });
  let found: Awaited<ReturnType<typeof getApprovedPhotoObject>>;
  try {
    found = id ? await getApprovedPhotoObject(env.DB, env.PHOTOS, id) : null;
  } catch (error) {
    if (!unavailableBinding(error)) throw error;
    console.error(JSON.stringify({ message: 'photo unavailable', id, error: error instanceof Error ? error.message : String(error) }));
    return text(503, 'The photo is briefly unavailable', { 'Retry-After': '30' });
  }
  if (!found) return text(404, 'Photo not found');
  return new Response(request.method === 'HEAD' ? null : found.object.body, {
    headers: {
      'Content-Type': found.contentType,
      'Cache-Control': CacheControl.photo,
      'X-Content-Type-Options': 'nosniff',
      ETag: found.object.httpEtag,
    },
  });
}
