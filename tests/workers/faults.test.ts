// Injected failures of D1, KV and R2 (app/bindings/guard.server.ts) through the Worker: reads answer a
// 503 envelope with Retry-After within the binding's deadline, or an older cached copy; a write is
// either stored or the client is told to retry, and the retry stores nothing twice. The upstream
// origin's failures are in upstream.test.ts; pages under the same faults in tests/e2e/faults.spec.ts; the
// events queue's consumer under D1 failures in events-queue.test.ts.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../support/console-errors';
import { BindingUnavailable, FAULT_HEADER, guardBindings, type Fault } from '#app/bindings/guard.server.ts';
import { brandReadingFor } from '#app/catalogue/search/brand-reading.server.ts';
import { countEvents } from '#app/events/events.server.ts';
import type { Envelope } from '#app/gateway/envelope.ts';
import { handleGateway } from '#app/gateway/gateway.server.ts';
import { JPEG, variantPng } from '../support/images';
import { api, eventsQueueDrained, ORIGIN, settledFetch, uniqueId } from './helpers';

type Submitted = { id: string; status: string; duplicate: boolean };

const faulty = (...faults: Fault[]) => ({ headers: { [FAULT_HEADER]: faults.join(',') } });

/** The gateway with short deadlines, so a stuck binding is given up on in a test's time. */
async function gatewayWith(faults: Fault[], url: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const guarded = guardBindings(env, { faults: new Set(faults), deadlines: { D1: 200, KV: 200, R2: 200 } });
  const response = await handleGateway(new Request(`${ORIGIN}/api?url=${url}`, init), guarded, ctx);
  await waitOnExecutionContext(ctx);
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: (await response.json()) as Envelope<unknown>,
  };
}

function photoForm(carId: number, bytes: Uint8Array, type: string) {
  const form = new FormData();
  form.set('carId', String(carId));
  form.set('photo', new File([bytes.slice()], 'photo', { type }));
  return { method: 'POST', body: form };
}

const eventBatch = (batchId: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({
    batchId,
    events: [
      { name: 'page_view', path: '/' },
      { name: 'car_view', carId: 1001 },
    ],
  }),
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reads under faults', () => {
  it('a brand beside kinds that cannot be read as filters stays a search', async () => {
    expectConsoleError('brand reading unavailable');
    const failing = guardBindings(env, { faults: new Set<Fault>(['d1-error']), deadlines: { D1: 200, KV: 200, R2: 200 } });
    expect(await brandReadingFor(failing.DB, 'bmw electric')).toBeUndefined();
    // nothing is read for words that need no reading
    expect(await brandReadingFor(failing.DB, 'electric suv')).toBeUndefined();
  });

  it('a failing D1 gives the 503 envelope with Retry-After and no detail of the failure', async () => {
    expectConsoleError('gateway failure');
    const { status, body, response } = await api('/car/carInfo', { id: 1031 }, faulty('d1-error'));
    expect(status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(body).toEqual({ code: 503, data: null, msg: 'The service is briefly unavailable. Please try again in a few seconds.' });
  });

  // the injected timeout never answers: an answer at all is the deadline at work (how long it took is
  // the machine's business, not the test's)
  it('a D1 that does not answer is given up on at its deadline', async () => {
    expectConsoleError('gateway failure');
    const { status, body } = await gatewayWith(['d1-timeout'], '/car/carNameList');
    expect(status).toBe(503);
    expect(body.code).toBe(503);
    // and through the Worker, with the deadline that ships
    const { status: shipped } = await api('/car/carInfo', { id: 1032 }, faulty('d1-timeout'));
    expect(shipped).toBe(503);
  });

  it('a failing KV costs neither a catalogue answer nor a photo list', async () => {
    expect((await api('/car/carInfo', { id: 1033 }, faulty('kv-error'))).status).toBe(200);
    expect((await api('/tc/p/list/photos', { carId: 1033 }, faulty('kv-timeout'))).status).toBe(200);
  });

  it('an answer older than its stale window is served while D1 fails (stale-if-error), not once that has passed too', async () => {
    expectConsoleError('gateway failure');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T10:00:00Z'));
    const fresh = await api<{ name: string }>('/car/carInfo', { id: 1034 }, undefined, settledFetch);
    expect(fresh.response.headers.get('X-Edge-Cache')).toBe('MISS');

    // s-maxage 300 + stale-while-revalidate 600 are over; stale-if-error is a day
    vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
    const rescued = await api<{ name: string }>('/car/carInfo', { id: 1034 }, faulty('d1-error'), settledFetch);
    expect(rescued.status).toBe(200);
    expect(rescued.response.headers.get('X-Edge-Cache')).toBe('STALE-IF-ERROR');
    expect(rescued.data.name).toBe(fresh.data.name);
    expect(Number(rescued.response.headers.get('Age'))).toBe(7_200);

    vi.setSystemTime(new Date('2026-11-02T10:30:00Z'));
    const expired = await api('/car/carInfo', { id: 1034 }, faulty('d1-error'), settledFetch);
    expect(expired.status).toBe(503);
  });

  it('a failing R2 or D1 makes a photo 503 for a while, never a broken image or a 500', async () => {
    expectConsoleError('photo unavailable');
    const stored = await api<Submitted>('/tc/p/photo', {}, photoForm(1035, variantPng(35), 'image/png'));
    await env.DB.prepare("UPDATE photos SET status = 'approved' WHERE id = ?").bind(stored.data.id).run();
    for (const fault of ['r2-error', 'd1-error'] as const) {
      const response = await settledFetch(`${ORIGIN}/photos/${stored.data.id}`, faulty(fault));
      expect(response.status, fault).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('30');
      expect(await response.text()).toBe('The photo is briefly unavailable');
    }
    expect((await settledFetch(`${ORIGIN}/photos/${stored.data.id}`)).status).toBe(200);
  });

  it("tells a store in trouble (busy, I/O) from a statement it refuses (the code's fault, a 500)", async () => {
    // the runtime's D1 cannot be made busy on purpose: a stand-in that fails as D1 reports it
    const failingWith = (message: string) =>
      ({ ...env, DB: { prepare: () => ({ all: () => Promise.reject(new Error(message)) }) } }) as unknown as Env;
    const run = (message: string) =>
      guardBindings(failingWith(message))
        .DB.prepare('SELECT 1')
        .all()
        .catch((error: unknown) => error);
    expect(await run('D1_ERROR: database is locked: SQLITE_BUSY')).toBeInstanceOf(BindingUnavailable);
    expect(await run('D1_ERROR: disk I/O error: SQLITE_IOERR')).toBeInstanceOf(BindingUnavailable);
    expect(await run('D1 DB is overloaded. Requests queued for too long.')).toBeInstanceOf(BindingUnavailable);
    const refused = await run('D1_ERROR: no such table: cars_gone: SQLITE_ERROR');
    expect(refused).not.toBeInstanceOf(BindingUnavailable);
    expect(String(refused)).toContain('no such table');
  });

  it('the fault header does nothing where injection is off', async () => {
    const ctx = createExecutionContext();
    const worker = (await import('./worker')).default;
    const request = new Request(`${ORIGIN}/api?url=/car/carInfo&id=1036`, faulty('d1-error')) as Request<
      unknown,
      IncomingRequestCfProperties
    >;
    const response = await worker.fetch!(request, { ...env, FAULT_INJECTION: undefined } as Env, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
  });
});

describe('writes under faults: stored once, or the client is told to retry', () => {
  it('an event batch the queue refuses is not stored, the client is told to retry, and the retry stores it', async () => {
    expectConsoleError('gateway failure');
    const batchId = uniqueId('fault-batch');
    const failed = await gatewayWith(['queue-error'], '/express/epost', eventBatch(batchId));
    expect(failed).toMatchObject({ status: 503, retryAfter: '5' });
    const retry = await gatewayWith([], '/express/epost', eventBatch(batchId));
    expect(retry.body.data).toEqual({ queued: 2 });
    await eventsQueueDrained();
    expect(await countEvents(env.DB, batchId)).toBe(2);
  });

  it('an event batch queued while its answer was lost is stored once when retried', async () => {
    expectConsoleError('gateway failure');
    const batchId = uniqueId('lost-answer');
    const lost = await gatewayWith(['queue-timeout'], '/express/epost', eventBatch(batchId));
    expect(lost).toMatchObject({ status: 503, retryAfter: '5' });
    await eventsQueueDrained();
    expect(await countEvents(env.DB, batchId)).toBe(2);
    const retry = await gatewayWith([], '/express/epost', eventBatch(batchId));
    expect(retry.body.data).toEqual({ queued: 2 });
    // the pixel form under the same fault
    const pixelId = uniqueId('lost-pixel');
    expect((await gatewayWith(['queue-timeout'], `/express/eget&name=page_view&id=${pixelId}`)).status).toBe(503);
    expect((await gatewayWith([], `/express/eget&name=page_view&id=${pixelId}`)).body.data).toEqual({ queued: 1 });
    await eventsQueueDrained();
    expect(await countEvents(env.DB, batchId)).toBe(2);
    expect(await countEvents(env.DB, pixelId)).toBe(1);
  });

  it('the event intake does not need D1: a batch sent while D1 fails is queued and stored once D1 is back', async () => {
    const batchId = uniqueId('d1-down-intake');
    const { status, body } = await gatewayWith(['d1-error'], '/express/epost', eventBatch(batchId));
    expect({ status, data: body.data }).toEqual({ status: 200, data: { queued: 2 } });
    await eventsQueueDrained();
    expect(await countEvents(env.DB, batchId)).toBe(2);
  });

  it('a photo R2 refuses leaves no row; the retry stores it once', async () => {
    expectConsoleError('gateway failure');
    const bytes = variantPng(36);
    const count = () =>
      env.DB.prepare('SELECT count(*) AS n FROM photos WHERE car_id = 1036')
        .first<{ n: number }>()
        .then((row) => row?.n);
    const before = await count();
    for (const fault of ['r2-error', 'r2-timeout'] as const) {
      const failed = await gatewayWith([fault], '/tc/p/photo', photoForm(1036, bytes, 'image/png'));
      expect(failed, fault).toMatchObject({ status: 503, retryAfter: '5' });
      expect(await count()).toBe(before);
    }
    const stored = await gatewayWith([], '/tc/p/photo', photoForm(1036, bytes, 'image/png'));
    expect(stored.body.data).toMatchObject({ status: 'pending', duplicate: false });
    expect(await count()).toBe((before ?? 0) + 1);
  });

  it('a photo whose store answer was lost is stored once on the retry: same key, one row, one object', async () => {
    expectConsoleError('gateway failure');
    const lost = await gatewayWith(['r2-timeout'], '/tc/p/photo', photoForm(1037, JPEG, 'image/jpeg'));
    expect(lost).toMatchObject({ status: 503, retryAfter: '5' });
    // the bytes reached R2, the row was never written
    expect((await env.PHOTOS.list({ prefix: 'photos/1037/' })).objects).toHaveLength(1);
    const retry = await gatewayWith([], '/tc/p/photo', photoForm(1037, JPEG, 'image/jpeg'));
    expect(retry.body.data).toMatchObject({ status: 'pending', duplicate: false });
    const again = await gatewayWith([], '/tc/p/photo', photoForm(1037, JPEG, 'image/jpeg'));
    expect(again.body.data).toMatchObject({ status: 'pending', duplicate: true });
    const rows = await env.DB.prepare('SELECT id FROM photos WHERE car_id = 1037').all<{ id: string }>();
    expect(rows.results.map((row) => row.id)).toEqual([(retry.body.data as Submitted).id]);
    expect((await env.PHOTOS.list({ prefix: 'photos/1037/' })).objects).toHaveLength(1);
  });
});
