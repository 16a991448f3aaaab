import { redirect } from 'react-router';
import { channelOfPath, withChannel } from '#app/channel.ts';
import type { Route } from './+types/unknown';

/**
 * Addresses a visitor types for a page that lives under another name (`/rankings` is `/car-rank`,
 * `/search?q=golf` the list's search, `/terms` the terms of services), one segment after the channel
 * (the pages' frame has tidied its case and slashes). Each moves for good to the page, keeping its query.
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

/**
 * A page's other name goes to the page; any other unknown path goes home. A valid channel prefix is
 * kept, in any letter case as the pages take it (`/channel7/nope`, `/CHANNEL7/nope` → `/channel7`).
 */
export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname.toLowerCase();
  const channel = channelOfPath(path);
  const rest = (channel ? path.slice(channel.length + 1) : path).slice(1);
  const page = Object.hasOwn(ALIASES, rest) ? ALIASES[rest] : undefined;
  if (page) return redirect(withChannel(channel, page) + url.search, 301);
  return redirect(channel ? `/${channel}` : '/', 302);
}
