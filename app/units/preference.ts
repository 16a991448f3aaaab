// The visitor's choice of units lives in one cookie, read by the server, so the first HTML is already
// in those units (no client-side re-render). The edge cache keys pages on it (workers/app.ts,
// docs/caching.md). Without the cookie a page is in the domain's own units (`units` in its config).
import { isUnits, type Units } from './units';

export const UNITS_COOKIE = 'carlog_units';
/** the switch: `/units?set=imperial&back=/car-list` sets the cookie and goes back */
export const UNITS_SWITCH_PATH = '/units';
const ONE_YEAR = 60 * 60 * 24 * 365;

/** The units a request's cookie names, or null: no cookie, or a value that is not one. */
export function unitsFromCookie(cookieHeader: string | null): Units | null {
  const match = new RegExp(`(?:^|;\\s*)${UNITS_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  const value = match?.[1];
  return isUnits(value) ? value : null;
}

export function unitsCookie(units: Units, secure: boolean): string {
  return `${UNITS_COOKIE}=${units}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const HERE = 'http://carlog.invalid';
/** A path from this site's root: one slash, not two or a backslash (another host), no white space. */
const LOCAL_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * A path on this site to go back to, written as a browser writes an address: a character outside
 * printable ASCII (`€`, a control character) percent-encoded, so it can stand in a Location header.
 * Anything else (another host, `//host`, a backslash, white space) goes home. A replacement mark, what
 * bytes that were not text decode to (`back=/car-list%C3`), is left out, never sent on as `%EF%BF%BD`.
 */
export function safeBackPath(given: string | null): string {
  const value = given?.replace(/\uFFFD/g, '');
  if (!value || value.length > 2000 || !LOCAL_PATH.test(value)) return '/';
  const url = new URL(value, HERE);
  const path = url.pathname + url.search + url.hash;
  // checked again as resolved: dot segments can leave a path that starts `//` (`/..//host` is `//host`),
  // which a browser reads as another host
  return url.origin === HERE && LOCAL_PATH.test(path) ? path : '/';
}

/** The switch's address for a page: `/units?set=imperial&back=%2Fcar-list%3Fpage%3D2`. */
export function unitsSwitchHref(units: Units, back: string): string {
  return `${UNITS_SWITCH_PATH}?${new URLSearchParams({ set: units, back }).toString()}`;
}
