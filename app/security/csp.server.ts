// A page's Content-Security-Policy with a per-answer nonce. The page in the edge cache holds
// NONCE_PLACEHOLDER; here, on every answer, each `nonce="<placeholder>"` attribute gets a fresh nonce
// of the same length in one pass over the bytes (no HTML parse) and the policy names the same nonce. Scripts the page's own scripts add
// (AdSense, gtag, the error-reporting client) are trusted through 'strict-dynamic'; the host list is
// what browsers without 'strict-dynamic' fall back to, and holds a third party only where the
// domain configures it. On a domain without ads, connections, images and frames are held to the
// same rule.
import type { DomainConfig } from '#app/domain/config.ts';
import { NONCE_PLACEHOLDER } from './nonce';
import { PAGE_CSP } from './headers.server';
import { replaceInPlace } from './replace-bytes';

export const ADSENSE_SCRIPT_ORIGIN = 'https://pagead2.googlesyndication.com';
export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

// Google's published lists for GA4 through gtag
const GTAG_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const GTAG_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

const usesGtag = (config: DomainConfig) => Boolean(config.analytics.ga4MeasurementId || config.analytics.firebase?.measurementId);

export function scriptSources(config: DomainConfig, nonce: string): string {
  const hosts = [config.adsense ? ADSENSE_SCRIPT_ORIGIN : null, usesGtag(config) ? GTAG_SCRIPT_ORIGIN : null].filter(Boolean);
  return `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' ${hosts.join(' ')}`.trim();
}

/** The origin of an absolute http(s) address; null for a site path or anything else. */
function originOf(address: string | null | undefined): string | null {
  if (!address || !/^https?:\/\//i.test(address)) return null;
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * Where the page may connect, load images from and frame: only this site, the configured analytics,
 * the error-reporting service and the config's own image hosts. Not for a domain with ads: AdSense
 * reaches many Google hosts that change, and an incomplete list would blank its ads.
 */
export function resourceSources(config: DomainConfig, errorDsn: string | null): string | null {
  if (config.adsense) return null;
  const gtag = usesGtag(config);
  const list = (items: Array<string | null>) => [...new Set(items.filter((item): item is string => item !== null))].join(' ');
  const connect = list(["'self'", ...(gtag ? GTAG_CONNECT : []), originOf(errorDsn)]);
  const images = list([
    "'self'",
    'data:',
    // the photo form's preview of the chosen picture (an object URL made by the page itself)
    'blob:',
    ...[config.logo?.url, config.homeBackground.pc, config.homeBackground.mobile].map(originOf),
    ...(gtag ? GTAG_IMG : []),
  ]);
  return `connect-src ${connect}; img-src ${images}; frame-src 'none'`;
}

function freshNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const encoder = new TextEncoder();
/**
 * The attribute as React writes it. Page text and the serialised loader data cannot hold it: React
 * escapes a quote in text and attribute values (`&quot;`) and the data's strings escape theirs (`\"`).
 */
const PLACEHOLDER_ATTRIBUTE = encoder.encode(`nonce="${NONCE_PLACEHOLDER}"`);

/**
 * The page with a fresh nonce in place of the placeholder, and the policy that names it. A page is whole
 * (a render is answered as one body, a stored copy is one): it is read at once and takes its nonce in
 * place (the same length), so it leaves as one buffer with its length.
 */
export async function withPageNonce(response: Response, config: DomainConfig, errorDsn: string | null): Promise<Response> {
  if (!response.headers.get('Content-Type')?.startsWith('text/html') || !response.body) return response;
  const nonce = freshNonce();
  // a copy of the body's bytes: the edge cache's clone of a render keeps the placeholder
  const body = new Uint8Array(await response.arrayBuffer());
  replaceInPlace(body, PLACEHOLDER_ATTRIBUTE, encoder.encode(`nonce="${nonce}"`));
  const secured = new Response(body, response);
  const resources = resourceSources(config, errorDsn);
  secured.headers.set('Content-Security-Policy', [scriptSources(config, nonce), resources, PAGE_CSP].filter(Boolean).join('; '));
  return secured;
}
