// GET /photos/{id}: the bytes of an approved photo. Pending, rejected and unknown ids are 404.
import { getApprovedPhotoObject } from './photos.server';

const ID = /^\/photos\/([0-9a-f-]{36})$/;

export async function servePhoto(request: Request, env: Env): Promise<Response> {
  const id = ID.exec(new URL(request.url).pathname)?.[1];
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
  const found = id ? await getApprovedPhotoObject(env.DB, env.PHOTOS, id) : null;
  if (!found) return new Response('Photo not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(request.method === 'HEAD' ? null : found.object.body, {
    headers: {
      'Content-Type': found.contentType,
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      ETag: found.object.httpEtag,
    },
  });
}
