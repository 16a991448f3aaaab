import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { MAX_FILES, SECTIONS, sitemapFilePath } from '#app/catalogue/sitemap-files.ts';

// Every page also lives under /channel1 … /channel99: one optional `:channel?` segment frames them all
// and its middleware (routes/channel.ts) checks it. A bad channel or any other path goes home, or,
// where it is a page's other name (`/rankings`), to that page (app/lib/page-aliases.ts).
export default [
  route(':channel?', 'routes/channel.ts', { id: 'channel' }, [
    index('routes/home.tsx', { id: 'home' }),
    route('car-list', 'routes/car-list/route.tsx', { id: 'car-list' }),
    route('car-rank', 'routes/car-rank.tsx', { id: 'car-rank' }),
    route('brands', 'routes/brands/directory.tsx', { id: 'brands' }),
    route('brands/:brand', 'routes/brands/brand.tsx', { id: 'brand' }),
    route('brands/:brand/:model', 'routes/brands/model.tsx', { id: 'model' }),
    route('cars/:carName/:id', 'routes/car-detail/route.tsx', { id: 'car-detail' }),
    route('compare', 'routes/compare/route.tsx', { id: 'compare' }),
    route('about', 'routes/about.tsx', { id: 'about' }),
    route('privacy-policy', 'routes/legal/privacy-policy.tsx', { id: 'privacy-policy' }),
    route('terms-of-services', 'routes/legal/terms-of-services.tsx', { id: 'terms-of-services' }),
    route('disclaimer', 'routes/legal/disclaimer.tsx', { id: 'disclaimer' }),
  ]),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  // the sitemap index's files: route paths cannot hold a parameter inside a segment
  ...SECTIONS.flatMap((section) =>
    Array.from({ length: MAX_FILES[section] }, (_, i) =>
      route(sitemapFilePath(section, i + 1).slice(1), 'routes/sitemap-file.ts', { id: `sitemap-${section}-${i + 1}` }),
    ),
  ),
  route('*', 'routes/unknown.tsx'),
] satisfies RouteConfig;
