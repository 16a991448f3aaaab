// The Worker under test: the shipped non-page routes, without the React Router build (only Vite makes it).
import { guardBindings, requestedFaults } from '~/bindings/guard.server';
import { withErrorReporting } from '~/monitoring/errors.server';
import { handlePlainRoute } from '~/plain-routes.server';
import { withSecurityHeaders } from '~/security/headers.server';
import { withBodyLimit } from '~/security/request-body.server';

export default withErrorReporting({
  async fetch(request, rawEnv, ctx) {
    const env = guardBindings(rawEnv, { faults: requestedFaults(request, rawEnv) });
    return withSecurityHeaders(
      await withBodyLimit(
        request,
        () => handlePlainRoute(request, env, ctx) ?? Promise.resolve(new Response('Not found', { status: 404 })),
      ),
    );
  },
} satisfies ExportedHandler<Env>);
