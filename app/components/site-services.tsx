// What runs beside the page once it is in the browser: error reporting, analytics (page views, and
// the queue starting), and the third parties (AdSense, gtag) once the page is usable and, where the
// domain asks for consent, once the visitor agreed. <html data-third-parties> says what became of
// them once the page is usable: `held` (waiting for consent) or `started` (whatever the domain
// configures has been added to the page), so "not yet" can be told from "not at all".
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { addAnalyticsSink, setAnalyticsDevice, startAnalytics, track } from '#app/analytics/analytics.ts';
import { pageTypeOf } from '#app/channel.ts';
import { consentSnapshot, onConsentChange, thirdPartyAllowed } from '#app/consent/consent.ts';
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

  useEffect(() => {
    const { consent, analytics } = domainConfig;
    const measurementIds = [analytics.ga4MeasurementId, analytics.firebase?.measurementId].filter((id): id is string => Boolean(id));
    let usable = false;
    let started = false;
    const startThirdParties = () => {
      const { choice } = consentSnapshot();
      if (consent.required) document.documentElement.dataset.consent = choice ?? 'unanswered';
      if (started || !usable) return;
      if (!thirdPartyAllowed(consent.required, choice)) {
        document.documentElement.dataset.thirdParties = 'held';
        return;
      }
      started = true;
      // the AdSense code and gtag's loader are their own chunks, fetched only here
      const ads = adsensConfig ? import('#app/ads/ads.ts').then(({ startAds }) => startAds(adsensConfig.client)) : Promise.resolve();
      const gtag = measurementIds.length
        ? import('#app/analytics/gtag.ts').then(({ loadGtag }) => {
            const sink = loadGtag(measurementIds);
            if (sink) addAnalyticsSink(sink);
          })
        : Promise.resolve();
      void Promise.all([ads, gtag]).then(() => {
        document.documentElement.dataset.thirdParties = 'started';
      });
    };
    const stopListening = onConsentChange(startThirdParties);
    const cancel = whenUsable(() => {
      usable = true;
      startThirdParties();
    });
    return () => {
      stopListening();
      cancel();
    };
  }, [domainConfig, adsensConfig]);

  return null;
}

/** After the load event and a moment of idle time: the page is drawn and answers input first. */
function whenUsable(run: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2_000 }) : window.setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else addEventListener('load', schedule, { once: true });
  return () => {
    removeEventListener('load', schedule);
    if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
  };
}
