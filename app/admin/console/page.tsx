// The console's page frame and how a console page is answered: server-rendered HTML (no client
// framework), never cached, never indexed, under a strict CSP whose nonce admits the one inline
// stylesheet and script. Forms post to /admin/… and carry the session's token.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CacheControl } from '#app/edge-cache/cache-policy.ts';
import type { Operator } from '../session.server';
import { CONSOLE_SCRIPT } from './script';
import { CONSOLE_CSS } from './styles';

export type Section = 'glance' | 'photos' | 'domains' | null;

export type Frame = { operator: Operator | null; pending: number; section: Section };

/** img-src https: so an operator can see a configured logo or background from any https host. */
export const consoleCsp = (nonce: string) =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' https: data:",
    "frame-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

export const CONSOLE_HEADERS = { 'Cache-Control': CacheControl.private, 'X-Robots-Tag': 'noindex, nofollow' };

/** A hidden field with the session's form token: every console form that changes something has one. */
export function Csrf({ operator }: { operator: Operator }) {
  return <input type="hidden" name="csrf" value={operator.csrf} />;
}

function Nav({ frame }: { frame: Frame }) {
  const link = (section: Section, href: string, label: ReactNode) => (
    <a href={href} aria-current={frame.section === section ? 'page' : undefined}>
      {label}
    </a>
  );
  return (
    <header>
      <span className="brand">Carlog console</span>
      {frame.operator && (
        <>
          <nav aria-label="Console">
            {link('glance', '/admin', 'At a glance')}
            {link(
              'photos',
              '/admin/photos',
              <>
                Photos
                {frame.pending > 0 && (
                  <span className="badge" aria-label={`${frame.pending} waiting`}>
                    {frame.pending}
                  </span>
                )}
              </>,
            )}
            {link('domains', '/admin/domains', 'Domains')}
          </nav>
          <form method="post" action="/admin/sign-out">
            <Csrf operator={frame.operator} />
            <span className="muted">{frame.operator.who} </span>
            {frame.operator.via === 'token' && <button type="submit">Sign out</button>}
          </form>
        </>
      )}
    </header>
  );
}

export function consoleAnswer(
  status: number,
  title: string,
  frame: Frame,
  body: ReactNode,
  headers: Record<string, string> = {},
): Response {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const html = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · Carlog console`}</title>
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSOLE_CSS }} />
      </head>
      <body>
        <Nav frame={frame} />
        <main>{body}</main>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSOLE_SCRIPT }} />
      </body>
    </html>,
  );
  return new Response(`<!DOCTYPE html>${html}`, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': consoleCsp(nonce), ...CONSOLE_HEADERS, ...headers },
  });
}

/** After a write: back to a page (303, so reloading it does not send the form again). */
export const seeOther = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, { status: 303, headers: { Location: location, ...CONSOLE_HEADERS, ...headers } });

export const formatBytes = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;

// "UTC" kept with its time by a no-break space, never alone on a line
export const formatTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + '\u00a0UTC';
