import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '#app/gateway/envelope.ts';
import { JPEG, PNG, variantPng, webp } from '../support/images';
import { api, ORIGIN } from './helpers';

type Submitted = { id: string; status: string; duplicate: boolean };
type PhotoPage = { list: Array<{ id: string; url: string; caption: string | null }>; total: number };

function upload(fields: Record<string, string>, file?: { bytes: Uint8Array; type: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set('photo', new File([file.bytes.slice()], 'car-photo', { type: file.type }));
  return api<Submitted>('/tc/p/photo', {}, { method: 'POST', body: form });
}

function admin(path: string, init: RequestInit = {}, token = 'test-operator-token') {
  return SELF.fetch(`${ORIGIN}/admin/api${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });
}

describe('/tc/p/photo', () => {
  it('stores a JPEG, PNG or WebP as pending, in R2 and D1, and a repeat is not stored twice', async () => {
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [PNG, 'image/png'],
      [webp(), 'image/webp'],
    ] as const) {
      const { status, data } = await upload({ carId: '1010', caption: 'At the show' }, { bytes, type });
      expect(status, type).toBe(200);
      expect(data).toMatchObject({ status: 'pending', duplicate: false });
      const row = await env.DB.prepare('SELECT r2_key, content_type, status FROM photos WHERE id = ?')
        .bind(data.id)
        .first<{ r2_key: string; content_type: string }>();
      expect(row).toMatchObject({ content_type: type, status: 'pending' });
      expect((await env.PHOTOS.head(row!.r2_key))?.size).toBe(bytes.byteLength);
      const again = await upload({ carId: '1010' }, { bytes, type });
      expect(again.data).toEqual({ id: data.id, status: 'pending', duplicate: true });
    }
  });

  it('accepts the raw image as the body with carId in the query', async () => {
    const { status, data } = await api<Submitted>(
      '/tc/p/photo',
      { carId: 1011 },
      { method: 'POST', headers: { 'Content-Type': 'image/png' }, body: variantPng(7) },
    );
    expect(status).toBe(200);
    expect(data.status).toBe('pending');
  });

  it.each([
    ['bytes that are not an image', { bytes: new TextEncoder().encode('<svg onload=alert(1)>'), type: 'image/png' }, 415],
    ['a truncated PNG', { bytes: PNG.slice(0, 40), type: 'image/png' }, 415],
    ['a truncated JPEG', { bytes: JPEG.slice(0, JPEG.length - 2), type: 'image/jpeg' }, 415],
    ['a GIF', { bytes: new TextEncoder().encode('GIF89a\x01\x00\x01\x00'), type: 'image/gif' }, 415],
    ['an empty file', { bytes: new Uint8Array(), type: 'image/png' }, 400],
  ])('refuses %s', async (_label, file, status) => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM photos').first<{ n: number }>();
    const response = await upload({ carId: '1012' }, file);
    expect(response.status).toBe(status);
    expect(response.body.msg).toMatch(/photo|image/i);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM photos').first()).toEqual(before);
  });

  it('refuses a form whose carId or caption is in the address too, and stores nothing', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM photos').first<{ n: number }>();
    for (const [name, value] of [
      ['carId', 1012],
      ['caption', 'At the show'],
    ] as const) {
      const form = new FormData();
      form.set('carId', '1010');
      form.set('caption', 'In the car park');
      form.set('photo', new File([variantPng(8).slice()], 'car-photo', { type: 'image/png' }));
      const { status, body } = await api<Submitted>('/tc/p/photo', { [name]: value }, { method: 'POST', body: form });
      expect(status, name).toBe(400);
      expect(body.msg).toBe(`Invalid parameters: ${name}: is given more than once`);
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM photos').first<{ n: number }>()).toEqual(before);
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG.subarray(0, 8));
    const response = await upload({ carId: '1012' }, { bytes: big, type: 'image/png' });
    expect(response.status).toBe(413);
  });

  it('refuses missing or unknown cars, bad captions and wrong content types', async () => {
    expect((await upload({}, { bytes: PNG, type: 'image/png' })).status).toBe(400);
    expect((await upload({ carId: 'abc' }, { bytes: PNG, type: 'image/png' })).status).toBe(400);
    const unknown = await upload({ carId: '999999' }, { bytes: variantPng(9), type: 'image/png' });
    expect(unknown.status).toBe(404);
    expect((await upload({ carId: '1010', caption: '<b>hi</b>' }, { bytes: PNG, type: 'image/png' })).status).toBe(400);
    // a caption keeps what it says, without control characters or marks that reverse how it reads
    const odd = await upload({ carId: '1010', caption: 'Red\u0001car \u202Egnp.exe' }, { bytes: variantPng(131), type: 'image/png' });
    expect(odd.status).toBe(200);
    const stored = await env.DB.prepare('SELECT caption FROM photos WHERE id = ?').bind(odd.data.id).first<{ caption: string }>();
    expect(stored!.caption).toBe('Red car gnp.exe');
    const json = await api('/tc/p/photo', {}, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
  });
});

describe('approval and listing', () => {
  it('lists and serves a photo only once an operator approves it', async () => {
    const { data: submitted } = await upload(
      { carId: '1020', caption: 'Front three-quarter' },
      { bytes: variantPng(21), type: 'image/png' },
    );
    const listed = () => api<PhotoPage>('/tc/p/list/photos', { carId: 1020 });
    expect((await listed()).data).toMatchObject({ list: [], total: 0 });
    expect((await SELF.fetch(`${ORIGIN}/photos/${submitted.id}`)).status).toBe(404);

    const pending = (await (await admin('/photos?status=pending')).json()) as Envelope<Array<{ id: string }>>;
    expect(pending.data.map((photo) => photo.id)).toContain(submitted.id);

    const approved = await admin(`/photos/${submitted.id}/approve`, { method: 'POST' });
    expect(approved.status).toBe(200);
    const { data } = await listed();
    expect(data.total).toBe(1);
    expect(data.list[0]).toMatchObject({ id: submitted.id, caption: 'Front three-quarter', url: `/photos/${submitted.id}` });
    const served = await SELF.fetch(`${ORIGIN}${data.list[0]!.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(variantPng(21));

    await admin(`/photos/${submitted.id}/reject`, { method: 'POST' });
    expect((await listed()).data.total).toBe(0);
  });

  it('the operator endpoints answer 401 without the right token', async () => {
    expect((await SELF.fetch(`${ORIGIN}/admin/api/photos`)).status).toBe(401);
    expect((await admin('/photos', {}, 'wrong-token')).status).toBe(401);
    const { data } = await upload({ carId: '1021' }, { bytes: variantPng(31), type: 'image/png' });
    const attempt = await admin(`/photos/${data.id}/approve`, { method: 'POST' }, 'wrong-token');
    expect(attempt.status).toBe(401);
    const row = await env.DB.prepare('SELECT status FROM photos WHERE id = ?').bind(data.id).first();
    expect(row).toEqual({ status: 'pending' });
    expect((await admin('/photos/00000000-0000-0000-0000-000000000000/approve', { method: 'POST' })).status).toBe(404);
    expect((await admin('/photos?status=everything')).status).toBe(400);
  });

  it('/tc/p/list/photos validates its parameters', async () => {
    expect((await api('/tc/p/list/photos')).status).toBe(400);
    expect((await api('/tc/p/list/photos', { carId: 1020, pageSize: 100 })).status).toBe(400);
    expect((await api('/tc/p/list/photos', { carId: 'x' })).status).toBe(400);
    // a car no car has is not a car without photos
    const unknown = await api('/tc/p/list/photos', { carId: 99999999 });
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'No car with id 99999999']);
    expect((await api('/tc/p/list/photos', { carId: 1020 })).status).toBe(200);
  });
});
