// The edge cache in front of the gateway's GET targets (pages use the same code: tests/e2e/caching.spec.ts):
// a warm answer comes from the Cache API without reading D1, a new generation or an operator's request
// renders again, and nothing that is an error, a write or stale-beyond-its-window is served from it.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listCars } from '#app/catalogue/cars.server.ts';
import { listQuerySchema } from '#app/catalogue/filters.server.ts';
import { homeTeasers } from '#app/catalogue/rankings.server.ts';
import { bumpCacheGeneration } from '#app/edge-cache/generation.server.ts';
import { api as viaSelf, postJson, settledFetch, uniqueId } from './helpers';

type Car = { id: number; name: string };
/** waits for the cache write of each answer, which a real Worker does after answering */
const api = <T = unknown>(target: string, params: Record<string, string | number> = {}, init?: RequestInit) =>
  viaSelf<T>(target, params, init, settledFetch);
const operator = { headers: { Authorization: 'Bearer test-operator-token' } };
const rename = (id: number, name: string) => env.DB.prepare('UPDATE cars SET name = ? WHERE id = ?').bind(name, id).run();

afterEach(() => {
  vi.useRealTimers();
});

describe('edge cache', () => {
  it('answers a warm request from the cache, without reading D1, until the generation changes', async () => {
    const first = await api<Car>('/car/carInfo', { id: 1021 });
    expect(first.response.headers.get('X-Edge-Cache')).toBe('MISS');
    expect(first.response.headers.get('Cache-Control')).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400',
    );

    const original = first.data.name;
    await rename(1021, `${original} (changed)`);
    const warm = await api<Car>('/car/carInfo', { id: 1021 });
    expect(warm.response.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(warm.response.headers.get('Cache-Control')).toBe(first.response.headers.get('Cache-Control'));
    expect(Number(warm.response.headers.get('Age'))).toBeGreaterThanOrEqual(0);
    expect(warm.data.name).toBe(original);

    await bumpCacheGeneration(env.DOMAIN_CONFIG);
    const purged = await api<Car>('/car/carInfo', { id: 1021 });
    expect(purged.response.headers.get('X-Edge-Cache')).toBe('MISS');
    expect(purged.data.name).toBe(`${original} (changed)`);
    await rename(1021, original);
  });

  it("drops what the isolate keeps from the catalogue with the generation: the home rows, a list's counts", async () => {
    const electric = listQuerySchema.parse({ fuel: 'electric' });
    const [{ top }, counts] = await Promise.all([homeTeasers(env.DB, 8), listCars(env.DB, electric)]);
    const car = top[0]!;
    await rename(car.id, `${car.name} (changed)`);
    await env.DB.prepare("UPDATE car_facets SET cars = cars + 1 WHERE purpose = '*' AND fuel = 'electric'").run();
    const kept = await Promise.all([homeTeasers(env.DB, 8), listCars(env.DB, electric)]);
    expect([kept[0].top[0]!.name, kept[1].total]).toEqual([car.name, counts.total]);

    await bumpCacheGeneration(env.DOMAIN_CONFIG);
    const [{ top: after }, recounted] = await Promise.all([homeTeasers(env.DB, 8), listCars(env.DB, electric)]);
    expect(after[0]!.name).toBe(`${car.name} (changed)`);
    expect(recounted.total).toBeGreaterThan(counts.total);
    await rename(car.id, car.name);
    await env.DB.prepare("UPDATE car_facets SET cars = cars - 1 WHERE purpose = '*' AND fuel = 'electric'").run();
    await bumpCacheGeneration(env.DOMAIN_CONFIG);
  });

  it('keys by the whole query, in any order, and by host', async () => {
    await api('/car/releaseRankList', { page: 2, pageSize: 5 });
    const reordered = await api('/car/releaseRankList', { pageSize: 5, page: 2 });
    expect(reordered.response.headers.get('X-Edge-Cache')).toBe('HIT');
    expect((await api('/car/releaseRankList', { page: 3, pageSize: 5 })).response.headers.get('X-Edge-Cache')).toBe('MISS');

    const otherHost = await settledFetch('https://other-domain.test/api?url=/car/releaseRankList&page=2&pageSize=5');
    expect(otherHost.headers.get('X-Edge-Cache')).toBe('MISS');
  });

  it('renders again for an operator and stores that, but not for a wrong token', async () => {
    await api('/car/carInfo', { id: 1022 });
    const refreshed = await api<Car>('/car/carInfo', { id: 1022 }, operator);
    expect(refreshed.response.headers.get('X-Edge-Cache')).toBe('REFRESH');
    const wrongToken = await api('/car/carInfo', { id: 1022 }, { headers: { Authorization: 'Bearer guess' } });
    expect(wrongToken.response.headers.get('X-Edge-Cache')).toBe('HIT');
  });

  it('serves a stale answer at once while it renders a fresh one, and nothing past the stale window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T10:00:00Z'));
    await api<Car>('/car/carInfo', { id: 1023 });
    const original = (await api<Car>('/car/carInfo', { id: 1023 })).data.name;
    await rename(1023, `${original} (new)`);

    // past s-maxage (300 s), within stale-while-revalidate (600 s)
    vi.setSystemTime(new Date('2026-11-01T10:06:00Z'));
    const stale = await api<Car>('/car/carInfo', { id: 1023 });
    expect(stale.response.headers.get('X-Edge-Cache')).toBe('STALE');
    expect(stale.data.name).toBe(original);
    // the background render has replaced the entry
    const next = await api<Car>('/car/carInfo', { id: 1023 });
    expect(next.response.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(next.data.name).toBe(`${original} (new)`);

    // 15 minutes on (s-maxage + stale-while-revalidate) nothing old is served
    await rename(1023, original);
    vi.setSystemTime(new Date('2026-11-01T10:21:00Z'));
    const expired = await api<Car>('/car/carInfo', { id: 1023 });
    expect(expired.response.headers.get('X-Edge-Cache')).toBe('MISS');
    expect(expired.data.name).toBe(original);
  });

  it('never keeps errors, writes or targets that say no-store', async () => {
    for (let i = 0; i < 2; i += 1) {
      const bad = await api('/car/carInfo', { id: 'abc' });
      expect(bad.status).toBe(400);
      expect(bad.response.headers.get('X-Edge-Cache')).toBe('MISS');
      expect(bad.response.headers.get('Cache-Control')).toBe('private, no-store');
      const missing = await api('/car/carInfo', { id: 999_999 });
      expect(missing.status).toBe(404);
      expect(missing.response.headers.get('X-Edge-Cache')).toBe('MISS');
    }
    const event = await postJson('/express/epost', { batchId: uniqueId('cache'), events: [{ name: 'page_view', page: '/' }] });
    expect(event.response.headers.get('X-Edge-Cache')).toBeNull();
    const eget = await api('/express/eget', { name: 'page_view', page: '/', id: uniqueId('cache') });
    expect(eget.response.headers.get('X-Edge-Cache')).toBeNull();
  });

  it('answers HEAD from the cache without a body', async () => {
    await api('/car/carInfo', { id: 1024 });
    const head = await settledFetch('https://carlog.test/api?url=/car/carInfo&id=1024', { method: 'HEAD' });
    expect(head.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(await head.text()).toBe('');
  });
});
