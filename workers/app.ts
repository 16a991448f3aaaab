// The Worker: /api (the gateway), /admin/api (operators), /photos/{id} (approved visitor photos)
// and the scheduled popularity job are plain handlers; every other request is a React Router page.
// Static files are answered by the assets layer before this code runs.
import { createRequestHandler } from 'react-router';
import { handleAdmin } from '~/admin/admin.server';
import { aggregatePopularity } from '~/catalogue/popularity.server';
import { createRouterContext } from '~/context.server';
import { handleGateway } from '~/gateway/gateway.server';
import { servePhoto } from '~/photos/serve.server';

const requestHandler = createRequestHandler(() => import('virtual:react-router/server-build'), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === '/api') return handleGateway(request, env);
    if (pathname.startsWith('/admin/api/')) return handleAdmin(request, env);
    if (pathname.startsWith('/photos/')) return servePhoto(request, env);
    return requestHandler(request, await createRouterContext(request, env, ctx));
  },
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      aggregatePopularity(env.DB).then((result) => console.log(JSON.stringify({ message: 'popularity aggregated', ...result }))),
    );
  },
} satisfies ExportedHandler<Env>;
