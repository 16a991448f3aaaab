// What every error report carries, whether the server or the browser sends it: the group and the
// environment an operator filters by, and the page's route pattern, channel and domain.
import { channelOfPath, routePatternOf } from '#app/channel.ts';

export const ERROR_GROUP = 'web';
export const ERROR_ENVIRONMENT = 'prod';

export type ErrorTags = { route: string; channel: string; domain: string };

/** The tags of an error on `pathname` of `domain`; `route` names it instead of the page pattern (gateway targets). */
export function errorTags(pathname: string, domain: string, route?: string): ErrorTags {
  return { route: route ?? routePatternOf(pathname), channel: channelOfPath(pathname) ?? 'none', domain };
}
