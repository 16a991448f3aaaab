// Channels: every page also lives under /channel1 … /channel99 (no leading zero).

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

/**
 * The channel of a route's `:channel` param, or null without one. A param that is not a channel
 * (`/channel0/about`, `/foo/about`) is an unknown path: it goes home.
 */
export function channelParam(params: { channel?: string }): string | null {
  if (params.channel === undefined) return null;
  if (!isChannel(params.channel)) throw new Response(null, { status: 302, headers: { Location: '/' } });
  return params.channel;
}
