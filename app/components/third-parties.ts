// The third parties (AdSense, gtag) once the page is usable and, where the domain asks for consent,
// once the visitor agreed. Fetched after the page has hydrated (site-services.tsx); <html
// data-third-parties> says what became of them: `held` (waiting for consent) or `started`.
import { addAnalyticsSink } from '#app/analytics/analytics.ts';
import { consentSnapshot, onConsentChange, thirdPartyAllowed } from '#app/consent/consent.ts';
import type { ClientState } from '#app/state/client-state.ts';

/** Starts the third parties when allowed; returns what stops listening. */
export function startThirdParties(domainConfig: ClientState['domainConfig'], adsensConfig: ClientState['adsensConfig']): () => void {
  const { consent, analytics } = domainConfig;
  const measurementIds = [analytics.ga4MeasurementId, analytics.firebase?.measurementId].filter((id): id is string => Boolean(id));
  let usable = false;
  let started = false;
  const settle = () => {
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
  const stopListening = onConsentChange(settle);
  // an answer given before this code arrived is marked now
  settle();
  const cancel = whenUsable(() => {
    usable = true;
    settle();
  });
  return () => {
    stopListening();
    cancel();
  };
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
