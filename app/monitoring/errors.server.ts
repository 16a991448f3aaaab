// Server errors to a Sentry-compatible service. The DSN is the SENTRY_DSN secret; without it the
// SDK is never initialised and nothing is sent. Every event carries the group `web`, the
// environment `prod` and the request's route, channel and domain.
import * as Sentry from '@sentry/cloudflare';
import { normaliseHost } from '#app/domain/config.ts';
import { ERROR_ENVIRONMENT, ERROR_GROUP, errorTags, type ErrorTags } from './error-tags';

export function errorReportingDsn(env: Pick<Env, 'SENTRY_DSN'>): string | null {
  return env.SENTRY_DSN?.trim() || null;
}

function options(env: Env): Sentry.CloudflareOptions | undefined {
  const dsn = errorReportingDsn(env);
  if (!dsn) return undefined;
  return {
    dsn,
    environment: ERROR_ENVIRONMENT,
    initialScope: { tags: { group: ERROR_GROUP } },
    // errors only: no tracing
    tracesSampleRate: 0,
    // an isolate serves many visitors: the same failure on two requests is two events, not a repeat
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'Dedupe'),
  };
}

/** Wraps the Worker: with a DSN the SDK starts per request and flushes in waitUntil; without one it is bypassed. */
export function withErrorReporting<H extends ExportedHandler<Env>>(handler: H): H {
  const reported = Sentry.withSentry<Env>((env) => options(env), { ...handler }) as H;
  return {
    ...handler,
    fetch: (request, env, ctx) => (errorReportingDsn(env) ? reported.fetch! : handler.fetch!)(request, env, ctx),
    ...(handler.scheduled
      ? { scheduled: (controller, env, ctx) => (errorReportingDsn(env) ? reported.scheduled! : handler.scheduled!)(controller, env, ctx) }
      : {}),
    ...(handler.queue ? { queue: (batch, env, ctx) => (errorReportingDsn(env) ? reported.queue! : handler.queue!)(batch, env, ctx) } : {}),
  } as H;
}

/** The tags an operator filters by (error-tags.ts) of a request's page or target. */
export function requestTags(request: Request, route?: string): ErrorTags {
  const url = new URL(request.url);
  // data requests for client navigations: /car-list.data, /_.data (the home page: a path ending in "/")
  const pathname = url.pathname.replace(/\.data$/, '').replace(/\/_$/, '/');
  return errorTags(pathname, normaliseHost(url.host) ?? 'unknown', route);
}

const reported = new WeakSet<object>();

/** Reports an error that was answered (a 500 envelope, an error page) and so never escapes the Worker. */
export function reportServerError(error: unknown, request: Request, env: Pick<Env, 'SENTRY_DSN'>, route?: string): void {
  // the SDK keeps its client for the isolate: the request's own env decides
  if (!errorReportingDsn(env) || !Sentry.isInitialized()) return;
  // a render error can reach both React's onError and React Router's handleError: one event
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  Sentry.withScope((scope) => {
    scope.setTags(requestTags(request, route));
    Sentry.captureException(error);
  });
}
