// Operator endpoints under /admin/api, for `npm run photos`. Every call needs
// `Authorization: Bearer <ADMIN_TOKEN>`; without a configured token nothing here answers but 401.
import { z } from 'zod';
import { answerWithEnvelope, GatewayError, ok } from '~/gateway/envelope';
import { bumpCacheGeneration } from '~/edge-cache/generation.server';
import { listPhotosByStatus, reviewPhoto } from '~/photos/photos.server';
import { isOperator } from './operator.server';

const statusSchema = z.enum(['pending', 'approved', 'rejected']).default('pending');

async function authorise(request: Request, env: Env): Promise<void> {
  if (!(await isOperator(request, env))) {
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
      // the car page shows approved photos: render it (and everything else) again
      await bumpCacheGeneration(env.DOMAIN_CONFIG);
      return ok(photo, headers);
    }
    throw new GatewayError(404, 'Unknown admin endpoint');
  });
}
