import { channelOfPath, withChannel } from '#app/channel.ts';

/**
 * Names a visitor types for a page that lives under another address (`/rankings` is `/car-rank`,
 * `/search?q=golf` the list's search, `/terms` the terms of services): one segment after the
 * channel, in any letter case, with or without a trailing slash.
 */
const ALIASES: Readonly<Record<string, string>> = {
  rankings: '/car-rank',
  ranking: '/car-rank',
  cars: '/car-list',
  search: '/car-list',
  brand: '/brands',
  makes: '/brands',
  comparison: '/compare',
  privacy: '/privacy-policy',
  terms: '/terms-of-services',
  'terms-of-service': '/terms-of-services',
};

/** Where an address that names a page by another name belongs, in its channel and with its query; else null. */
export function aliasedPage(url: URL): string | null {
  const path = url.pathname.toLowerCase();
  const channel = channelOfPath(path);
  const rest = (channel ? path.slice(channel.length + 1) : path).replace(/^\/|\/$/g, '');
  const page = Object.hasOwn(ALIASES, rest) ? ALIASES[rest] : undefined;
  return page ? withChannel(channel, page) + url.search : null;
}
