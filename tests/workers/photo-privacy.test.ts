// Visitors' photos keep nothing of where, when or with what they were taken: not in R2, not as served.
import { env, SELF } from 'cloudflare:test';
import piexif from 'piexifjs';
import { describe, expect, it } from 'vitest';
import { decodeJpeg, exifOf, phoneJpeg, phonePng, phoneWebp, secretsIn } from '../support/photo-metadata';
import { api, ORIGIN } from './helpers';

type Submitted = { id: string; status: string; duplicate: boolean };

function upload(carId: number, bytes: Uint8Array, type: string) {
  const form = new FormData();
  form.set('carId', String(carId));
  form.set('photo', new File([bytes.slice()], 'IMG_0001', { type }));
  return api<Submitted>('/tc/p/photo', {}, { method: 'POST', body: form });
}

async function stored(id: string) {
  const row = await env.DB.prepare('SELECT r2_key, sha256, size_bytes, content_type FROM photos WHERE id = ?')
    .bind(id)
    .first<{ r2_key: string; sha256: string; size_bytes: number; content_type: string }>();
  const object = await env.PHOTOS.get(row!.r2_key);
  return { row: row!, bytes: new Uint8Array(await object!.arrayBuffer()) };
}

const approve = (id: string) => env.DB.prepare("UPDATE photos SET status = 'approved' WHERE id = ?").bind(id).run();

describe('a visitor photo is stored and served without its metadata', () => {
  it('a phone JPEG: no GPS, serial or time in R2 or as served; the image and its orientation are kept', async () => {
    const original = phoneJpeg({ orientation: 6, seed: 1 });
    const { status, data } = await upload(1061, original, 'image/jpeg');
    expect(status).toBe(200);
    const { row, bytes } = await stored(data.id);
    expect(secretsIn(bytes)).toEqual([]);
    const exif = exifOf(bytes);
    expect(exif.GPS).toEqual({});
    expect(exif.Exif).toEqual({});
    expect(exif['0th']).toEqual({ [piexif.ImageIFD.Orientation]: 6 });
    expect(decodeJpeg(bytes).data).toEqual(decodeJpeg(original).data);
    // the row describes the stored bytes, and its key is their hash, as for any upload
    expect(row.size_bytes).toBe(bytes.byteLength);
    expect(row.r2_key).toBe(`photos/1061/${row.sha256}`);

    await approve(data.id);
    const served = await SELF.fetch(`${ORIGIN}/photos/${data.id}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it.each([
    ['PNG', phonePng(), 'image/png'],
    ['WebP', phoneWebp(), 'image/webp'],
  ])('a %s with EXIF, XMP and text', async (_label, original, type) => {
    const { status, data } = await upload(1061, original, type);
    expect(status).toBe(200);
    const { bytes } = await stored(data.id);
    expect(secretsIn(original).length).toBeGreaterThan(0);
    expect(secretsIn(bytes)).toEqual([]);
    await approve(data.id);
    const served = await SELF.fetch(`${ORIGIN}/photos/${data.id}`);
    expect(served.headers.get('Content-Type')).toBe(type);
    expect(secretsIn(new Uint8Array(await served.arrayBuffer()))).toEqual([]);
  });
});
