// Operator endpoints under /admin/api, for `npm run photos`. Every call needs
// `Authorization: Bearer <ADMIN_TOKEN>`; without a configured token nothing here answers but 401.
import { z } from 'zod';
import { answerWithEnvelope, GatewayError, ok } from '#app/gateway/envelope.ts';
import { bumpCacheGeneration } from '#app/edge-cache/generation.server.ts';
import { listPhotosByStatus, reviewPhoto, scrubPhotos } from '#app/photos/photos.server.ts';
import { isOperator } from './operator.server';
import { CacheControl } from '#app/edge-cache/cache-policy.ts';
import { integer, wholeNumber } from '#app/lib/whole-number.ts';

const statusSchema = z.enum(['pending', 'approved', 'rejected']).default('pending');

async function authorise(request: Request, env: Env): Promise<void> {
  if (!(await isOperator(request, env))) {
    throw new GatewayError(401, 'A valid operator token is required', null, { 'WWW-Authenticate': 'Bearer' });
  }
}

const SCRUB = '/admin/api/photos/scrub';
const scrubSchema = z.object({
  after: z.union([z.literal(''), z.uuid()]).default(''),
  limit: wholeNumber(integer().min(1, 'must be 1 or more').max(100, 'must be 100 or less').default(25)),
});
const REVIEW = /^\/admin\/api\/photos\/([0-9a-f-]{36})\/(approve|reject)$/;

export function handleAdmin(request: Request, env: Env): Promise<Response> {
  return answerWithEnvelope('admin', request, env, async () => {
    await authorise(request, env);
    const url = new URL(request.url);
    const headers = { 'Cache-Control': CacheControl.none };
    const review = REVIEW.exec(url.pathname);
    const list = url.pathname === '/admin/api/photos';
    const scrub = url.pathname === SCRUB;
    if (!list && !review && !scrub) throw new GatewayError(404, 'Unknown admin endpoint');
    // reads answer HEAD as a GET without the body; a review or a scrub is a write and takes POST only
    const allowed = list ? ['GET', 'HEAD'] : ['POST'];
    if (!allowed.includes(request.method)) {
      throw new GatewayError(405, `This endpoint takes ${allowed[0]} only`, null, { Allow: allowed.join(', ') });
    }
    if (scrub) {
      const page = scrubSchema.safeParse(Object.fromEntries(url.searchParams));
      if (!page.success) throw new GatewayError(400, 'after must be a photo id and limit a whole number from 1 to 100');
      // no cache to purge: pages name a photo by its id, which stays, and photos are not kept in the edge cache
      return ok(await scrubPhotos(env.DB, env.PHOTOS, page.data.after, page.data.limit), headers);
    }
    if (review) {
      const photo = await reviewPhoto(env.DB, review[1]!, review[2] === 'approve' ? 'approved' : 'rejected');
      if (!photo) throw new GatewayError(404, `No photo with id ${review[1]}`);
      // the car page shows approved photos: render it (and everything else) again
      await bumpCacheGeneration(env.DOMAIN_CONFIG);
      return ok(photo, headers);
    }
    const status = statusSchema.safeParse(url.searchParams.get('status') ?? undefined);
    if (!status.success) throw new GatewayError(400, 'status must be pending, approved or rejected');
    const answer = ok(await listPhotosByStatus(env.DB, status.data), headers);
    return request.method === 'HEAD' ? new Response(null, answer) : answer;
  });
}
