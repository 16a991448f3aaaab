// The console's session: a signed cookie set when an operator signs in with the operator token (or,
// behind Cloudflare Access, the identity Access vouches for on each request: access.server.ts). The
// cookie holds who and until when, signed with HMAC-SHA256 under ADMIN_SESSION_SECRET (else the
// operator token): rotating that secret ends every session. Forms carry a token derived from the
// session, and a write must also come from this site's own pages (Origin), besides SameSite=Strict.

export const SESSION_HOURS = 8;
const SESSION_MS = SESSION_HOURS * 3_600_000;

/** `__Host-` binds the cookie to this exact origin over https; plain http (a local server) cannot use it. */
export const sessionCookieName = (url: URL) => (url.protocol === 'https:' ? '__Host-carlog_console' : 'carlog_console');

const encoder = new TextEncoder();

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function signingSecret(env: Env): string | null {
  return env.ADMIN_SESSION_SECRET?.trim() || env.ADMIN_TOKEN?.trim() || null;
}

async function sign(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text))));
}

/** Equal strings, compared in a time that does not depend on where they differ. */
export async function sameText(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

export type Operator = { who: string; via: 'token' | 'access'; csrf: string };

/** The Set-Cookie of a new session for `who`, valid for a working day. */
export async function startSession(env: Env, url: URL, who: string, now = Date.now()): Promise<string | null> {
  const secret = signingSecret(env);
  if (!secret) return null;
  // a random id makes every session its own, with its own form token, even two started in the same
  // instant (a Worker's clock stands still between its I/O)
  const payload = base64url(encoder.encode(JSON.stringify({ sid: crypto.randomUUID(), who, exp: now + SESSION_MS })));
  const value = `${payload}.${await sign(secret, `session.${payload}`)}`;
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  return `${sessionCookieName(url)}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${SESSION_MS / 1000}${secure}`;
}

export function endSession(url: URL): string {
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  return `${sessionCookieName(url)}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure}`;
}

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

const csrfFor = (secret: string, session: string) => sign(secret, `csrf.${session}`);

/** The operator of a valid, unexpired session cookie; null for none, a forged one or an expired one. */
export async function readSession(request: Request, env: Env, now = Date.now()): Promise<Operator | null> {
  const secret = signingSecret(env);
  const value = cookieValue(request, sessionCookieName(new URL(request.url)));
  if (!secret || !value || value.length > 1000) return null;
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!(await sameText(signature, await sign(secret, `session.${payload}`)))) return null;
  try {
    const data = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { who?: unknown; exp?: unknown };
    if (typeof data.who !== 'string' || typeof data.exp !== 'number' || data.exp <= now) return null;
    return { who: data.who, via: 'token', csrf: await csrfFor(secret, value) };
  } catch {
    return null;
  }
}

/** The form token of an operator Access vouches for: tied to who they are, as a cookie session's is to it. */
export async function accessCsrf(env: Env, who: string): Promise<string> {
  return csrfFor(signingSecret(env) ?? env.ACCESS_AUD ?? '', `access.${who}`);
}

/**
 * A state-changing request comes from the console's own page: the browser says the request is from
 * this origin (Origin, else Sec-Fetch-Site) and the form carries the session's token.
 */
export async function sentFromConsole(request: Request, operator: Operator, token: string | null): Promise<boolean> {
  const origin = request.headers.get('Origin');
  const site = request.headers.get('Sec-Fetch-Site');
  const sameOrigin = origin !== null ? origin === new URL(request.url).origin : site === null || site === 'same-origin';
  return sameOrigin && token !== null && (await sameText(token, operator.csrf));
}
