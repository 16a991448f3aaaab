// The operators' console under /admin (its JSON API for the command line is /admin/api: admin.server.ts).
// Without a valid session (or Access identity) every address answers the sign-in page with 401, and
// nothing else; every write must come from the console's own form (sentFromConsole).
import { countPhotosByStatus, getPhotoObject } from '#app/photos/photos.server.ts';
import { photoAnswer } from '#app/photos/serve.server.ts';
import { accessIdentity } from '../access.server';
import { accessCsrf, endSession, readSession, sentFromConsole, type Operator } from '../session.server';
import { domainsRoute, type PreviewRenderer } from './domains.server';
import { glancePage, purge } from './glance';
import { consoleAnswer, CONSOLE_HEADERS, seeOther, type Frame, type Section } from './page';
import { decidePhotos, photoDecision, photosPage, photoStatusOf } from './photos';
import { consolePath, signIn, signInPage } from './sign-in';

export type { PreviewRenderer };

async function currentOperator(request: Request, env: Env): Promise<Operator | null> {
  const who = await accessIdentity(request, env);
  if (who) return { who, via: 'access', csrf: await accessCsrf(env, who) };
  return readSession(request, env);
}

const PHOTO_IMAGE = /^\/admin\/photos\/([0-9a-f-]{36})\/image$/;

export function messagePage(status: number, frame: Frame, title: string, text: string): Response {
  return consoleAnswer(
    status,
    title,
    frame,
    <>
      <h1>{title}</h1>
      <p className="panel">{text}</p>
    </>,
  );
}

export async function handleConsole(request: Request, env: Env, preview: PreviewRenderer | null = null): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (method !== 'GET' && method !== 'POST') {
    return new Response('Method not allowed: the console takes GET and POST.\n', {
      status: 405,
      headers: { Allow: 'GET, HEAD, POST', 'Content-Type': 'text/plain; charset=utf-8', ...CONSOLE_HEADERS },
    });
  }
  if (path === '/admin/sign-in' && method === 'POST') return signIn(request, env);

  const operator = await currentOperator(request, env);
  if (!operator) {
    const hadSession = /carlog_console=[^;]/.test(request.headers.get('Cookie') ?? '');
    const next = method === 'GET' ? consolePath(`${path}${url.search}`) : '/admin';
    return signInPage(env, 401, next, hadSession ? 'Your session has ended: sign in again.' : null);
  }

  const section: Section = path.startsWith('/admin/photos')
    ? 'photos'
    : path.startsWith('/admin/domains')
      ? 'domains'
      : path === '/admin'
        ? 'glance'
        : null;
  let form: FormData | null = null;
  if (method === 'POST') {
    form = await request.formData().catch(() => null);
    const token = form?.get('csrf');
    if (!form || !(await sentFromConsole(request, operator, typeof token === 'string' ? token : null))) {
      return messagePage(
        403,
        { operator, pending: 0, section },
        'Not sent from the console',
        'This form did not come from the console’s own page, so nothing was changed. Open the console and try again.',
      );
    }
  }

  if (path === '/admin/sign-in' && method === 'GET') return seeOther('/admin');
  if (path === '/admin/sign-out' && form) {
    return seeOther('/admin', { 'Set-Cookie': endSession(url) });
  }
  const image = PHOTO_IMAGE.exec(path);
  if (image && method === 'GET') {
    const object = await getPhotoObject(env.DB, env.PHOTOS, image[1]!);
    const bytes = object && new Uint8Array(await object.arrayBuffer());
    const answer = object && bytes && photoAnswer(request, image[1]!, bytes, object.httpEtag, CONSOLE_HEADERS['Cache-Control']);
    return (
      answer ||
      new Response('Photo not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...CONSOLE_HEADERS } })
    );
  }

  const counts = await countPhotosByStatus(env.DB);
  const frame = { operator, pending: counts.pending, section };
  const head = (response: Response) => (request.method === 'HEAD' ? new Response(null, response) : response);

  if (path === '/admin' && method === 'GET') return head(await glancePage(env, frame, url.searchParams.has('purged')));
  if (path === '/admin/purge' && form) return purge(env);
  if (path === '/admin/photos') {
    const status = photoStatusOf(url.searchParams.get('status'));
    if (!status) return seeOther('/admin/photos');
    if (method === 'GET') return head(await photosPage(env, frame, status, url.searchParams.get('done')));
    const decision = form && photoDecision(form);
    if (!decision) return messagePage(400, frame, 'Nothing to do', 'Select at least one photo, then choose what to do with it.');
    return decidePhotos(env, status, decision);
  }
  if (path === '/admin/domains' || path.startsWith('/admin/domains/')) {
    const answer = await domainsRoute(request, env, frame, path, form, preview);
    if (answer) return head(answer);
  }
  return messagePage(404, frame, 'Not found', 'There is no console page at this address.');
}
