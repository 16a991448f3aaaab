// A console session for the browser tests, signed as sign-in signs it (with the operator token: no
// ADMIN_SESSION_SECRET locally). Tests that are not about sign-in start with one, since sign-in itself
// is limited to 10 tries a minute per client.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const token = /^ADMIN_TOKEN=(.+)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1]?.trim() ?? '';

/** Over http (the local server) the cookie has no `__Host-` prefix. */
export const SESSION_COOKIE = 'carlog_console';

/** A session cookie's value, valid for `ms` (negative: expired that long ago). */
export function sessionCookie(ms: number): string {
  const payload = Buffer.from(JSON.stringify({ who: 'operator', exp: Date.now() + ms })).toString('base64url');
  return `${payload}.${createHmac('sha256', token).update(`session.${payload}`).digest('base64url')}`;
}
