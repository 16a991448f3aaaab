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

describe('rate limits', () => {
  it('photo uploads: 10 a minute per client, then 429 with Retry-After', async () => {
    const upload = (ip: string) =>
      api('/tc/p/photo', {}, from(ip, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' }));
    const first = await statuses(10, () => upload('203.0.113.10'));
    expect(first.every((status) => status === 415)).toBe(true);
    const over = await upload('203.0.113.10');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 429, data: null });
    expect(over.body.msg).toMatch(/too many requests/i);
    expect(over.response.headers.get('Retry-After')).toBe('60');
    // another client is not affected
    expect((await upload('203.0.113.11')).status).toBe(415);
  });

  it('event intake: 300 a minute per client, then 429', async () => {
    const send = (ip: string) => api('/express/eget', { name: 'page_view' }, from(ip));
    const allowed = await statuses(300, () => send('198.51.100.20'));
    expect(allowed.filter((status) => status === 429)).toEqual([]);
    const over = await send('198.51.100.20');
    expect(over.status).toBe(429);
    expect(over.response.headers.get('Retry-After')).toBe('60');
    expect((await send('198.51.100.21')).status).toBe(400);
  });

  it('reads are not limited', async () => {
    const reads = await statuses(15, () => api('/car/carNameList', {}, from('192.0.2.30')));
    expect(reads.every((status) => status === 200)).toBe(true);
  });
});
