// One file of the sitemap (`/sitemap-cars-2.xml`): the addresses of one section's slice, streamed
// out chunk by chunk as they are read (app/catalogue/sitemap.server.ts). A file past the catalogue's
// end is not found.
import { noSuchSitemapFile, SITEMAP_FILE_NAME, type Section } from '#app/catalogue/sitemap-files.ts';
import { sitemapPaths } from '#app/catalogue/sitemap.server.ts';
import { appContext } from '#app/context.server.ts';
import { CacheControl } from '#app/edge-cache/cache-policy.ts';
import { redirectToTidyPath } from '#app/lib/tidy-address.ts';
import { escapeXml } from './sitemap';
import type { Route } from './+types/sitemap-file';

export const middleware: Route.MiddlewareFunction[] = [({ url }) => redirectToTidyPath(url)];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const [, section, file] = SITEMAP_FILE_NAME.exec(url.pathname) ?? [];
  const chunks = sitemapPaths(env.DB, section as Section, Number(file));
  // the first chunk is read before answering: an empty file is a 404, not an empty list
  const first = section ? await chunks.next() : { done: true as const };
  if (first.done) return noSuchSitemapFile();
  const encoder = new TextEncoder();
  const lines = (paths: string[]) =>
    encoder.encode(paths.map((path) => `<url><loc>${escapeXml(url.origin + path)}</loc></url>\n`).join(''));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'),
      );
      controller.enqueue(lines(first.value));
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) {
        controller.enqueue(encoder.encode('</urlset>\n'));
        controller.close();
      } else {
        controller.enqueue(lines(next.value));
      }
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CacheControl.crawlerFile } });
}
