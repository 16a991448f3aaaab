// The intake (/express/epost, /express/eget) through the Worker: it checks a batch and puts it on the
// events queue; Miniflare's queue delivers it to the Worker's consumer, which stores it in D1 and folds
// car views into popularity. What the consumer does with every kind of delivery: events-queue.test.ts.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { aggregatePopularity } from '#app/catalogue/popularity.server.ts';
import type { CarSummary } from '#app/catalogue/cars.server.ts';
import { countEvents } from '#app/events/events.server.ts';
import { api, eventsQueueDrained, postJson, uniqueId } from './helpers';

describe('/express/epost', () => {
  it('stores a batch once, however often it is retried', async () => {
    const batchId = uniqueId('batch');
    const batch = {
      batchId,
      events: [
        { name: 'page_view', path: '/channel3/car-list', channel: 'channel3', deviceType: 'mobile' },
        { name: 'car_view', carId: 1001, ts: Date.now() },
        { name: 'filter_change', params: { filter: 'fuel', value: 'electric' } },
      ],
    };
    const first = await postJson('/express/epost', batch);
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ queued: 3 });
    await eventsQueueDrained();
    expect(await countEvents(env.DB, batchId)).toBe(3);
    const retry = await postJson('/express/epost', batch);
    expect(retry.data).toEqual({ queued: 3 });
    await eventsQueueDrained();
    expect(await countEvents(env.DB, batchId)).toBe(3);
    const stored = await env.DB.prepare('SELECT host, channel FROM events WHERE batch_id = ? AND seq = 0').bind(batchId).first();
    expect(stored).toEqual({ host: 'carlog.test', channel: 'channel3' });
  });

  it('accepts text/plain (sendBeacon) and up to 50 events', async () => {
    const events = Array.from({ length: 50 }, () => ({ name: 'ad_impression' }));
    const batchId = uniqueId('beacon');
    const { status, data } = await postJson('/express/epost', { batchId, events }, { 'Content-Type': 'text/plain;charset=UTF-8' });
    expect(status).toBe(200);
    expect(data).toEqual({ queued: 50 });
    await eventsQueueDrained();
    expect(await countEvents(env.DB, batchId)).toBe(50);
  });

  it.each([
    ['an unknown event name', { batchId: 'bad-name-1', events: [{ name: 'purchase' }] }, 'events.0.name'],
    ['no events', { batchId: 'empty-batch-1', events: [] }, 'events'],
    ['51 events', { batchId: 'too-many-1', events: Array.from({ length: 51 }, () => ({ name: 'page_view' })) }, 'events'],
    ['a short batch id', { batchId: 'x', events: [{ name: 'page_view' }] }, 'batchId'],
    ['a batch id with markup', { batchId: '<img src=x>', events: [{ name: 'page_view' }] }, 'batchId'],
    ['a car id as text', { batchId: 'type-check-1', events: [{ name: 'car_view', carId: '1001' }] }, 'events.0.carId'],
    ['a bad channel', { batchId: 'channel-chk-1', events: [{ name: 'page_view', channel: 'channel0' }] }, 'events.0.channel'],
    ['a long path', { batchId: 'path-check-1', events: [{ name: 'page_view', path: '/'.repeat(301) }] }, 'events.0.path'],
    ['nested params', { batchId: 'params-chk-1', events: [{ name: 'page_view', params: { a: { b: 1 } } }] }, 'events.0.params.a'],
    ['a car id past the largest', { batchId: 'car-id-max-1', events: [{ name: 'car_view', carId: 2 ** 31 }] }, 'events.0.carId'],
    ['a negative time', { batchId: 'ts-check-01', events: [{ name: 'page_view', ts: -1 }] }, 'events.0.ts'],
    ['no events at all', { batchId: 'no-events-1' }, 'events'],
  ])('rejects %s with 400 and stores nothing', async (_label, batch, field) => {
    const { status, body } = await postJson('/express/epost', batch);
    expect(status).toBe(400);
    const { fields } = body.data as { fields: Record<string, string[]> };
    expect(Object.keys(fields)).toContain(field);
    // each message says what the field takes, in the site's words, not the validator's
    expect(fields[field]!.join(' ')).not.toMatch(/Invalid input|expected|received|Too (small|big)/);
    await eventsQueueDrained();
    expect(await countEvents(env.DB, batch.batchId)).toBe(0);
  });

  it('rejects malformed JSON, a wrong content type and an oversized body', async () => {
    const broken = await api(
      '/express/epost',
      {},
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"batchId":' },
    );
    expect(broken.status).toBe(400);
    expect(broken.body.msg).toBe('The body must be valid JSON');
    const empty = await api('/express/epost', {}, { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(empty.status).toBe(400);
    const form = await api(
      '/express/epost',
      {},
      { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1' },
    );
    expect(form.status).toBe(415);
    const huge = await api(
      '/express/epost',
      {},
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: `{"pad":"${'x'.repeat(70_000)}"}` },
    );
    expect(huge.status).toBe(413);
  });
});

describe('/express/eget', () => {
  it('names a bad or missing field by its query name, in words', async () => {
    const missing = await api('/express/eget', {});
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe(
      'Invalid parameters: name: is required: the event name; id: is required: the event id, 8 to 64 characters',
    );
    const channel = await api('/express/eget', { name: 'page_view', id: uniqueId('channel'), channel: 'channel100' });
    expect(channel.status).toBe(400);
    expect((channel.body.data as { fields: object }).fields).toEqual({ channel: ['must be channel1 … channel99'] });
  });

  it('stores one event from the query, once per id', async () => {
    const id = uniqueId('pixel');
    const first = await api('/express/eget', { name: 'car_view', id, carId: 1002, channel: 'channel12' });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ queued: 1 });
    const again = await api('/express/eget', { name: 'car_view', id, carId: 1002 });
    expect(again.data).toEqual({ queued: 1 });
    await eventsQueueDrained();
    expect(await countEvents(env.DB, id)).toBe(1);
    const stored = await env.DB.prepare('SELECT car_id, channel FROM events WHERE batch_id = ?').bind(id).first();
    expect(stored).toEqual({ car_id: 1002, channel: 'channel12' });
  });

  it('stores a batch re-sent event by event (id + seq) once, whichever way arrived first', async () => {
    const batchId = uniqueId('fallback');
    const events: Array<Record<string, string | number>> = [
      { name: 'page_view', path: '/car-list' },
      { name: 'car_view', carId: 1003 },
      { name: 'filter_change' },
    ];
    // the POST reached the server but its answer was lost; the client falls back to GETs
    expect((await postJson('/express/epost', { batchId, events })).status).toBe(200);
    for (const [seq, event] of events.entries()) {
      expect((await api('/express/eget', { id: batchId, seq, ...event })).status).toBe(200);
    }
    // and the other way round: GETs first, then the batch's beacon
    const other = uniqueId('fallback');
    await api('/express/eget', { id: other, seq: 1, name: 'car_view', carId: 1003 });
    expect((await postJson('/express/epost', { batchId: other, events })).status).toBe(200);
    await eventsQueueDrained();
    expect(await countEvents(env.DB, batchId)).toBe(3);
    expect(await countEvents(env.DB, other)).toBe(3);
    const names = await env.DB.prepare('SELECT name FROM events WHERE batch_id = ? ORDER BY seq').bind(other).all<{ name: string }>();
    expect(names.results.map((row) => row.name)).toEqual(['page_view', 'car_view', 'filter_change']);
    const badSeq = await api('/express/eget', { id: uniqueId('seq'), seq: 50, name: 'page_view' });
    expect(badSeq.status).toBe(400);
    expect(badSeq.body.msg).toContain('seq');
  });

  it('answers bad input with 400 naming the query field', async () => {
    const unknown = await api('/express/eget', { name: 'purchase', id: 'abcdefgh1' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('name');
    const noId = await api('/express/eget', { name: 'page_view' });
    expect(noId.status).toBe(400);
    expect(noId.body.msg).toContain('id');
    const badCar = await api('/express/eget', { name: 'car_view', id: 'abcdefgh2', carId: 'x' });
    expect(badCar.status).toBe(400);
  });
});

describe('popularity', () => {
  it('comes from car views folded in as the queue stores them, counted once', async () => {
    const views = (carId: number, n: number) => ({
      batchId: uniqueId('views'),
      events: Array.from({ length: n }, () => ({ name: 'car_view', carId })),
    });
    const popular = () =>
      // the edge cache keeps an earlier answer for its TTL: an operator's request renders it again
      api<Array<CarSummary & { views: number }>>(
        '/car/recommendedPopularCars',
        { limit: 3 },
        { headers: { Authorization: 'Bearer test-operator-token' } },
      );
    const first = views(1501, 40);
    await postJson('/express/epost', first);
    await postJson('/express/epost', views(1502, 30));
    // the most viewed of all is a concept (the Nissan Titan Warrior): popular lists only road cars
    await postJson('/express/epost', views(1500, 45));
    // a batch sent again is not counted again
    await postJson('/express/epost', first);
    await eventsQueueDrained();

    const after = await popular();
    expect(after.response.headers.get('X-Edge-Cache')).toBe('REFRESH');
    expect(after.data.map((car) => car.id)).not.toContain(1500);
    expect(after.data[0]).toMatchObject({ id: 1501, views: 40 });
    expect(after.data[1]).toMatchObject({ id: 1502, views: 30 });
    expect(after.data).toHaveLength(3);
    // the scheduled job finds nothing left to count
    expect((await aggregatePopularity(env.DB)).events).toBe(0);
    expect((await popular()).data[0]).toMatchObject({ id: 1501, views: 40 });
  });
});
