// One body limit on every route (app/security/request-body.server.ts): a body declared larger than the
// largest any route takes is a 413 before any route runs, an envelope on the gateway and the operators'
// API, plain text elsewhere; a body a route leaves unread still gets that route's own answer.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_BYTES } from '#app/security/request-body.ts';
import { ORIGIN } from './helpers';

const over = () => new Uint8Array(MAX_REQUEST_BYTES + 1);

describe('the request body limit', () => {
  it('refuses a body over the limit on every route, before it is read', async () => {
    for (const [path, json] of [
      ['/api?url=/tc/p/photo', true],
      ['/api?url=/car/indexPage', true],
      ['/admin/api/photos', true],
      ['/photos/123', false],
      ['/no-such-route', false],
    ] as const) {
      const response = await SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', headers: { 'Content-Type': 'image/jpeg' }, body: over() });
      expect(response.status, path).toBe(413);
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-store');
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      if (json) expect(await response.json(), path).toMatchObject({ code: 413, data: null, msg: expect.stringMatching(/larger than/) });
      else expect(await response.text(), path).toMatch(/larger than \d+ KB/);
    }
  });

  it('lets a body at the limit reach the route, which gives its own answer', async () => {
    const atLimit = new Uint8Array(MAX_REQUEST_BYTES);
    const unauthorised = await SELF.fetch(`${ORIGIN}/admin/api/photos`, { method: 'POST', body: atLimit });
    expect(unauthorised.status).toBe(401);
    const photo = await SELF.fetch(`${ORIGIN}/api?url=/tc/p/photo`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg' },
      body: atLimit,
    });
    // read and judged by the upload's own checks (zeros are no photo), not refused unread
    expect(photo.status).toBeGreaterThanOrEqual(400);
    expect(((await photo.json()) as { msg: string }).msg).not.toMatch(/request body is larger/i);
  });
});
