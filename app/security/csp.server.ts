// A page's Content-Security-Policy with a per-answer nonce. The page in the edge cache holds
// NONCE_PLACEHOLDER; here, on every answer, HTMLRewriter puts a fresh nonce on each element that
// carries the placeholder and the policy names the same nonce. Scripts the page's own scripts add
// (AdSense, gtag, the error-reporting client) are trusted through 'strict-dynamic'; the host list is
// what browsers without 'strict-dynamic' fall back to, and holds a third party only where the
// domain configures it.
import type { DomainConfig } from '~/domain/config';
import { NONCE_PLACEHOLDER } from './nonce';
import { PAGE_CSP } from './headers.server';

export const ADSENSE_SCRIPT_ORIGIN = 'https://pagead2.googlesyndication.com';
export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

export function scriptSources(config: DomainConfig, nonce: string): string {
  const hosts = [
    config.adsense ? ADSENSE_SCRIPT_ORIGIN : null,
    config.analytics.ga4MeasurementId || config.analytics.firebase?.measurementId ? GTAG_SCRIPT_ORIGIN : null,
  ].filter(Boolean);
  return `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' ${hosts.join(' ')}`.trim();
}

function freshNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The page with a fresh nonce in place of the placeholder, and the policy that names it. */
export function withPageNonce(response: Response, config: DomainConfig): Response {
  if (!response.headers.get('Content-Type')?.startsWith('text/html') || !response.body) return response;
  const nonce = freshNonce();
  const rewritten = new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        if (element.getAttribute('nonce') === NONCE_PLACEHOLDER) element.setAttribute('nonce', nonce);
      },
    })
    .transform(response);
  const secured = new Response(rewritten.body, response);
  secured.headers.set('Content-Security-Policy', `${scriptSources(config, nonce)}; ${PAGE_CSP}`);
  return secured;
}
