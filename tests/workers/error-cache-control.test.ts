// Every JSON error, whatever its kind, is sent with `Cache-Control: private, no-store`: no browser, proxy
// or CDN may keep a refusal or a failure and hand it out again. Successes keep their own policy.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { expectConsoleError } from '../support/console-errors';
import { describe, expect, it } from 'vitest';
import { FAULT_HEADER } from '#app/bindings/guard.server.ts';
import type { Envelope } from '#app/gateway/envelope.ts';
import { handleGateway } from '#app/gateway/gateway.server.ts';
import { MAX_PHOTO_SIDE } from '#app/photos/image-type.ts';
import { jpeg, PNG } from '../support/images';
import { api, ORIGIN, postJson } from './helpers';

const PRIVATE = 'private, no-store';

type Answered = Response | { response: Response; body: Envelope };

/** The answer's status, its envelope code and its Cache-Control (api() has read the body already). */
async function answer(answered: Answered) {
  const response = answered instanceof Response ? answered : answered.response;
  const body = answered instanceof Response ? ((await answered.json()) as Envelope) : answered.body;
  return { status: response.status, code: body.code, cacheControl: response.headers.get('Cache-Control') };
}

const expectPrivateError = async (answered: Answered, status: number) =>
  expect(await answer(answered)).toEqual({ status, code: status, cacheControl: PRIVATE });

function photo(bytes: Uint8Array, type: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set('carId', '1001');
  form.set('photo', new File([bytes.slice()], 'car-photo', { type }));
  return api('/tc/p/photo', {}, { method: 'POST', body: form, headers });
}

/** The gateway called with another environment (an operator's misconfiguration). */
async function gatewayWith(environment: Env, target: string) {
  const ctx = createExecutionContext();
  const response = await handleGateway(new Request(`${ORIGIN}/api?url=${encodeURIComponent(target)}`), environment, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('gateway errors are private, no-store', () => {
  it('400 invalid parameters, on a cached read and on a write', async () => {
    await expectPrivateError(await api('/car/carInfo', { id: 'abc' }), 400);
    await expectPrivateError(await postJson('/express/epost', { batchId: 'x', events: 'none' }), 400);
  });

  it('404 unknown target and unknown car', async () => {
    await expectPrivateError(await api('/no/such/target'), 404);
    await expectPrivateError(await api('/car/carInfo', { id: 999_999 }), 404);
  });

  it('405 wrong method, 413 body too large, 415 wrong content type, 422 too many pixels', async () => {
    await expectPrivateError(await api('/express/epost'), 405);
    const huge = `{"pad":"${'x'.repeat(70_000)}"}`;
    await expectPrivateError(
      await api('/express/epost', {}, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: huge }),
      413,
    );
    await expectPrivateError(
      await api('/express/epost', {}, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1' }),
      415,
    );
    await expectPrivateError(await photo(jpeg(MAX_PHOTO_SIDE + 1, 10), 'image/jpeg'), 422);
  });

  it('429 too many writes from one client', async () => {
    const from = { 'CF-Connecting-IP': '203.0.113.77' };
    // sent until the limiter refuses (10 a minute); a window that turns over mid-way only means more sends
    let last = await photo(PNG, 'text/plain', from);
    for (let sent = 1; last.status !== 429 && sent < 40; sent += 1) last = await photo(PNG, 'text/plain', from);
    await expectPrivateError(last, 429);
  });

  it('500 internal failure, 502 unreachable origin, 503 failing D1 or queue', async () => {
    expectConsoleError('gateway failure');
    await expectPrivateError(await gatewayWith({ ...env, API_ORIGIN: 'file:///etc/passwd' }, '/car/carInfo?id=1'), 500);
    await expectPrivateError(await gatewayWith({ ...env, API_ORIGIN: 'http://127.0.0.1:9' }, '/car/carInfo?id=1'), 502);
    await expectPrivateError(await api('/car/carInfo', { id: 1001 }, { headers: { [FAULT_HEADER]: 'd1-error' } }), 503);
    await expectPrivateError(
      await postJson('/express/epost', { batchId: 'error-cache-1', events: [{ name: 'page_view' }] }, { [FAULT_HEADER]: 'queue-error' }),
      503,
    );
  });

  it("an origin's error is private whatever the origin said", async () => {
    // the stand-in origin answers this target 404 with `public, max-age=600`
    const response = await gatewayWith({ ...env, API_ORIGIN: env.UPSTREAM_ORIGIN }, '/car/recommendedPopularCars');
    await expectPrivateError(response, 404);
  });

  it('successes keep their own policy', async () => {
    expect((await api('/car/carInfo', { id: 1001 })).response.headers.get('Cache-Control')).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400',
    );
    const write = await postJson('/express/epost', { batchId: 'error-cache-2', events: [{ name: 'page_view' }] });
    expect(write.response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('operator API errors are private, no-store', () => {
  const admin = (path: string, init: RequestInit = {}, token: string | null = 'test-operator-token') =>
    SELF.fetch(`${ORIGIN}/admin/api${path}`, {
      ...init,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(init.headers as Record<string, string>) },
    });

  it('401, 400, 404 and 503', async () => {
    expectConsoleError('admin failure');
    await expectPrivateError(await admin('/photos', {}, null), 401);
    await expectPrivateError(await admin('/photos?status=lost'), 400);
    await expectPrivateError(await admin('/nothing-here'), 404);
    await expectPrivateError(await admin('/photos/00000000-0000-0000-0000-000000000000/approve', { method: 'POST' }), 404);
    await expectPrivateError(await admin('/photos', { headers: { [FAULT_HEADER]: 'd1-error' } }), 503);
  });

  it('a success stays no-store', async () => {
    const response = await admin('/photos');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    await response.body?.cancel();
  });
});
