import { CacheControl } from '#app/edge-cache/cache-policy.ts';
import type { Route } from './+types/robots';

export function loader({ url }: Route.LoaderArgs) {
  const { origin } = url;
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api', 'Disallow: /admin/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CacheControl.crawlerFile } });
}
