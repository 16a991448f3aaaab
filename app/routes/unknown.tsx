import { redirect } from 'react-router';
import { channelOfPath } from '#app/channel.ts';
import { aliasedPage } from '#app/lib/page-aliases.ts';
import type { Route } from './+types/unknown';

/**
 * A page typed by another name (`/channel7/rankings`) moves for good to the page; any other unknown
 * path goes home. A valid channel prefix is kept, in any letter case as the pages take it
 * (`/channel7/nope`, `/CHANNEL7/nope` → `/channel7`).
 */
export function loader({ url }: Route.LoaderArgs) {
  const page = aliasedPage(url);
  if (page) return redirect(page, 301);
  const channel = channelOfPath(url.pathname.toLowerCase());
  return redirect(channel ? `/${channel}` : '/', 302);
}
