// The Worker's non-page routes, shared by workers/app.ts and the workerd tests' Worker, so the tests
// exercise the routing that ships. null: not one of them, a page for React Router.
import { handleAdmin } from './admin/admin.server';
import { handleGateway } from './gateway/gateway.server';
import { servePhoto } from './photos/serve.server';
import { UNITS_SWITCH_PATH } from './units/preference';
import { handleUnitsSwitch } from './units/switch.server';

export function handlePlainRoute(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> | null {
  const { pathname } = new URL(request.url);
  if (pathname === '/api') return handleGateway(request, env, ctx);
  if (pathname.startsWith('/admin/api/')) return handleAdmin(request, env);
  if (pathname.startsWith('/photos/')) return servePhoto(request, env);
  if (pathname === UNITS_SWITCH_PATH) return Promise.resolve(handleUnitsSwitch(request));
  return null;
}
