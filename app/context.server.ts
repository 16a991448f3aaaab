// What every loader gets: the bindings and the request's per-domain state, built once per request
// by the Worker entry. Its type is inferred from createAppContext, never written by hand.
import { createContext, RouterContextProvider } from 'react-router';
import { normaliseHost } from './domain/config';
import { resolveDomainConfig, type ResolvedDomainConfig } from './domain/config.server';
import { deviceFromRequest } from './lib/device';
import { createTimings } from './lib/timings.server';
import { unitsFromCookie } from './units/preference';

/** `draft`: a config to render with instead of the host's own (the operators' console preview). */
export async function createAppContext(request: Request, env: Env, ctx: ExecutionContext, draft?: ResolvedDomainConfig) {
  const timings = createTimings();
  const host = normaliseHost(new URL(request.url).host);
  const domain = draft ?? (await timings.time('kv', 'domain config', () => resolveDomainConfig(env.DOMAIN_CONFIG, host)));
  const health = { degraded: false, unavailable: false };
  return {
    env,
    ctx,
    host: host ?? 'unknown',
    domain,
    deviceType: deviceFromRequest(request.headers),
    /** the visitor's own choice (a cookie), else the domain's: part of the edge cache key (workers/app.ts) */
    units: unitsFromCookie(request.headers.get('Cookie')) ?? domain.config.units,
    timings,
    health,
    /** A loader showed less than the whole page (a read failed): the answer must not be cached. */
    markDegraded: () => {
      health.degraded = true;
    },
    /** A loader failed because D1, KV or R2 did (entry.server's handleError): the page answers 503. */
    markUnavailable: () => {
      health.unavailable = true;
    },
  };
}

export type AppContext = Awaited<ReturnType<typeof createAppContext>>;

export const appContext = createContext<AppContext>();

export async function createRouterContext(request: Request, env: Env, ctx: ExecutionContext, draft?: ResolvedDomainConfig) {
  const context = new RouterContextProvider();
  const app = await createAppContext(request, env, ctx, draft);
  context.set(appContext, app);
  return { context, app };
}
