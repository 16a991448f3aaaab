// The Content-Security-Policy nonce of inline and module scripts. Pages are rendered (and edge-cached)
// with this placeholder; the Worker puts a fresh random nonce in its place on every answer, cached or
// not (app/security/csp.server.ts), so no two visitors share one.
export const NONCE_PLACEHOLDER = 'csp-nonce-placeholder';
