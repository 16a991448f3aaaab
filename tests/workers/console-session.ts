// Driving the operators' console as a browser would: sign in, read a page (and its form token), post a form.
import { SELF } from 'cloudflare:test';
import { ORIGIN } from './helpers';

export const TOKEN = 'test-operator-token';
export const COOKIE = '__Host-carlog_console';

export async function signIn(token = TOKEN, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(`${ORIGIN}/admin/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ token, next: '/admin/photos' }),
  });
  const setCookie = response.headers.get('Set-Cookie') ?? '';
  return { response, setCookie, cookie: setCookie.split(';')[0]! };
}

/** A console page read with the session `cookie`; its form token, when it has forms. */
export async function page(path: string, cookie: string) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });
  const html = await response.text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { response, html, csrf };
}

export function post(path: string, cookie: string, fields: Array<[string, string]>, origin: string | null = ORIGIN) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', ...(origin ? { Origin: origin } : {}) },
    body: new URLSearchParams(fields),
  });
}
