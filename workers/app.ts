// The Worker: /api (the gateway), /admin (the operators' console), /admin/api (the operators' command
// line), /photos/{id} (approved visitor photos)
// the events queue's consumer and the scheduled popularity job are plain handlers; every other request is a React Router page
// (read with GET or HEAD), answered from the edge cache when it can be (app/edge-cache/, docs/caching.md).
// Errors go to the error-reporting service when SENTRY_DSN is set (app/monitoring/).
// Static files are answered by the assets layer before this code runs.
import { createRequestHandler } from 'react-router';
import { isOperator } from '#app/admin/operator.server.ts';
import { guardBindings, requestedFaults } from '#app/bindings/guard.server.ts';
import { aggregatePopularity } from '#app/catalogue/popularity.server.ts';
import { consumeEvents } from '#app/events/consumer.server.ts';
import type { PreviewRenderer } from '#app/admin/console/console.server.tsx';
import { createRouterContext } from '#app/context.server.ts';
import { CacheControl, type CacheControlValue } from '#app/edge-cache/cache-policy.ts';
import { DEGRADED_HEADER, edgeCached } from '#app/edge-cache/edge-cache.server.ts';
import { RETRY_AFTER_SECONDS } from '#app/gateway/envelope.ts';
import { normaliseHost, type DomainConfig } from '#app/domain/config.ts';
import { resolveDomainConfig } from '#app/domain/config.server.ts';
import { deviceFromRequest } from '#app/lib/device.ts';
import { installShortTextEncoding } from '#app/lib/short-text-encoding.server.ts';
import { errorReportingDsn, withErrorReporting } from '#app/monitoring/errors.server.ts';
import { handlePlainRoute } from '#app/plain-routes.server.ts';
import { withPageNonce } from '#app/security/csp.server.ts';
import { withSecurityHeaders } from '#app/security/headers.server.ts';
import { withBodyLimit } from '#app/security/request-body.server.ts';
import { unitsFromCookie } from '#app/units/preference.ts';

// React encodes every piece of a page's markup on its own: short ones are cheaper in JavaScript
installShortTextEncoding();

const serverBuild = () => import('virtual:react-router/server-build');
// made once, from the build itself: given a function that returns the build, React Router derives
// its routes and static handler again on every request (for development's hot reload)
let handler: ReturnType<typeof createRequestHandler> | null = null;
const requestHandler: ReturnType<typeof createRequestHandler> = async (request, context) =>
  (handler ??= createRequestHandler(await serverBuild(), import.meta.env.MODE))(request, context);

async function renderPage(request: Request, env: Env, ctx: ExecutionContext, draft?: DomainConfig): Promise<Response> {
  const { context, app } = await createRouterContext(
    request,
    env,
    ctx,
    draft && { config: draft, source: 'host', key: null, problems: [] },
  );
  let response = await requestHandler(request, context);
  response.headers.append('Server-Timing', app.timings.header());
  // a page missing a part because a read failed is shown, never kept (an older whole copy is preferred)
  if (app.health.degraded) {
    response.headers.set('Cache-Control', CacheControl.private);
    response.headers.set(DEGRADED_HEADER, '1');
  }
  // the error view because D1, KV or R2 failed: temporary, and crawlers should come back (documents
  // only: a client navigation's data answer keeps the status React Router gave it)
  if (app.health.unavailable && response.status === 500 && !new URL(request.url).pathname.endsWith('.data')) {
    response = new Response(response.body, { status: 503, headers: response.headers });
    response.headers.set('Retry-After', String(RETRY_AFTER_SECONDS * 6));
  }
  return response;
}

/**
 * Debug mode (`?db`) shows this visit's own server timings, also on client-side navigations, whose
 * data requests carry no `?db`: a session cookie (the one cookie the site sets, only in debug mode)
 * keeps them out of the edge cache until the browser is closed.
 */
const DEBUG_COOKIE = 'carlog_debug';
const inDebugMode = (request: Request) =>
  new URL(request.url).searchParams.has('db') || new RegExp(`(^|;\\s*)${DEBUG_COOKIE}=1(;|$)`).test(request.headers.get('Cookie') ?? '');

/**
 * Pages and text routes (robots.txt, sitemap.xml) are only read. Any other method is refused here, before
 * React Router, whose own answers name its internals ("did not provide an `action`", "Unexpected Server
 * Error") and carry no `Allow`.
 */
const READ_METHODS = ['GET', 'HEAD'];

const methodNotAllowed = () =>
  new Response('Method not allowed: this address takes GET and HEAD only.\n', {
    status: 405,
    headers: { Allow: READ_METHODS.join(', '), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CacheControl.private },
  });

/**
 * A text file's name with `.data` (`/robots.txt.data`): React Router would answer it as the file
 * route's data, the root's data with it, and the edge cache would keep it. No page's data ends so.
 */
const TEXT_FILE_DATA = /\.(txt|xml)\.data$/i;

const notFound = (cacheControl: CacheControlValue = CacheControl.crawlerFile) =>
  new Response('Not found.\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl } });

/**
 * A file the assets layer does not have, under one of its folders (`/js/`, `/css/`, `/assets/`,
 * `/backgrounds/`, or a brand's mark): a script a page of an earlier deployment still names, say. It is
 * not found, not a redirect home, whose HTML a browser would try to run as a script or show as an image;
 * kept by no cache, so a file that arrives with a deployment is never hidden by an old answer. Another
 * letter case (`/JS/…`) is a page address in another case, moved to the one address as those are.
 */
const MISSING_FILE = /^\/(?:(?:js|css|assets|backgrounds)\/|brands\/[^/]+\.svg$)/;

async function handlePage(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  if (!READ_METHODS.includes(request.method)) return methodNotAllowed();
  const url = new URL(request.url);
  if (TEXT_FILE_DATA.test(url.pathname)) return notFound();
  if (MISSING_FILE.test(url.pathname)) return notFound(CacheControl.private);
  const { assets } = await serverBuild();
  const [page, domain] = await Promise.all([
    cachedPage(request, env, ctx, assets.version),
    resolveDomainConfig(env.DOMAIN_CONFIG, normaliseHost(url.host)),
  ]);
  const answer = await withPageNonce(page, domain.config, errorReportingDsn(env));
  if (url.searchParams.has('db')) {
    answer.headers.append('Set-Cookie', `${DEBUG_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax${url.protocol === 'https:' ? '; Secure' : ''}`);
  }
  return answer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const PERMANENT = new Set([301, 308]);

/** Where a page's answer sends the visitor, when it is a redirect within the site. */
function redirectTarget(from: URL, answer: Response): URL | null {
  const location = answer.headers.get('Location');
  if (!REDIRECTS.has(answer.status) || location === null) return null;
  const target = new URL(location, from);
  return target.origin === from.origin ? target : null;
}

/**
 * A page's redirect whose target moves on in turn (an address spelled another way, 301, to a list
 * whose words are read as its filters, 302) is answered with the last address: one hop for the visitor
 * and for crawlers, never a chain. Followed once, so it costs at most one more page, which the edge
 * cache then holds. Moved for good only when both moves are; the target's answer says the rest.
 */
async function pageOrLastRedirect(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const first = await handlePage(request, env, ctx);
  const target = redirectTarget(new URL(request.url), first);
  if (!target) return first;
  const second = await handlePage(new Request(target, request), env, ctx);
  const last = redirectTarget(target, second);
  if (!last) {
    await second.body?.cancel();
    return first;
  }
  await first.body?.cancel();
  // pages are only read (GET and HEAD): 301 and 302 say all there is to say
  const permanent = PERMANENT.has(first.status) && PERMANENT.has(second.status);
  const answer = new Response(second.body, { status: permanent ? 301 : 302, headers: second.headers });
  answer.headers.set('Location', last.pathname + last.search);
  return answer;
}

/** The console's preview: a page of the site rendered with a draft domain config, never cached, never kept. */
const previewRenderer =
  (env: Env, ctx: ExecutionContext): PreviewRenderer =>
  async (request, config, path) => {
    const page = new Request(new URL(path, request.url), { headers: request.headers });
    const rendered = await renderPage(page, env, ctx, config);
    return withPageNonce(rendered, config, errorReportingDsn(env));
  };

async function cachedPage(request: Request, env: Env, ctx: ExecutionContext, assetsVersion: string): Promise<Response> {
  return edgeCached(
    {
      request,
      env,
      ctx,
      // a page names its script and style files: a new build must not get an old page
      version: `${env.CF_VERSION_METADATA.id}.${assetsVersion}`,
      // the server-rendered page differs by device class (ad sizes, analytics fields) and by the units
      // the visitor chose (a cookie; without one, the domain's units, the same for every such visitor)
      variant: `${deviceFromRequest(request.headers) ?? 'unknown'}.${unitsFromCookie(request.headers.get('Cookie')) ?? 'domain'}`,
      vary: 'User-Agent, Sec-CH-UA-Mobile, Cookie',
      defaultCacheControl: CacheControl.page,
      // the debug view shows this request's own timings
      personal: inDebugMode(request),
      refresh: await isOperator(request, env),
      holdCopies: true,
    },
    (asked) => renderPage(asked, env, ctx),
  );
}

export default withErrorReporting({
  async fetch(request, rawEnv, ctx) {
    // deadlines on every D1, KV and R2 call (and the tests' injected faults): app/bindings/
    const env = guardBindings(rawEnv, { faults: requestedFaults(request, rawEnv) });
    return withSecurityHeaders(
      await withBodyLimit(
        request,
        () => handlePlainRoute(request, env, ctx, previewRenderer(env, ctx)) ?? pageOrLastRedirect(request, env, ctx),
      ),
    );
  },
  async queue(batch, rawEnv) {
    // a delivery of up to 100 batches is one D1 transaction: more time than a visitor's request gets
    await consumeEvents(batch, guardBindings(rawEnv, { deadlines: { D1: 30_000 } }));
  },
  async scheduled(_controller, rawEnv, ctx) {
    // the job folds up to ten minutes of events: more time than a visitor's request gets
    const env = guardBindings(rawEnv, { deadlines: { D1: 60_000 } });
    ctx.waitUntil(
      aggregatePopularity(env.DB).then((result) => console.log(JSON.stringify({ message: 'popularity aggregated', ...result }))),
    );
  },
} satisfies ExportedHandler<Env>);
