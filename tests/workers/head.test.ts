// HEAD never changes anything: on every target that writes (events, photo uploads, photo reviews) it is a
// 405 naming the methods that are taken, and the database, the photo store and the cache generation are
// as they were. Reads still answer HEAD as a GET without the body.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { GENERATION_KEY } from '#app/edge-cache/generation.server.ts';
import { countEvents } from '#app/events/events.server.ts';
import type { Envelope } from '#app/gateway/envelope.ts';
import { variantPng } from '../support/images';
import { eventsQueueDrained, ORIGIN } from './helpers';

const TOKEN = 'test-operator-token';

/** Everything a write could change: rows, stored objects, the photos' statuses, the cache generation. */
async function state() {
  const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
  const statuses = await env.DB.prepare('SELECT id, status, reviewed_at FROM photos ORDER BY id').all();
  return {
    events: await count('events'),
    photos: await count('photos'),
    statuses: statuses.results,
    objects: (await env.PHOTOS.list()).objects.length,
    generation: await env.DOMAIN_CONFIG.get(GENERATION_KEY),
  };
}

async function pendingPhoto(): Promise<string> {
  const url = `${ORIGIN}/api?url=/tc/p/photo&carId=1012`;
  const response = await SELF.fetch(url, { method: 'POST', headers: { 'Content-Type': 'image/png' }, body: variantPng(77) });
  const { data } = (await response.json()) as Envelope<{ id: string }>;
  return data.id;
}

const head = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`${ORIGIN}${path}`, { method: 'HEAD', headers });

describe('HEAD', () => {
  it('records no event: /express/eget refuses it with 405 and Allow: GET', async () => {
    const before = await state();
    const response = await head('/api?url=/express/eget&name=page_view&id=head-check-0001&path=/');
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET');
    expect(await state()).toEqual(before);
    // the same query as a GET is stored: the HEAD was refused for its method, not its parameters
    const get = await SELF.fetch(`${ORIGIN}/api?url=/express/eget&name=page_view&id=head-check-0001&path=/`);
    expect(get.status).toBe(200);
    await eventsQueueDrained();
    expect(await countEvents(env.DB, 'head-check-0001')).toBe(1);
  });

  it('stores nothing on the POST targets', async () => {
    const before = await state();
    for (const [target, query] of [
      ['/express/epost', ''],
      ['/tc/p/photo', '&carId=1012'],
    ]) {
      const response = await head(`/api?url=${target}${query}`, { 'Content-Type': 'image/png' });
      expect(response.status, target).toBe(405);
      expect(response.headers.get('Allow'), target).toBe('POST');
    }
    expect(await state()).toEqual(before);
  });

  it('reviews no photo: the review endpoints take POST only', async () => {
    const id = await pendingPhoto();
    const before = await state();
    for (const action of ['approve', 'reject']) {
      const response = await head(`/admin/api/photos/${id}/${action}`, { Authorization: `Bearer ${TOKEN}` });
      expect(response.status, action).toBe(405);
      expect(response.headers.get('Allow'), action).toBe('POST');
    }
    expect(await state()).toEqual(before);
    expect(before.statuses).toContainEqual({ id, status: 'pending', reviewed_at: null });
  });

  it('still answers the reads, without a body', async () => {
    for (const path of ['/api?url=/car/carInfo&id=1001', '/api?url=/tc/p/list/photos&carId=1012', '/admin/api/photos']) {
      const response = await head(path, { Authorization: `Bearer ${TOKEN}` });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe('');
    }
  });
});
