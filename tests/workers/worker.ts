// The Worker under test: the shipped non-page routes and the events queue's consumer, without the React
// Router build (only Vite makes it).
import { guardBindings, requestedFaults } from '#app/bindings/guard.server.ts';
import { consumeEvents } from '#app/events/consumer.server.ts';
import { withErrorReporting } from '#app/monitoring/errors.server.ts';
import { handlePlainRoute } from '#app/plain-routes.server.ts';
import { withSecurityHeaders } from '#app/security/headers.server.ts';
import { withBodyLimit } from '#app/security/request-body.server.ts';

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
  async queue(batch, rawEnv) {
    await consumeEvents(batch, guardBindings(rawEnv));
  },
} satisfies ExportedHandler<Env>);
