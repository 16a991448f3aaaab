// GET /photos/{id}: the bytes of an approved photo. Pending, rejected and unknown ids are 404; a
// failing D1 or R2 is a 503 the browser may retry. A photo is a visitor's file, so it is served as what
// its bytes are (never as what was stored beside them), never sniffed, and, opened on its own, as a
// sandboxed document: a file that is also HTML cannot run as a page of this site.
import { unavailableBinding } from '#app/bindings/guard.server.ts';
import { CacheControl } from '#app/edge-cache/cache-policy.ts';
import { PHOTO_CSP } from '#app/security/headers.server.ts';
import { sniffImageType, type ImageType } from './image-type';
import { getApprovedPhotoObject } from './photos.server';

const ID = /^\/photos\/([0-9a-f-]{36})$/;
const EXTENSION: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export async function servePhoto(request: Request, env: Env): Promise<Response> {
  const id = ID.exec(new URL(request.url).pathname)?.[1];
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
  const text = (status: number, body: string, headers: Record<string, string> = {}) =>
    new Response(body, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CacheControl.none, ...headers },
    });
  let bytes: Uint8Array<ArrayBuffer>;
  let etag: string;
  try {
    const found = id ? await getApprovedPhotoObject(env.DB, env.PHOTOS, id) : null;
    if (!found) return text(404, 'Photo not found');
    // at most 5 MB, checked when it was sent
    bytes = new Uint8Array(await found.object.arrayBuffer());
    etag = found.object.httpEtag;
  } catch (error) {
    if (!unavailableBinding(error)) throw error;
    console.error(JSON.stringify({ message: 'photo unavailable', id, error: error instanceof Error ? error.message : String(error) }));
    return text(503, 'The photo is briefly unavailable', { 'Retry-After': '30' });
  }
  return photoAnswer(request, id!, bytes, etag, CacheControl.photo) ?? text(404, 'Photo not found');
}

/**
 * A stored photo's bytes as they are served, to visitors and to operators alike; null when the bytes are
 * no image (every stored photo passed the same check: the object was changed or damaged since).
 */
export function photoAnswer(request: Request, id: string, bytes: Uint8Array<ArrayBuffer>, etag: string, cacheControl: string) {
  const type = sniffImageType(bytes);
  if (!type) {
    console.error(JSON.stringify({ message: 'stored photo is not an image', id }));
    return null;
  }
  return new Response(request.method === 'HEAD' ? null : bytes, {
    headers: {
      'Content-Type': type,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `inline; filename="${id}.${EXTENSION[type]}"`,
      'Content-Security-Policy': PHOTO_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': cacheControl,
      ETag: etag,
    },
  });
}
