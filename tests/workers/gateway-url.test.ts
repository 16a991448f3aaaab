// `url` on the gateway reaches a listed target or nothing: absolute addresses, protocol-relative hosts,
// path tricks and their encoded forms all get the 404 envelope, never a fetch and never a 500.
import { describe, expect, it } from 'vitest';
import { ORIGIN, settledFetch } from './helpers';

const HOSTILE = [
  'https://evil.example/car/indexPage',
  'http://127.0.0.1:8787/car/indexPage',
  '//evil.example/car/indexPage',
  '///car/indexPage',
  '/car/../admin/api/photos',
  '/car/indexPage/../../admin/api/photos',
  '/car/./indexPage',
  '/car/indexPage/',
  '/CAR/INDEXPAGE',
  '/car%2FindexPage',
  '%2Fcar%2FindexPage',
  '/car/indexPage%00',
  '/car/indexPage#x',
  '\\\\evil.example\\car\\indexPage',
  'javascript:alert(1)',
  'file:///etc/passwd',
  '/car/indexPage\n/admin',
  ' /car/indexPage',
  '/constructor',
  '/__proto__',
  'toString',
];

describe('gateway url', () => {
  for (const target of HOSTILE) {
    it(`refuses ${JSON.stringify(target)}`, async () => {
      const url = new URL('/api', ORIGIN);
      url.searchParams.set('url', target);
      const response = await settledFetch(url);
      const body = (await response.json()) as { code: number; msg: string; data: unknown };
      expect(response.status, target).toBe(404);
      expect(body).toEqual({ code: 404, data: null, msg: 'Unknown target' });
    });
  }

  // the query string is decoded once, as every client encodes it: `/car%2findexPage` there is the listed
  // `/car/indexPage`, while a doubly encoded or dotted path stays unlisted
  it('also refuses them when written into the query string as they are', async () => {
    for (const raw of ['//evil.example/x', '/car/%2e%2e/admin/api/photos', '/car%252findexPage', 'https://evil.example/car/indexPage']) {
      const response = await settledFetch(`${ORIGIN}/api?url=${raw}`);
      expect(response.status, raw).toBe(404);
    }
  });
});
