import { redirect } from 'react-router';
import { channelOfPath } from '#app/channel.ts';
import type { Route } from './+types/unknown';

/**
 * Any unknown path goes home; a valid channel prefix is kept, in any letter case as the pages take it
 * (`/channel7/nope`, `/CHANNEL7/nope` → `/channel7`).
 */
export function loader({ url }: Route.LoaderArgs) {
  const channel = channelOfPath(url.pathname.toLowerCase());
  return redirect(channel ? `/${channel}` : '/', 302);
}
