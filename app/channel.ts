// Channels: every page also lives under /channel1 … /channel99 (no leading zero).
import { createContext } from 'react-router';

export const CHANNEL_PATTERN = /^channel[1-9]\d?$/;

export function isChannel(segment: string | undefined): segment is string {
  return segment !== undefined && CHANNEL_PATTERN.test(segment);
}

/** The channel a path starts with, if any: `/channel7/car-list` → `channel7`. */
export function channelOfPath(pathname: string): string | null {
  const first = pathname.split('/')[1];
  return isChannel(first) ? first : null;
}

/** A site path inside the visitor's channel: `withChannel('channel7', '/car-list')` → `/channel7/car-list`. */
export function withChannel(channel: string | null, path: string): string {
  if (!channel) return path;
  return path === '/' ? `/${channel}` : `/${channel}${path}`;
}

/** The page's channel, or null without one: set once per request by the pages' frame (app/routes/channel.ts). */
export const channelContext = createContext<string | null>(null);

export type PageType = 'home' | 'list' | 'rankings' | 'detail' | 'info';

/**
 * The path without its channel prefix, which is also the page's canonical path (a page is one page in
 * every channel): `/channel7/car-list` → `/car-list`, `/channel7` → `/`.
 */
export function pathWithoutChannel(pathname: string): string {
  const channel = channelOfPath(pathname);
  return channel ? pathname.slice(channel.length + 1) || '/' : pathname;
}

/** A percent-escape of a character that needs none (RFC 3986, 6.2.2.2): a letter, a digit, `-._~`. */
const UNRESERVED_ESCAPE = /%(3[0-9]|[46][1-9a-f]|[57][0-9a]|2d|2e|5f|7e)/gi;

/**
 * The one spelling of a page's path: lower case, no empty segments, no trailing slash, no character
 * that needs no escape spelled as one (`/channel5/About/` → `/channel5/about`, `/%63ar-list` →
 * `/car-list`). Page paths and car slugs are lower case; ids are digits. A segment whose escapes
 * spell `.` or `..` keeps them: decoded, it would be a step of the path, not a name.
 */
export function tidyPath(pathname: string): string {
  return (
    pathname
      .split('/')
      .map((segment) => {
        const plain = segment.replace(UNRESERVED_ESCAPE, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return plain === '.' || plain === '..' ? segment : plain;
      })
      .join('/')
      .toLowerCase()
      // a percent-escape keeps its canonical spelling, in capitals (RFC 3986, 6.2.2.1)
      .replace(/%[0-9a-f]{2}/g, (escape) => escape.toUpperCase())
      .replace(/\/{2,}/g, '/')
      .replace(/(.)\/$/, '$1')
  );
}

/** What kind of page a path shows, channel or not: for ad positions, analytics and error tags. */
export function pageTypeOf(pathname: string): PageType {
  const path = pathWithoutChannel(pathname);
  if (path === '/') return 'home';
  if (path === '/car-list') return 'list';
  if (path === '/car-rank') return 'rankings';
  if (path.startsWith('/cars/')) return 'detail';
  return 'info';
}

/** The route pattern of a path (`/channel3/cars/bmw-x5/12` → `/cars/:carName/:id`): ids never split a tag. */
export function routePatternOf(pathname: string): string {
  const path = pathWithoutChannel(pathname);
  return path.startsWith('/cars/') ? '/cars/:carName/:id' : path;
}
