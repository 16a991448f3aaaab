// The Worker: /api (the gateway), /admin/api (operators), /photos/{id} (approved visitor photos)
// and the scheduled popularity job are plain handlers; every other request is a React Router page.
// Errors go to the error-reporting service when SENTRY_DSN is set (app/monitoring/).
// Static files are answered by the assets layer before this code runs.
import { createRequestHandler } from 'react-router';
import { aggregatePopularity } from '~/catalogue/popularity.server';
import { createRouterContext } from '~/context.server';
import { withErrorReporting } from '~/monitoring/errors.server';
import { handlePlainRoute } from '~/plain-routes.server';

const requestHandler = createRequestHandler(() => import('virtual:react-router/server-build'), import.meta.env.MODE);

async function handlePage(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const { context, app } = await createRouterContext(request, env, ctx);
  const response = await requestHandler(request, context);
  response.headers.append('Server-Timing', app.timings.header());
  return response;
}

export default withErrorReporting({
  async fetch(request, env, ctx) {
    return handlePlainRoute(request, env) ?? handlePage(request, env, ctx);
  },
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      aggregatePopularity(env.DB).then((result) => console.log(JSON.stringify({ message: 'popularity aggregated', ...result }))),
    );
  },
} satisfies ExportedHandler<Env>);
