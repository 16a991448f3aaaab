// The Worker under test: the shipped non-page routes, without the React Router build (only Vite makes it).
import { withErrorReporting } from '~/monitoring/errors.server';
import { handlePlainRoute } from '~/plain-routes.server';
import { withSecurityHeaders } from '~/security/headers.server';

export default withErrorReporting({
  async fetch(request, env, ctx) {
    return withSecurityHeaders(await (handlePlainRoute(request, env, ctx) ?? Promise.resolve(new Response('Not found', { status: 404 }))));
  },
} satisfies ExportedHandler<Env>);
