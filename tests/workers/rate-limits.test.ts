// Write targets are limited per client (CF-Connecting-IP): over the limit a client gets a 429 envelope
// with Retry-After, and other clients are not affected. Every request counts, valid or not, so a
// client cannot flood the intake with malformed writes either.
import { describe, expect, it } from 'vitest';
import { api } from './helpers';

const from = (ip: string, init: RequestInit = {}) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'CF-Connecting-IP': ip },
});

async function statuses(count: number, send: () => Promise<{ status: number }>): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < count; i += 1) result.push((await send()).status);
  return result;
}

/**
 * The limiter counts per minute of the wall clock, so a run that crosses a minute starts counting
 * again midway. The test owns the window instead of hoping: it repeats `attempt` (with a fresh client
 * each time) until one run starts and ends inside one minute, and checks that run.
 */
async function withinOneWindow<T>(attempt: (client: number) => Promise<T>): Promise<T> {
  for (let client = 1; ; client += 1) {
    const minute = Math.floor(Date.now() / 60_000);
    const result = await attempt(client);
    if (Math.floor(Date.now() / 60_000) === minute) return result;
    if (client === 5) throw new Error('five runs in a row crossed a minute: each run takes longer than the limiter’s window');
  }
}

describe('rate limits', () => {
  it('photo uploads: 10 a minute per client, then 429 with Retry-After', async () => {
    const upload = (ip: string) =>
      api('/tc/p/photo', {}, from(ip, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' }));
    const { first, over } = await withinOneWindow(async (client) => ({
      first: await statuses(10, () => upload(`203.0.113.${client}`)),
      over: await upload(`203.0.113.${client}`),
    }));
    expect(first.every((status) => status === 415)).toBe(true);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 429, data: null });
    expect(over.body.msg).toMatch(/too many requests/i);
    expect(over.response.headers.get('Retry-After')).toBe('60');
    // another client is not affected
    expect((await upload('203.0.113.200')).status).toBe(415);
  });

  it('event intake: 300 a minute per client, then 429', async () => {
    const send = (ip: string) => api('/express/eget', { name: 'page_view' }, from(ip));
    const { allowed, over } = await withinOneWindow(async (client) => ({
      allowed: await statuses(300, () => send(`198.51.100.${client}`)),
      over: await send(`198.51.100.${client}`),
    }));
    expect(allowed.filter((status) => status === 429)).toEqual([]);
    expect(over.status).toBe(429);
    expect(over.response.headers.get('Retry-After')).toBe('60');
    expect((await send('198.51.100.200')).status).toBe(400);
  });

  it('reads are not limited', async () => {
    const reads = await statuses(15, () => api('/car/carNameList', {}, from('192.0.2.30')));
    expect(reads.every((status) => status === 200)).toBe(true);
  });
});
