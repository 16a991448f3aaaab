// The Worker under test: the shipped non-page routes, without the React Router build (only Vite makes it).
import { withErrorReporting } from '~/monitoring/errors.server';
import { handlePlainRoute } from '~/plain-routes.server';

export default withErrorReporting({
  fetch(request, env, ctx) {
    return handlePlainRoute(request, env, ctx) ?? Promise.resolve(new Response('Not found', { status: 404 }));
  },
} satisfies ExportedHandler<Env>);
