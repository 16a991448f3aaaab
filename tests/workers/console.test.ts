// The operators' console (/admin) through the Worker: sign-in and its session cookie, the sign-in page
// or 401 for everything without a session, forms refused from another origin or without their token,
// photo moderation (approve, reject, undo, delete, in bulk), the at-a-glance counts and the purge, and
// the command line's bearer endpoints unchanged beside it.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { GENERATION_KEY } from '#app/edge-cache/generation.server.ts';
import { PNG, variantPng } from '../support/images';
import { page, post, signIn, COOKIE, TOKEN } from './console-session';
import { api, ORIGIN } from './helpers';

async function uploadPhoto(carId: number, bytes: Uint8Array, caption: string): Promise<string> {
  const form = new FormData();
  form.set('carId', String(carId));
  form.set('caption', caption);
  form.set('photo', new File([bytes.slice()], 'photo', { type: 'image/png' }));
  const { data } = await api<{ id: string }>('/tc/p/photo', {}, { method: 'POST', body: form });
  return data.id;
}

const statusOf = (id: string) => env.DB.prepare('SELECT status FROM photos WHERE id = ?').bind(id).first<string>('status');

describe('sign-in', () => {
  it('a right token sets a signed session cookie: HttpOnly, Secure, SameSite=Strict, a working day', async () => {
    const { response, setCookie } = await signIn();
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/admin/photos');
    expect(setCookie).toMatch(new RegExp(`^${COOKIE}=[\\w-]+\\.[\\w-]+; Path=/; HttpOnly; SameSite=Strict; Max-Age=28800; Secure$`));
  });

  it('a wrong token is told so, the same way however close it was, and gets no cookie', async () => {
    const near = await signIn(`${TOKEN.slice(0, -1)}x`);
    const far = await signIn('nothing-like-it');
    for (const { response, setCookie } of [near, far]) {
      expect(response.status).toBe(401);
      expect(setCookie).toBe('');
      expect(await response.text()).toContain('That is not the operator token.');
    }
  });

  it('refuses a sign-in posted from another site', async () => {
    const { response, setCookie } = await signIn(TOKEN, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(setCookie).toBe('');
  });

  it('limits sign-in attempts per client: 10 a minute, then 429', async () => {
    const from = { 'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 200) + 1}` };
    for (;;) {
      const minute = Math.floor(Date.now() / 60_000);
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 11; i += 1) {
        const { response } = await signIn('wrong', from);
        statuses.push(response.status);
        retryAfter = response.headers.get('Retry-After');
      }
      if (Math.floor(Date.now() / 60_000) !== minute) {
        from['CF-Connecting-IP'] = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
        continue;
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      // and says when to come back
      expect(retryAfter).toBe('60');
      break;
    }
  });

  it('every console address without a session answers the sign-in page with 401, noindex, uncached', async () => {
    for (const [method, path] of [
      ['GET', '/admin'],
      ['GET', '/admin/photos'],
      ['GET', '/admin/photos?status=approved'],
      ['GET', '/admin/photos/00000000-0000-4000-8000-000000000000/image'],
      ['GET', '/admin/domains'],
      ['GET', '/admin/domains/default'],
      ['GET', '/admin/domains/default/preview?page=home'],
      ['GET', '/admin/nowhere'],
      ['POST', '/admin/purge'],
      ['POST', '/admin/photos'],
      ['POST', '/admin/domains'],
      ['POST', '/admin/sign-out'],
    ]) {
      const response = await SELF.fetch(`${ORIGIN}${path}`, { method, headers: { Origin: ORIGIN } });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
      expect(response.headers.get('Content-Security-Policy')).toMatch(/^default-src 'none'; script-src 'nonce-[^']+'; style-src 'nonce-/);
      const html = await response.text();
      expect(html, path).toContain('Operator token');
      expect(html).not.toMatch(/At a glance|Photos|csrf/);
    }
  });

  it('a forged, tampered or expired cookie is no session', async () => {
    const { cookie } = await signIn();
    const [name, value] = cookie.split('=') as [string, string];
    const [payload, signature] = value.split('.') as [string, string];
    const expired = btoa(JSON.stringify({ who: 'operator', exp: Date.now() - 1000 })).replace(/=+$/, '');
    for (const bad of [
      `${name}=${payload}.${signature.slice(0, -2)}AA`,
      `${name}=${expired}.${signature}`,
      `${name}=${payload}`,
      `carlog_console=${value}`,
    ]) {
      const response = await SELF.fetch(`${ORIGIN}/admin`, { headers: { Cookie: bad } });
      expect(response.status, bad).toBe(401);
    }
    const expiredAnswer = await SELF.fetch(`${ORIGIN}/admin`, { headers: { Cookie: `${name}=${expired}.${signature}` } });
    expect(await expiredAnswer.text()).toContain('Your session has ended: sign in again.');
  });

  it('a session opens the console; signing out ends the cookie', async () => {
    const { cookie } = await signIn();
    const glance = await page('/admin', cookie);
    expect(glance.response.status).toBe(200);
    expect(glance.html).toContain('At a glance');
    const out = await post('/admin/sign-out', cookie, [['csrf', glance.csrf]]);
    expect(out.status).toBe(303);
    expect(out.headers.get('Set-Cookie')).toMatch(new RegExp(`^${COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`));
  });
});

describe('forms from elsewhere', () => {
  it('a write from another origin, without the form token or with another session’s token changes nothing', async () => {
    const { cookie } = await signIn();
    const other = await signIn();
    const { csrf } = await page('/admin', cookie);
    const { csrf: otherCsrf } = await page('/admin', other.cookie);
    expect(otherCsrf).not.toBe(csrf);
    const before = await env.DOMAIN_CONFIG.get(GENERATION_KEY);
    for (const response of [
      await post('/admin/purge', cookie, [['csrf', csrf]], 'https://evil.example'),
      await post('/admin/purge', cookie, []),
      await post('/admin/purge', cookie, [['csrf', otherCsrf]]),
      await post('/admin/purge', cookie, [['csrf', 'x'.repeat(43)]]),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('Not sent from the console');
    }
    expect(await env.DOMAIN_CONFIG.get(GENERATION_KEY)).toBe(before);
  });
});

describe('photo moderation', () => {
  it('shows each pending photo with its car, approves and rejects in bulk, undoes and deletes', async () => {
    const ids = [
      await uploadPhoto(1010, variantPng(101), 'Front three quarters'),
      await uploadPhoto(1010, variantPng(102), 'Rear'),
      await uploadPhoto(1011, variantPng(103), 'Interior'),
    ];
    const { cookie } = await signIn();
    const queue = await page('/admin/photos', cookie);
    for (const id of ids) expect(queue.html).toContain(`/admin/photos/${id}/image`);
    expect(queue.html).toContain('“Front three quarters”');
    expect(queue.html).toMatch(/href="\/cars\/[a-z0-9-]+\/1010"/);
    expect(queue.html).toMatch(/class="badge" aria-label="\d+ waiting"/);

    // the thumbnail is served to the operator, as an image only, though the photo is not public
    const image = await SELF.fetch(`${ORIGIN}/admin/photos/${ids[0]}/image`, { headers: { Cookie: cookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(image.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(image.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await SELF.fetch(`${ORIGIN}/photos/${ids[0]}`)).status).toBe(404);

    const generation = await env.DOMAIN_CONFIG.get(GENERATION_KEY);
    const approved = await post('/admin/photos?status=pending', cookie, [
      ['csrf', queue.csrf],
      ['action', 'approve'],
      ['id', ids[0]!],
      ['id', ids[1]!],
    ]);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('Location')).toBe('/admin/photos?status=pending&done=approve.2');
    expect(await env.DOMAIN_CONFIG.get(GENERATION_KEY)).not.toBe(generation);
    expect([await statusOf(ids[0]!), await statusOf(ids[1]!)]).toEqual(['approved', 'approved']);
    expect((await SELF.fetch(`${ORIGIN}/photos/${ids[0]}`)).status).toBe(200);
    expect((await page('/admin/photos?status=pending&done=approve.2', cookie)).html).toContain('2 photos approved.');

    await post('/admin/photos?status=pending', cookie, [
      ['csrf', queue.csrf],
      ['one', `reject:${ids[2]}`],
    ]);
    expect(await statusOf(ids[2]!)).toBe('rejected');

    // undo: back to the queue, no longer public
    await post('/admin/photos?status=approved', cookie, [
      ['csrf', queue.csrf],
      ['one', `pending:${ids[0]}`],
    ]);
    expect(await statusOf(ids[0]!)).toBe('pending');
    expect((await SELF.fetch(`${ORIGIN}/photos/${ids[0]}`)).status).toBe(404);

    // delete: the row and the R2 object
    const key = await env.DB.prepare('SELECT r2_key FROM photos WHERE id = ?').bind(ids[2]).first<string>('r2_key');
    const deleted = await post('/admin/photos?status=rejected', cookie, [
      ['csrf', queue.csrf],
      ['action', 'delete'],
      ['id', ids[2]!],
    ]);
    expect(deleted.headers.get('Location')).toBe('/admin/photos?status=rejected&done=delete.1');
    expect(await statusOf(ids[2]!)).toBeNull();
    expect(await env.PHOTOS.head(key!)).toBeNull();
  });

  it('refuses a decision without photos or with a malformed one, changing nothing', async () => {
    const { cookie } = await signIn();
    const { csrf } = await page('/admin/photos', cookie);
    for (const fields of [
      [['action', 'approve']],
      [
        ['action', 'publish'],
        ['id', '00000000-0000-4000-8000-000000000000'],
      ],
      [
        ['action', 'approve'],
        ['id', '../../etc'],
      ],
      [['one', 'approve:not-an-id']],
    ] as Array<Array<[string, string]>>) {
      const response = await post('/admin/photos', cookie, [['csrf', csrf], ...fields]);
      expect(response.status).toBe(400);
    }
    const gone = await post('/admin/photos', cookie, [
      ['csrf', csrf],
      ['one', 'approve:00000000-0000-4000-8000-000000000000'],
    ]);
    expect(gone.headers.get('Location')).toBe('/admin/photos?status=pending&done=approve.0');
  });

  it('the command line still reviews with the bearer token', async () => {
    const id = await uploadPhoto(1012, variantPng(104), 'From the command line');
    const list = await SELF.fetch(`${ORIGIN}/admin/api/photos`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(((await list.json()) as { data: Array<{ id: string }> }).data.map((photo) => photo.id)).toContain(id);
    const review = await SELF.fetch(`${ORIGIN}/admin/api/photos/${id}/approve`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(review.status).toBe(200);
    expect(await statusOf(id)).toBe('approved');
    // and the console's cookie opens nothing there
    const { cookie } = await signIn();
    expect((await SELF.fetch(`${ORIGIN}/admin/api/photos`, { headers: { Cookie: cookie } })).status).toBe(401);
  });
});

describe('at a glance', () => {
  it('counts photos waiting, events by domain, the most viewed cars, and purges the edge cache', async () => {
    const now = Date.now();
    const insert = (host: string, name: string, carId: number | null, receivedAt: number) =>
      env.DB.prepare(
        "INSERT INTO events (batch_id, seq, name, car_id, host, params, received_at) VALUES ('glance', ?, ?, ?, ?, '{}', ?)",
      ).bind(Math.floor(Math.random() * 1e9), name, carId, host, receivedAt);
    await env.DB.batch([
      insert('glance-a.example', 'car_view', 1010, now - 3_600_000),
      insert('glance-a.example', 'car_view', 1010, now - 2 * 86_400_000),
      insert('glance-a.example', 'car_view', 1011, now - 3 * 86_400_000),
      insert('glance-b.example', 'page_view', null, now - 60_000),
      insert('glance-b.example', 'page_view', null, now - 30 * 86_400_000),
    ]);
    await uploadPhoto(1013, PNG, 'Waiting');
    const { cookie } = await signIn();
    const { html, csrf } = await page('/admin', cookie);
    const pending = await env.DB.prepare("SELECT count(*) AS n FROM photos WHERE status = 'pending'").first<number>('n');
    expect(html).toContain(`<strong>${pending}</strong> photo`);
    expect(html).toMatch(/<td>glance-a\.example<\/td><td>1<\/td><td>3<\/td>/);
    expect(html).toMatch(/<td>glance-b\.example<\/td><td>1<\/td><td>1<\/td>/);
    expect(html).toMatch(/href="\/cars\/[a-z0-9-]+\/1010">[^<]+<\/a><\/td><td>2<\/td>/);
    expect(html).toContain('Cache generation');

    const purged = await post('/admin/purge', cookie, [['csrf', csrf]]);
    expect(purged.status).toBe(303);
    const generation = await env.DOMAIN_CONFIG.get(GENERATION_KEY);
    expect((await page('/admin?purged=1', cookie)).html).toContain(`<code>${generation}</code>`);
  });
});
