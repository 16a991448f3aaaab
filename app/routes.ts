import { index, route, type RouteConfig } from '@react-router/dev/routes';

// Every page also lives under /channel1 … /channel99: each is registered twice, plain and under
// `:channel`, whose value the loaders check (channelParam); a bad channel or any other path goes home.
const pages: Array<[path: string, file: string, id: string]> = [
  ['', 'routes/home.tsx', 'home'],
  ['car-list', 'routes/car-list/route.tsx', 'car-list'],
  ['car-rank', 'routes/car-rank.tsx', 'car-rank'],
  ['cars/:carName/:id', 'routes/car-detail/route.tsx', 'car-detail'],
  ['about', 'routes/about.tsx', 'about'],
  ['privacy-policy', 'routes/legal/privacy-policy.tsx', 'privacy-policy'],
  ['terms-of-services', 'routes/legal/terms-of-services.tsx', 'terms-of-services'],
  ['disclaimer', 'routes/legal/disclaimer.tsx', 'disclaimer'],
];

export default [
  ...pages.flatMap(([path, file, id]) => [
    path ? route(path, file, { id }) : index(file, { id }),
    route(path ? `:channel/${path}` : ':channel', file, { id: `channel-${id}` }),
  ]),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('*', 'routes/unknown.tsx'),
] satisfies RouteConfig;
