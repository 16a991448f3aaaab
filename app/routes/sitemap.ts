// The sitemap index: the catalogue's sitemap files (routes/sitemap-file.ts), each of at most 50,000
// addresses, so the sitemap grows with the catalogue by files rather than by one ever larger file.
import { sitemapFiles } from '#app/catalogue/sitemap.server.ts';
import { appContext } from '#app/context.server.ts';
import { CacheControl } from '#app/edge-cache/cache-policy.ts';
import { redirectToTidyPath } from '#app/lib/tidy-address.ts';
import type { Route } from './+types/sitemap';

// `/SITEMAP.XML` and the like: route matching ignores case, the file has one address
export const middleware: Route.MiddlewareFunction[] = [({ url }) => redirectToTidyPath(url)];

export const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export async function loader({ url, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const files = await sitemapFiles(env.DB);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((path) => `<sitemap><loc>${escapeXml(url.origin + path)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CacheControl.crawlerFile } });
}
