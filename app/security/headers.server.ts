// Security headers on every answer the Worker makes (static files get the same from public/_headers).
// Pages: no <base> or plugins, forms only to this site, framing only by this site; their script-src
// with a per-answer nonce is added before this by csp.server.ts (docs/reliability.md).

export const COMMON_HEADERS: Record<string, string> = {
  // one year; no includeSubDomains: an operator's other subdomains are theirs to decide
  'Strict-Transport-Security': 'max-age=31536000',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // features the site never uses; ad-related features stay with the browser's defaults
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=()',
  'X-Frame-Options': 'SAMEORIGIN',
};

export const PAGE_CSP = "base-uri 'self'; object-src 'none'; form-action 'self'; frame-ancestors 'self'";
/** JSON, images and everything else that is not a page: nothing in it may run or be framed. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";
/** A visitor's photo: as above, and opened on its own it is a sandboxed document (no script, no origin). */
export const PHOTO_CSP = `${NON_PAGE_CSP}; sandbox`;

export function withSecurityHeaders(response: Response): Response {
  // a copy: redirects and some platform answers have read-only headers
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(COMMON_HEADERS)) secured.headers.set(name, value);
  const isPage = secured.headers.get('Content-Type')?.startsWith('text/html') ?? false;
  if (!secured.headers.has('Content-Security-Policy')) secured.headers.set('Content-Security-Policy', isPage ? PAGE_CSP : NON_PAGE_CSP);
  return secured;
}
