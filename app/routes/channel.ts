// The frame of every page: an optional `/channel1` … `/channel99` prefix (`:channel?` in app/routes.ts).
// Its middleware runs before any page loader: a segment that is not a channel sends the visitor home,
// and a valid one is put in the router context, so no page checks the prefix again.
import { redirect } from 'react-router';
import { channelContext, isChannel } from '~/channel';
import type { Route } from './+types/channel';

export const middleware: Route.MiddlewareFunction[] = [
  ({ params, context }) => {
    if (params.channel !== undefined && !isChannel(params.channel)) throw redirect('/', 302);
    context.set(channelContext, params.channel ?? null);
  },
];
