import { index, route, type RouteConfig } from '@react-router/dev/routes';

// Every page also lives under /channel1 … /channel99; `:channel` is checked by the loaders
// (channelParam), anything else goes home.
export default [
  index('routes/home.tsx', { id: 'home' }),
  route(':channel', 'routes/home.tsx', { id: 'channel-home' }),
  route('about', 'routes/about.tsx', { id: 'about' }),
  route(':channel/about', 'routes/about.tsx', { id: 'channel-about' }),
  route('*', 'routes/unknown.tsx'),
] satisfies RouteConfig;
