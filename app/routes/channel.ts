// The frame of every page: an optional `/channel1` … `/channel99` prefix (`:channel?` in app/routes.ts).
// Its middleware runs before any page loader: a segment that is not a channel sends the visitor home
// (or, where it is a page's other name, `/rankings`, to that page: app/lib/page-aliases.ts),
// an address spelled another way (`/CAR-LIST`, `/about/`) moves for good to the page's one address,
// and the channel is put in the router context, so no page checks the prefix again.
import { redirect } from 'react-router';
import { noSuchSitemapFile } from '#app/catalogue/sitemap-files.ts';
import { channelContext, isChannel } from '#app/channel.ts';
import { aliasedPage } from '#app/lib/page-aliases.ts';
import { redirectToTidyPath } from '#app/lib/tidy-address.ts';
import type { Route } from './+types/channel';

/** Any address named like a sitemap file: `/sitemap-cars-0.xml`, `/sitemap-old.xml`. */
const SITEMAP_FILE = /^\/sitemap-[^/]*\.xml$/i;

export const middleware: Route.MiddlewareFunction[] = [
  ({ url, params, context }) => {
    // route matching ignores case: `/CHANNEL5` is channel5 spelled another way, `/channel05` is no channel
    const channel = params.channel?.toLowerCase() ?? null;
    if (channel !== null && !isChannel(channel)) {
      // a sitemap file the index does not list (past the ones its section is routed to, numbered `0` or
      // `01`, or of no section): not found, as one past the catalogue's end, never the home page's HTML
      if (SITEMAP_FILE.test(url.pathname)) return noSuchSitemapFile();
      // a page typed by another name in the channel's place (`/rankings`): that page
      const page = aliasedPage(url);
      throw page ? redirect(page, 301) : redirect('/', 302);
    }
    redirectToTidyPath(url);
    context.set(channelContext, channel);
  },
];
