// The catalogue's pages for search engines: canonical addresses only (no channel variants).
import { listCarPaths } from '#app/catalogue/cars.server.ts';
import { listFamilyPaths } from '#app/catalogue/families.server.ts';
import { appContext } from '#app/context.server.ts';
import { CacheControl } from '#app/edge-cache/cache-policy.ts';
import { redirectToTidyPath } from '#app/lib/tidy-address.ts';
import type { Route } from './+types/sitemap';

// `/ROBOTS.TXT` and the like: route matching ignores case, the file has one address
export const middleware: Route.MiddlewareFunction[] = [({ url }) => redirectToTidyPath(url)];

const PAGES = [
  '/',
  '/car-list',
  '/car-rank',
  '/car-rank?by=accel',
  '/car-rank?by=topSpeed',
  '/about',
  '/privacy-policy',
  '/terms-of-services',
  '/disclaimer',
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export async function loader({ url, context }: Route.LoaderArgs) {
  const { origin } = url;
  const { env } = context.get(appContext);
  const [families, carPaths] = await Promise.all([listFamilyPaths(env.DB), listCarPaths(env.DB)]);
  const paths = [...PAGES, ...families, ...carPaths];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CacheControl.crawlerFile } });
}
