// The sitemap's files by section, as the route table registers them and the index lists them: route
// paths cannot hold a parameter inside a segment (`sitemap-cars-:n.xml`), so each file is a route.
import { CacheControl } from '#app/edge-cache/cache-policy.ts';

export const SECTIONS = ['pages', 'models', 'cars'] as const;
export type Section = (typeof SECTIONS)[number];

/** How many files each section can be routed to: 20 files of 50,000 addresses, a million cars. */
export const MAX_FILES: Record<Section, number> = { pages: 1, models: 20, cars: 20 };

export const sitemapFilePath = (section: Section, file: number) => `/sitemap-${section}-${file}.xml`;

/** A sitemap file's name, of any section and number: `[, section, number]`. */
export const SITEMAP_FILE_NAME = new RegExp(`^/sitemap-(${SECTIONS.join('|')})-([1-9][0-9]*)\\.xml$`);

/** A sitemap file the catalogue does not fill: past its end, or past the files its section is routed to. */
export function noSuchSitemapFile(): Response {
  return new Response('No such sitemap file.\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CacheControl.crawlerFile },
  });
}
