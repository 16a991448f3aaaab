// The events queue's consumer (app/events/consumer.server.ts) given deliveries as the queue makes
// them (createMessageBatch), over the real D1: what it stores, what it acknowledges and what it asks
// the queue to deliver again. Delivery is at least once, so every case that can repeat is repeated.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../support/console-errors';
import { guardBindings, type Fault } from '#app/bindings/guard.server.ts';
import { consumeEvents, retryDelaySeconds } from '#app/events/consumer.server.ts';
import { countEvents, type QueuedBatch } from '#app/events/events.server.ts';
import { uniqueId } from './helpers';

const QUEUE = 'carlog-events';

const queued = (batchId: string, events: QueuedBatch['batch']['events'], firstSeq = 0): QueuedBatch => ({
  batch: { batchId, events },
  host: 'queue.example',
  firstSeq,
  receivedAt: Date.now(),
});

const views = (carId: number, n: number) => Array.from({ length: n }, () => ({ name: 'car_view' as const, carId }));

let delivered = 0;
/** One delivery of these bodies to the consumer, over D1 with the given faults; the queue's view of how it went. */
async function deliver(bodies: unknown[], { faults = [] as Fault[], attempts = 1 } = {}) {
  const batch = createMessageBatch(
    QUEUE,
    bodies.map((body) => ({ id: `message-${++delivered}`, timestamp: Date.now(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await consumeEvents(batch, guardBindings(env, { faults: new Set(faults), deadlines: { D1: 200 } }));
  return { ids: batch.messages.map((message) => message.id), result: await getQueueResult(batch, ctx) };
}

const viewsOf = async (carId: number) =>
  (await env.DB.prepare('SELECT views FROM car_popularity WHERE car_id = ?').bind(carId).first<{ views: number }>())?.views ?? 0;

describe('the events queue consumer', () => {
  it('stores a delivery and folds its car views, once however often a batch comes again', async () => {
    const a = queued(uniqueId('a'), [{ name: 'page_view', path: '/brands' }, ...views(1201, 2)]);
    const b = queued(uniqueId('b'), views(1202, 3));
    const before = { 1201: await viewsOf(1201), 1202: await viewsOf(1202) };
    // the same batch twice in one delivery (the client sent it again), then the whole delivery again
    for (let i = 0; i < 2; i++) {
      const { ids, result } = await deliver([a, b, a]);
      expect(result.outcome).toBe('ok');
      expect(result.explicitAcks).toEqual(ids);
      expect(result.retryMessages).toEqual([]);
    }
    expect(await countEvents(env.DB, a.batch.batchId)).toBe(3);
    expect(await countEvents(env.DB, b.batch.batchId)).toBe(3);
    expect(await viewsOf(1201)).toBe(before[1201] + 2);
    expect(await viewsOf(1202)).toBe(before[1202] + 3);
    const row = await env.DB.prepare('SELECT host, path, params, received_at FROM events WHERE batch_id = ? AND seq = 0')
      .bind(a.batch.batchId)
      .first();
    expect(row).toEqual({ host: 'queue.example', path: '/brands', params: '{}', received_at: a.receivedAt });
  });

  it('keeps a pixel re-sent from a batch at its place (firstSeq), so either way it is stored once', async () => {
    const batchId = uniqueId('pixel');
    await deliver([queued(batchId, [{ name: 'car_view', carId: 1203 }], 1)]);
    await deliver([queued(batchId, [{ name: 'page_view' }, { name: 'car_view', carId: 1203 }])]);
    const rows = await env.DB.prepare('SELECT seq, name FROM events WHERE batch_id = ? ORDER BY seq').bind(batchId).all();
    expect(rows.results).toEqual([
      { seq: 0, name: 'page_view' },
      { seq: 1, name: 'car_view' },
    ]);
  });

  it('asks for the whole delivery again, later, while D1 is unavailable; nothing is stored', async () => {
    expectConsoleError('events not stored');
    const body = queued(uniqueId('d1-down'), views(1204, 2));
    const { result } = await deliver([body], { faults: ['d1-error'], attempts: 3 });
    expect(result.explicitAcks).toEqual([]);
    // the test harness's result leaves out the delay the consumer asks for (retryDelaySeconds: 120 s at the third attempt)
    expect(result.retryMessages).toEqual([{ msgId: expect.any(String) }]);
    expect(retryDelaySeconds(3)).toBe(120);
    expect(await countEvents(env.DB, body.batch.batchId)).toBe(0);
    expect(await viewsOf(1204)).toBe(0);
    // the queue's next attempt finds D1 back
    expect((await deliver([body])).result.explicitAcks).toHaveLength(1);
    expect(await countEvents(env.DB, body.batch.batchId)).toBe(2);
    expect(await viewsOf(1204)).toBe(2);
  });

  it('stores once a delivery whose write was done but whose answer was lost, when the queue brings it again', async () => {
    expectConsoleError('events not stored');
    const body = queued(uniqueId('d1-lost'), views(1205, 4));
    const lost = await deliver([body], { faults: ['d1-timeout'] });
    expect(lost.result.retryMessages).toHaveLength(1);
    await vi.waitUntil(async () => (await countEvents(env.DB, body.batch.batchId)) === 4, { timeout: 60_000, interval: 20 });
    expect((await deliver([body])).result.explicitAcks).toHaveLength(1);
    expect(await countEvents(env.DB, body.batch.batchId)).toBe(4);
    expect(await viewsOf(1205)).toBe(4);
  });

  it('sends a message that is not a batch towards the dead-letter queue and stores the others', async () => {
    expectConsoleError('event batch refused');
    const good = queued(uniqueId('good'), [{ name: 'page_view' }]);
    const { ids, result } = await deliver([{ batch: { batchId: 'x', events: [] } }, good, 'not json at all']);
    expect(result.retryMessages.map((retry) => retry.msgId)).toEqual([ids[0], ids[2]]);
    expect(result.explicitAcks).toEqual([ids[1]]);
    expect(await countEvents(env.DB, good.batch.batchId)).toBe(1);
  });

  it('stores a full delivery, 100 batches of 50 events, in four D1 statements', async () => {
    // every statement D1 is given is prepared first, alone or for a batch
    let prepared = 0;
    const db = new Proxy(env.DB, {
      get(target, property) {
        if (property === 'prepare') return (query: string) => (prepared++, target.prepare(query));
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const bodies = Array.from({ length: 100 }, (_, i) =>
      queued(
        uniqueId(`full-${i}`),
        Array.from({ length: 50 }, (_, seq) => ({
          name: 'page_view' as const,
          path: `/cars/a-long-enough-name/${1000 + seq}`,
          params: { i, seq },
        })),
      ),
    );
    const batch = createMessageBatch(
      QUEUE,
      bodies.map((body, i) => ({ id: `full-${i}`, timestamp: Date.now(), attempts: 1, body })),
    );
    const logs = vi.spyOn(console, 'log');
    await consumeEvents(batch, { ...env, DB: db });
    const logged = logs.mock.calls.map(([line]) => JSON.parse(String(line)) as { message: string; statements: number; accepted: number });
    logs.mockRestore();
    expect(await countEvents(env.DB, bodies[99]!.batch.batchId)).toBe(50);
    // the rows travel as JSON, 512 kB a statement: these 5,000 events are two inserts, then the fold's two
    expect(logged).toEqual([expect.objectContaining({ message: 'events stored', events: 5_000, accepted: 5_000, statements: 4 })]);
    expect(prepared).toBe(4);
  });
});
