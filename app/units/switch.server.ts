// `GET /units?set=imperial&back=/car-list`: remembers the visitor's units in a cookie and sends them
// back to the page they were on, which is then rendered (and cached, per unit system) in those units.
// A plain link, so the switch works without JavaScript and costs the page no script.
import { CacheControl } from '#app/edge-cache/cache-policy.ts';
import { safeBackPath, unitsCookie } from './preference';
import { isUnits } from './units';

export function handleUnitsSwitch(request: Request): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed: this address takes GET and HEAD only.\n', {
      status: 405,
      headers: { 'Cache-Control': CacheControl.private, 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' },
    });
  }
  const url = new URL(request.url);
  const units = url.searchParams.get('set');
  const headers = new Headers({ 'Cache-Control': CacheControl.private, Location: safeBackPath(url.searchParams.get('back')) });
  // units it does not know change nothing: back to the page as it was
  if (isUnits(units)) headers.set('Set-Cookie', unitsCookie(units, url.protocol === 'https:'));
  return new Response(null, { status: 303, headers });
}
