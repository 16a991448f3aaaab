// GA4 and Firebase Analytics. Firebase Analytics on the web is gtag.js sending to the Firebase web
// stream's measurement id, so both go through one gtag.js load with one `config` per id (no Firebase
// SDK: it would add its own ~30 KB for the same hits). Loaded only when the domain configures an id
// and the visitor allows third-party analytics. Our own page_view events replace gtag's automatic
// ones, so client-side navigations are counted too.
import type { AnalyticsEvent, AnalyticsSink } from './analytics';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';
let loaded = false;

export function loadGtag(measurementIds: string[]): AnalyticsSink | null {
  const ids = [...new Set(measurementIds)];
  if (ids.length === 0 || loaded) return null;
  loaded = true;
  window.dataLayer ??= [];
  window.gtag ??= function gtag() {
    // gtag.js reads the arguments object itself, not an array
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  const gtag = window.gtag;
  gtag('js', new Date());
  for (const id of ids) gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(ids[0]!)}`;
  document.head.appendChild(script);
  return (event) => gtag('event', event.name, gtagParams(event));
}

function gtagParams(event: AnalyticsEvent): Record<string, unknown> {
  return {
    ...event.params,
    ...(event.carId ? { car_id: event.carId } : {}),
    ...(event.channel ? { channel: event.channel } : {}),
    ...(event.deviceType ? { device_type: event.deviceType } : {}),
    page_path: event.path,
    ...(event.name === 'page_view' ? { page_location: location.origin + (event.path ?? '/') } : {}),
  };
}
