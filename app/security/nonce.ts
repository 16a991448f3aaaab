// The Content-Security-Policy nonce of inline and module scripts. Pages are rendered (and edge-cached)
// with this placeholder; the Worker puts a fresh random nonce in its place on every answer, cached or
// not (app/security/csp.server.ts), so no two visitors share one. The placeholder is exactly as long as
// a nonce (16 random bytes in base64: 24 characters), so a stored page takes its nonce in place: same
// length, no copy, its Content-Length still true.
export const NONCE_PLACEHOLDER = 'csp-nonce-placeholder---';
