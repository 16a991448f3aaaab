import { channelOfPath, tidyPath, withChannel } from '#app/channel.ts';

/**
 * Names a visitor types for a page that lives under another address (`/rankings` is `/car-rank`,
 * `/search?q=golf` the list's search, `/terms` the terms of services): one segment after the
 * channel, in any letter case, with or without a trailing slash, its letters percent-encoded or not
 * (`/r%61nkings`, as `/car-r%61nk` is `/car-rank`).
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
  // spelled as the page's own address is tidied (app/channel.ts): letter case, escaped letters, slashes
  const path = tidyPath(url.pathname);
  const channel = channelOfPath(path);
  const rest = (channel ? path.slice(channel.length + 1) : path).replace(/^\/|\/$/g, '');
  const page = Object.hasOwn(ALIASES, rest) ? ALIASES[rest] : undefined;
  return page ? withChannel(channel, page) + url.search : null;
}
