import { CacheControl } from '#app/edge-cache/cache-policy.ts';
import { redirectToTidyPath } from '#app/lib/tidy-address.ts';
import type { Route } from './+types/robots';

// `/ROBOTS.TXT` and the like: route matching ignores case, the file has one address
export const middleware: Route.MiddlewareFunction[] = [({ url }) => redirectToTidyPath(url)];

export function loader({ url }: Route.LoaderArgs) {
  const { origin } = url;
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api', 'Disallow: /admin/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CacheControl.crawlerFile } });
}
