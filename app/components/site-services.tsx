// What runs beside the page once it is in the browser: error reporting, analytics (page views, and
// the queue starting), and the third parties (AdSense, gtag) once the page is usable and, where the
// domain asks for consent, once the visitor agreed (third-parties.ts, fetched after hydration).
// <html data-third-parties> says what became of them once the page is usable: `held` (waiting for
// consent) or `started` (whatever the domain configures has been added to the page), so "not yet"
// can be told from "not at all".
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { setAnalyticsDevice, startAnalytics, track } from '#app/analytics/analytics.ts';
import { pageTypeOf } from '#app/channel.ts';
import { startClientErrorReporting } from '#app/monitoring/errors.client.ts';
import { useClientState } from '#app/state/client-state-provider.tsx';

export function SiteServices({ errorDsn }: { errorDsn: string | null }) {
  const { host, deviceType, domainConfig, adsensConfig } = useClientState();
  const { pathname } = useLocation();

  useEffect(() => startClientErrorReporting(errorDsn), [errorDsn]);

  useEffect(() => {
    setAnalyticsDevice(deviceType);
    startAnalytics({ firstParty: domainConfig.analytics.firstParty });
  }, [deviceType, domainConfig.analytics.firstParty]);

  // one page view per page (a filter or page change on the list is a filter_change, not a view)
  useEffect(() => track('page_view', { params: { domain: host, page_type: pageTypeOf(pathname) } }), [host, pathname]);

  // the third parties' start-up is its own chunk, fetched once the page has hydrated
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./third-parties').then(({ startThirdParties }) => {
      if (!cancelled) stop = startThirdParties(domainConfig, adsensConfig);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [domainConfig, adsensConfig]);

  return null;
}
