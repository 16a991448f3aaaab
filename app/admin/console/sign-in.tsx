// Signing in with the operator token. Attempts are limited per client (SIGN_IN_LIMITER); a wrong token
// is told so, never how close it came (the comparison takes the same time whatever it is).
import { accessConfig } from '../access.server';
import { sameText, SESSION_HOURS, startSession } from '../session.server';
import { consoleAnswer, seeOther } from './page';

/** Where to go after signing in: a console address only, never another site. */
export function consolePath(value: FormDataEntryValue | string | null): string {
  return typeof value === 'string' && /^\/admin(\/[A-Za-z0-9._~%/?=&-]*)?$/.test(value) && !value.startsWith('/admin/api')
    ? value
    : '/admin';
}

export function signInPage(env: Env, status: number, next: string, message: string | null = null): Response {
  const configured = Boolean(env.ADMIN_TOKEN?.trim());
  const access = accessConfig(env);
  return consoleAnswer(
    status,
    'Sign in',
    { operator: null, pending: 0, section: null },
    <div className="sign-in panel">
      <h1>Sign in</h1>
      {message && (
        <p className="alert" role="alert">
          {message}
        </p>
      )}
      {access && <p className="muted">This console is behind Cloudflare Access: open it through your Access sign-in.</p>}
      {configured ? (
        <form method="post" action="/admin/sign-in">
          <input type="hidden" name="next" value={consolePath(next)} />
          <div className="field">
            <label htmlFor="token">Operator token</label>
            <input id="token" name="token" type="password" autoComplete="current-password" required maxLength={500} />
          </div>
          <button type="submit" className="primary">
            Sign in
          </button>
          <p className="muted">You stay signed in for {SESSION_HOURS} hours.</p>
        </form>
      ) : (
        !access && <p>No operator token is configured on this deployment (ADMIN_TOKEN): nobody can sign in.</p>
      )}
    </div>,
  );
}

export async function signIn(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const client = request.headers.get('CF-Connecting-IP');
  // a limiter that cannot answer refuses: a sign-in can wait, a guess must not go unlimited
  if (client) {
    const { success } = await env.SIGN_IN_LIMITER.limit({ key: client }).catch(() => ({ success: false }));
    if (!success) {
      // the limiter counts a minute: a client told when to come back need not guess
      const refused = signInPage(env, 429, '/admin', 'Too many sign-in attempts from here: try again in a minute.');
      refused.headers.set('Retry-After', '60');
      return refused;
    }
  }
  const origin = request.headers.get('Origin');
  if (origin !== null && origin !== url.origin) return signInPage(env, 403, '/admin', 'Sign in from this site’s own sign-in page.');
  const form = await request.formData().catch(() => null);
  const next = consolePath(form?.get('next') ?? null);
  const token = form?.get('token');
  const expected = env.ADMIN_TOKEN?.trim();
  if (typeof token !== 'string' || !token.trim()) return signInPage(env, 400, next, 'Enter the operator token.');
  if (!expected || !(await sameText(token.trim(), expected))) return signInPage(env, 401, next, 'That is not the operator token.');
  const cookie = await startSession(env, url, 'operator');
  if (!cookie) return signInPage(env, 401, next, 'That is not the operator token.');
  return seeOther(next, { 'Set-Cookie': cookie });
}
