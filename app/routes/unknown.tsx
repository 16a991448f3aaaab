import { redirect } from 'react-router';
import { channelOfPath } from '~/channel';
import type { Route } from './+types/unknown';

/** Any unknown path goes home; a valid channel prefix is kept (`/channel7/nope` → `/channel7`). */
export function loader({ request }: Route.LoaderArgs) {
  const channel = channelOfPath(new URL(request.url).pathname);
  return redirect(channel ? `/${channel}` : '/', 302);
}
