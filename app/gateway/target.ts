// What a gateway target is: its method, inputs, caching and limits, and its handler. The table of
// targets is targets.server.ts; gateway.server.ts enforces every field before a handler runs.
import type { z } from 'zod';
import type { CacheControlValue } from '#app/edge-cache/cache-policy.ts';

export type TargetContext<P> = {
  env: Env;
  params: P;
  /** every parameter as given, beside `url` and inside it (each name once) */
  query: URLSearchParams;
  request: Request;
  host: string;
  /** the request body, read up to the target's limit (POST targets only) */
  body: Uint8Array<ArrayBuffer>;
};

export type Target<S extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST';
  summary: string;
  /** what the data holds and, for lists, what it ranks by: goes into docs/api.md */
  description: string;
  params: S;
  /** POST bodies: accepted media types and the largest body read */
  body?: { types: string[]; maxBytes: number; schema?: z.ZodType; description: string };
  /** forwarded to API_ORIGIN when one is set */
  catalogue: boolean;
  cacheControl: CacheControlValue;
  /**
   * The target stores something. HEAD never changes anything, so a GET target that writes (a pixel)
   * refuses HEAD with 405 instead of answering it as a GET.
   */
  writes?: boolean;
  /** write targets: the rate limit each client is held to */
  limiter?: 'EVENT_LIMITER' | 'PHOTO_LIMITER';
  handle: (ctx: TargetContext<z.infer<S>>) => Promise<unknown>;
};

export const define = <S extends z.ZodType>(target: Target<S>) => target as unknown as Target;

/** The methods a target answers: a GET target also HEAD, unless it writes. */
export function allowedMethods(target: Target): string[] {
  if (target.method === 'POST') return ['POST'];
  return target.writes ? ['GET'] : ['GET', 'HEAD'];
}
