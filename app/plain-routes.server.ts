// The Worker's non-page routes, shared by workers/app.ts and the workerd tests' Worker, so the tests
// exercise the routing that ships. null: not one of them, a page for React Router. `preview` renders a
// page with a draft domain config for the console; only the Worker with the React Router build has it.
import { handleAdmin } from './admin/admin.server';
import { handleConsole, type PreviewRenderer } from './admin/console/console.server';
import { envelope } from './gateway/envelope';
import { handleGateway } from './gateway/gateway.server';
import { servePhoto } from './photos/serve.server';
import { UNITS_SWITCH_PATH } from './units/preference';
import { handleUnitsSwitch } from './units/switch.server';

export function handlePlainRoute(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  preview: PreviewRenderer | null = null,
): Promise<Response> | null {
  const { pathname } = new URL(request.url);
  if (pathname === '/api') return handleGateway(request, env, ctx);
  // the gateway misspelt (`/api/`, `/API`, `/api/car/carInfo`): its own JSON 404 naming the one address,
  // not the home page a client would try to read as JSON
  if (/^\/api(?:\/|$)/i.test(pathname)) {
    return Promise.resolve(envelope(404, null, 'Unknown address: the gateway answers at /api?url=<target>'));
  }
  if (pathname.startsWith('/admin/api/')) return handleAdmin(request, env);
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return handleConsole(request, env, preview);
  if (pathname.startsWith('/photos/')) return servePhoto(request, env);
  if (pathname === UNITS_SWITCH_PATH) return Promise.resolve(handleUnitsSwitch(request));
  return null;
}
