// Operator endpoints under /admin/api, for `npm run photos`. Every call needs
// `Authorization: Bearer <ADMIN_TOKEN>`; without a configured token nothing here answers but 401.
import { z } from 'zod';
import { answerWithEnvelope, GatewayError, ok } from '~/gateway/envelope';
import { listPhotosByStatus, reviewPhoto } from '~/photos/photos.server';

const statusSchema = z.enum(['pending', 'approved', 'rejected']).default('pending');

async function sameSecret(given: string, expected: string): Promise<boolean> {
  // compare digests so the time taken says nothing about the token
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return a.every((byte, i) => byte === b[i]);
}

async function authorise(request: Request, env: Env): Promise<void> {
  const expected = env.ADMIN_TOKEN?.trim();
  const given = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]?.trim();
  if (!expected || !given || !(await sameSecret(given, expected))) {
    throw new GatewayError(401, 'A valid operator token is required', null, { 'WWW-Authenticate': 'Bearer' });
  }
}

export function handleAdmin(request: Request, env: Env): Promise<Response> {
  return answerWithEnvelope('admin', request, env, async () => {
    await authorise(request, env);
    const url = new URL(request.url);
    const headers = { 'Cache-Control': 'no-store' };
    if (url.pathname === '/admin/api/photos' && request.method === 'GET') {
      const status = statusSchema.safeParse(url.searchParams.get('status') ?? undefined);
      if (!status.success) throw new GatewayError(400, 'status must be pending, approved or rejected');
      return ok(await listPhotosByStatus(env.DB, status.data), headers);
    }
    const review = /^\/admin\/api\/photos\/([0-9a-f-]{36})\/(approve|reject)$/.exec(url.pathname);
    if (review && request.method === 'POST') {
      const photo = await reviewPhoto(env.DB, review[1]!, review[2] === 'approve' ? 'approved' : 'rejected');
      if (!photo) throw new GatewayError(404, `No photo with id ${review[1]}`);
      return ok(photo, headers);
    }
    throw new GatewayError(404, 'Unknown admin endpoint');
  });
}
