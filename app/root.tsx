import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { listBrands } from './catalogue/brands.server';
import { listQuerySchema, paramsToObject } from './catalogue/filters.server';
import { recommendedCarsOf } from './catalogue/rankings.server';
import { channelOfPath, pageTypeOf } from './channel';
import { assetWatchScript } from './components/asset-failure.server';
import { CompareTrayLoader } from './components/compare-tray-loader';
import { preloadErrorView } from './components/error-boundary';
import { NavigationWatch } from './components/navigation-watch';
import { ProgressBar } from './components/progress-bar';
import { SiteFooter, SiteHeader } from './components/site-chrome';
import { SiteServices } from './components/site-services';
import { CONSENT_MARKER_SCRIPT } from './consent/consent';
import { errorReportingDsn } from './monitoring/errors.server';
import { appContext } from './context.server';
import { themeCss } from './domain/theme';
import { lazyPart, stopWaitingForParts, whenPartsHydrated } from './lib/lazy-part';
import { NONCE_PLACEHOLDER } from './security/nonce';
import { ClientStateProvider, useClientState } from './state/client-state-provider';
import { ALL_BRANDS, DEFAULT_CAR_LIST_STATE, carListStateOf, type ClientState, type Option } from './state/client-state';
// debug mode (`?db`) is for operators: its code is fetched only when it is on
const DebugPanel = lazy(() => import('./components/debug-panel').then((module) => ({ default: module.DebugPanel })));
// the consent banner shows only in the browser, on a domain that asks: its code is fetched there only
const ConsentBanner = lazyPart(() => import('./consent/consent-banner').then((module) => module.ConsentBanner));

// one stylesheet for the whole site (about 4 kB compressed): one render-blocking request per page,
// cached once for every page, instead of one more per page type
import './styles/app.css';
import './routes/home.css';
import './routes/car-list/car-list.css';
import './routes/car-detail/car-detail.css';
import './routes/brands/brands.css';
import './styles/compare.css';

/** Per-domain and per-visit state, resolved once per document (shouldRevalidate below). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { domain, host, deviceType, env, timings, markDegraded, units } = context.get(appContext);
  const showDebug = url.searchParams.has('db');
  const [brands, recommendList] = await Promise.all([
    // only debug mode shows the brand list: other pages do not carry it (ClientStateProvider loads it
    // when debug mode is switched on later in the visit)
    showDebug
      ? timings
          .time('brands', 'brand list', () => listBrands(env.DB))
          .then(
            (rows) => ({ list: [ALL_BRANDS, ...rows.map(({ label, value }): Option => ({ label, value }))], loaded: true }),
            () => {
              markDegraded();
              return { list: [ALL_BRANDS], loaded: false };
            },
          )
      : { list: [ALL_BRANDS], loaded: false },
    timings
      // the domain's focus, as its home and car pages show them (the same per-isolate list)
      .time('recommend', 'recommended cars', () => recommendedCarsOf(env.DB, domain.config.homeFocus?.filter))
      .then(
        (cars) =>
          cars.slice(0, 6).map(({ id, brand, brandSlug, name, path, bodyType }) => ({ id, brand, brandSlug, name, path, bodyType })),
        () => {
          markDegraded();
          return [];
        },
      ),
  ]);
  const listQuery = pageTypeOf(url.pathname) === 'list' ? listQuerySchema.safeParse(paramsToObject(url.searchParams)) : null;
  const { adsense, adPosConfig, ...domainConfig } = domain.config;
  const clientState: ClientState = {
    host,
    deviceType,
    showDebug,
    ads: { enabled: Boolean(adsense) },
    adPosConfig,
    adsensConfig: adsense ?? null,
    domainConfig,
    recommendList,
    brandList: brands.list,
    brandListLoaded: brands.loaded,
    units,
    carListState: listQuery?.success ? carListStateOf(listQuery.data, url.pathname + url.search) : DEFAULT_CAR_LIST_STATE,
  };
  return {
    clientState,
    meta: { origin: url.origin, siteName: domain.config.siteName, units },
    theme: themeCss(domain.config.theme),
    consentRequired: domain.config.consent.required,
    errorDsn: errorReportingDsn(env),
    // the inline asset watcher, first in <head>: its text travels as data, not in the JavaScript bundle
    assetWatch: assetWatchScript,
    domainSource: { source: domain.source, key: domain.key, problems: domain.problems },
  };
}

// Per-domain state does not change while a visitor moves around the site.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    // data-hydrated and data-consent are set by the page's own scripts
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data ? <script nonce={NONCE_PLACEHOLDER} dangerouslySetInnerHTML={{ __html: data.assetWatch }} /> : null}
        {data?.consentRequired ? <script nonce={NONCE_PLACEHOLDER} dangerouslySetInnerHTML={{ __html: CONSENT_MARKER_SCRIPT }} /> : null}
        <Meta />
        <Links />
        {/* after the stylesheets, so the domain's theme overrides their fallback tokens */}
        {data ? <style>{data.theme}</style> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={NONCE_PLACEHOLDER} />
        <Scripts nonce={NONCE_PLACEHOLDER} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const [firstPage] = useState(location.key);
  useEffect(() => {
    // a page left before its parts' code came: what waited on them goes on
    if (location.key !== firstPage) stopWaitingForParts();
  }, [location.key, firstPage]);
  useEffect(() => {
    // usable once the parts whose code comes after the first load have hydrated too; then the error
    // view's code, for an error after a link, once the page has nothing else to do
    whenPartsHydrated(() => {
      document.documentElement.dataset.hydrated = 'true';
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void preloadErrorView());
      else setTimeout(() => void preloadErrorView(), 1_000);
    });
  }, []);
  return (
    <ClientStateProvider initial={loaderData.clientState}>
      {/* first in the tab order while it asks, not a trap: Tab moves on to the page */}
      <Consent />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ProgressBar />
      <NavigationWatch />
      <SiteHeader />
      {/* the page is re-created whenever its path or query changes */}
      <Outlet key={location.pathname + location.search} />
      <SiteFooter />
      <CompareTrayLoader />
      <SiteServices errorDsn={loaderData.errorDsn} />
      <DebugMode domainSource={loaderData.domainSource} channel={channelOfPath(location.pathname)} />
    </ClientStateProvider>
  );
}

function Consent() {
  const { domainConfig } = useClientState();
  return domainConfig.consent.required ? <ConsentBanner /> : null;
}

function DebugMode(props: ComponentProps<typeof DebugPanel>) {
  const { showDebug } = useClientState();
  return showDebug ? (
    <Suspense fallback={null}>
      <DebugPanel {...props} />
    </Suspense>
  ) : null;
}

export { ErrorBoundary } from './components/error-boundary';
