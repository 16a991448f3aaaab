// The Worker under test: the real handlers, without the React Router build (which only Vite makes).
import { handleAdmin } from '~/admin/admin.server';
import { handleGateway } from '~/gateway/gateway.server';
import { servePhoto } from '~/photos/serve.server';

export default {
  fetch(request, env) {
    const { pathname } = new URL(request.url);
    if (pathname === '/api') return handleGateway(request, env);
    if (pathname.startsWith('/admin/api/')) return handleAdmin(request, env);
    if (pathname.startsWith('/photos/')) return servePhoto(request, env);
    return new Response('Not found', { status: 404 });
  },
} satisfies ExportedHandler<Env>;
