import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'home' }),
  // `:channel` is checked by the loader: channel1 … channel99, anything else goes home
  route(':channel', 'routes/home.tsx', { id: 'channel-home' }),
  route('*', 'routes/unknown.tsx'),
] satisfies RouteConfig;
