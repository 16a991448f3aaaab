import { redirect } from 'react-router';
import { tidyPath } from '#app/channel.ts';
import { tidySearch } from '#app/lib/search.ts';

/**
 * An address spelled another way (`/CAR-LIST`, `/about/`, `/ROBOTS.TXT`) moves for good (301) to the
 * one spelling of its page, so that no page or file is served at two addresses.
 */
export function redirectToTidyPath(url: URL): void {
  const path = tidyPath(url.pathname);
  if (path !== url.pathname) throw redirect(path + tidySearch(url.search), 301);
}
