// Visitors' photos keep nothing of where, when or with what they were taken: not in R2, not as served.
// Photos stored before that are cleaned by the operators' scrub. And a photo is only ever an image.
import { env, SELF } from 'cloudflare:test';
import piexif from 'piexifjs';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '#app/gateway/envelope.ts';
import type { ScrubReport } from '#app/photos/photos.server.ts';
import { expectConsoleError } from '../support/console-errors';
import { JPEG, PNG, variantPng } from '../support/images';
import { decodeJpeg, exifOf, phoneJpeg, phonePng, phoneWebp, secretsIn } from '../support/photo-metadata';
import { api, ORIGIN } from './helpers';

type Submitted = { id: string; status: string; duplicate: boolean };

function upload(carId: number, bytes: Uint8Array, type: string) {
  const form = new FormData();
  form.set('carId', String(carId));
  form.set('photo', new File([bytes.slice()], 'IMG_0001', { type }));
  return api<Submitted>('/tc/p/photo', {}, { method: 'POST', body: form });
}

function admin(path: string, init: RequestInit = {}, token = 'test-operator-token') {
  return SELF.fetch(`${ORIGIN}/admin/api${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });
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

describe('a served photo is an image, never a page', () => {
  const html = new TextEncoder().encode('<html><body><script>document.title="ran"</script></body></html>');
  /** Valid JPEG bytes that are also an HTML document: markup in a comment and after the end of the image. */
  const polyglot = Uint8Array.from([
    ...JPEG.subarray(0, 2),
    0xff,
    0xfe,
    0,
    html.length + 2,
    ...html,
    ...JPEG.subarray(2),
    ...html,
    0xff,
    0xd9,
  ]);

  function expectImageOnly(response: Response, id: string, type: string, extension: string) {
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(type);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(response.headers.get('Content-Disposition')).toBe(`inline; filename="${id}.${extension}"`);
  }

  it('a JPEG/HTML polyglot uploaded and approved is served as image/jpeg, without the markup', async () => {
    const { status, data } = await upload(1062, polyglot, 'text/html');
    expect(status).toBe(200);
    await approve(data.id);
    const served = await SELF.fetch(`${ORIGIN}/photos/${data.id}`);
    expectImageOnly(served, data.id, 'image/jpeg', 'jpg');
    expect(new TextDecoder().decode(await served.arrayBuffer())).not.toContain('<script');
  });

  it('a polyglot stored before photos were cleaned, and labelled as something else, is still served as its bytes are', async () => {
    const id = crypto.randomUUID();
    await env.PHOTOS.put(`photos/1063/${id}`, polyglot);
    await env.DB.prepare(
      "INSERT INTO photos (id, car_id, r2_key, content_type, size_bytes, sha256, status, submitted_at) VALUES (?, 1063, ?, 'text/html', ?, ?, 'approved', 0)",
    )
      .bind(id, `photos/1063/${id}`, polyglot.length, id)
      .run();
    const served = await SELF.fetch(`${ORIGIN}/photos/${id}`);
    expectImageOnly(served, id, 'image/jpeg', 'jpg');
    const head = await SELF.fetch(`${ORIGIN}/photos/${id}`, { method: 'HEAD' });
    expectImageOnly(head, id, 'image/jpeg', 'jpg');
  });

  it('a PNG is served with its own name; a stored object that is not an image is not served', async () => {
    const { data } = await upload(1059, variantPng(64), 'image/png');
    await approve(data.id);
    expectImageOnly(await SELF.fetch(`${ORIGIN}/photos/${data.id}`), data.id, 'image/png', 'png');

    expectConsoleError('stored photo is not an image');
    const { row } = await stored(data.id);
    await env.PHOTOS.put(row.r2_key, html);
    const served = await SELF.fetch(`${ORIGIN}/photos/${data.id}`);
    expect(served.status).toBe(404);
    expect(served.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    await env.DB.prepare('DELETE FROM photos WHERE id = ?').bind(data.id).run();
  });
});

describe('POST /admin/api/photos/scrub', () => {
  /** A photo as uploads were stored before: the bytes as sent, under their hash. */
  async function storedAsBefore(carId: number, bytes: Uint8Array, status: 'pending' | 'approved' | 'rejected') {
    const hash = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes.slice()))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    const id = crypto.randomUUID();
    await env.PHOTOS.put(`photos/${carId}/${hash}`, bytes);
    await env.DB.prepare(
      "INSERT INTO photos (id, car_id, r2_key, content_type, size_bytes, sha256, status, submitted_at) VALUES (?, ?, ?, 'image/jpeg', ?, ?, ?, 0)",
    )
      .bind(id, carId, `photos/${carId}/${hash}`, bytes.length, hash, status)
      .run();
    return { id, key: `photos/${carId}/${hash}` };
  }

  async function scrubAll() {
    const reports: ScrubReport[] = [];
    let after = '';
    do {
      const response = await admin(`/photos/scrub?limit=2${after ? `&after=${after}` : ''}`, { method: 'POST' });
      expect(response.status).toBe(200);
      const report = ((await response.json()) as Envelope<ScrubReport>).data;
      reports.push(report);
      after = report.next ?? '';
    } while (after);
    return reports;
  }

  it('cleans photos already stored, of every status, and a second run changes nothing', async () => {
    const dirty = [
      await storedAsBefore(1070, phoneJpeg({ seed: 70 }), 'pending'),
      await storedAsBefore(1071, phonePng(), 'approved'),
      await storedAsBefore(1072, phoneWebp(), 'rejected'),
      // two uploads of one picture that differ only in their metadata: both end up with the same bytes
      await storedAsBefore(1073, phoneJpeg({ seed: 73, orientation: 1 }), 'approved'),
      await storedAsBefore(1073, phoneJpeg({ seed: 73, orientation: 1, extra: [Uint8Array.from([0xff, 0xeb, 0, 4, 1, 2])] }), 'pending'),
    ];
    const clean = await storedAsBefore(1074, PNG, 'approved');
    const total = await env.DB.prepare('SELECT count(*) AS n FROM photos').first<{ n: number }>();

    const first = await scrubAll();
    expect(first.length).toBeGreaterThan(1); // paged
    const sum = (reports: ScrubReport[], key: 'checked' | 'cleaned' | 'unchanged') => reports.reduce((n, r) => n + r[key], 0);
    expect(sum(first, 'checked')).toBe(total!.n);
    expect(sum(first, 'cleaned')).toBeGreaterThanOrEqual(dirty.length);
    expect(first.flatMap((r) => [...r.missing, ...r.unreadable])).toEqual([]);

    for (const photo of dirty) {
      const { row, bytes } = await stored(photo.id);
      expect(secretsIn(bytes), photo.id).toEqual([]);
      expect(row.size_bytes).toBe(bytes.byteLength);
      if (row.r2_key !== photo.key) expect(await env.PHOTOS.head(photo.key), 'the old object is gone').toBeNull();
    }
    // one of the pair moved to its new bytes' key, the other (whose new key was taken) was cleaned where it was
    const pair = await Promise.all(dirty.slice(3).map((photo) => stored(photo.id)));
    expect(pair[0]!.bytes).toEqual(pair[1]!.bytes);
    expect(new Set(pair.map((photo) => photo.row.r2_key)).size).toBe(2);
    expect(exifOf((await stored(dirty[0]!.id)).bytes)['0th']).toEqual({ [piexif.ImageIFD.Orientation]: 6 });
    expect((await stored(clean.id)).row.r2_key).toBe(clean.key);

    const second = await scrubAll();
    expect(sum(second, 'cleaned')).toBe(0);
    expect(sum(second, 'unchanged')).toBe(total!.n);
  });

  it('reports photos whose object is missing or not an image, needs the token and takes POST only', async () => {
    const unreadable = await storedAsBefore(1067, new TextEncoder().encode('not an image'), 'approved');
    const id = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO photos (id, car_id, r2_key, content_type, size_bytes, sha256, status, submitted_at) VALUES (?, 1075, 'photos/1075/gone', 'image/png', 1, 'gone', 'pending', 0)",
    )
      .bind(id)
      .run();
    const reports = await scrubAll();
    expect(reports.flatMap((report) => report.missing)).toEqual([id]);
    expect(reports.flatMap((report) => report.unreadable)).toEqual([unreadable.id]);
    expect((await admin('/photos/scrub', { method: 'POST' }, 'wrong-token')).status).toBe(401);
    expect((await admin('/photos/scrub')).status).toBe(405);
    expect((await admin('/photos/scrub?after=x', { method: 'POST' })).status).toBe(400);
  });
});
