import { redirect } from 'react-router';
import { channelOfPath } from '#app/channel.ts';
import type { Route } from './+types/unknown';

/** Any unknown path goes home; a valid channel prefix is kept (`/channel7/nope` → `/channel7`). */
export function loader({ url }: Route.LoaderArgs) {
  const channel = channelOfPath(url.pathname);
  return redirect(channel ? `/${channel}` : '/', 302);
}
