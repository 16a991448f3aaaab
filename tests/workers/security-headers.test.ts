// Every answer of the Worker carries the security headers; non-page answers may not run or be framed.
import { describe, expect, it } from 'vitest';
import { api, postJson, settledFetch } from './helpers';

const expectSecured = (headers: Headers) => {
  expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000');
  expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('Permissions-Policy')).toContain('camera=()');
  expect(headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers.get('Set-Cookie')).toBeNull();
};

describe('security headers', () => {
  it('are on gateway answers, good and bad, and on writes', async () => {
    expectSecured((await api('/car/carNameList')).response.headers);
    expectSecured((await api('/car/carInfo', { id: 'abc' })).response.headers);
    expectSecured((await api('/no/such/target')).response.headers);
    expectSecured((await postJson('/express/epost', { batchId: 'security-headers-1', events: [{ name: 'page_view' }] })).response.headers);
  });

  it('are on a cached answer too', async () => {
    await settledFetch('https://carlog.test/api?url=/car/carInfo&id=1030');
    const hit = await settledFetch('https://carlog.test/api?url=/car/carInfo&id=1030');
    expect(hit.headers.get('X-Edge-Cache')).toBe('HIT');
    expectSecured(hit.headers);
  });

  it('are on operator answers and photos', async () => {
    expectSecured((await settledFetch('https://carlog.test/admin/api/photos')).headers);
    expectSecured((await settledFetch('https://carlog.test/photos/00000000-0000-0000-0000-000000000000')).headers);
  });
});
