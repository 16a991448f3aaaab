// Visitors' photos in the browser: a phone photo is served without its metadata and still shows the
// right way up; a JPEG that is also HTML opens as an image only; the photo form scales a large picture
// down (with code it loads only then) and sends a small one as it is; the operators' scrub command.
// Uploads go from loopback addresses of their own, so the per-client write limit is this file's alone;
// its cars (1090–1097, and 1099 of the legacy photo) are no other file's.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { Page, TestInfo } from '@playwright/test';
import piexif from 'piexifjs';
import { exifOf, phoneJpeg, secretsIn } from '../support/photo-metadata.ts';
import { EXPECTS_CONSOLE_ERRORS, expect, hydrated, requestsSoFarSeen, test } from './fixtures';
import { LEGACY_PHOTO } from './legacy-photo';
import { noisePng, uniquePng } from './png';

const token = /^ADMIN_TOKEN=(.+)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1] ?? '';
const base = new URL(process.env.BASE_URL ?? 'http://127.0.0.1:8787');

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** A request from `from` (a loopback address), with Node's client. */
function send(from: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(
      new URL(path, base),
      { method: init.method ?? 'GET', headers: init.headers, localAddress: from },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k, String(v)])),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/** A client address of this test's own. */
const clientOf = (testInfo: TestInfo, n: number) => `127.0.4.${1 + (testInfo.project.name === 'mobile' ? 100 : 0) + n}`;

async function uploadAndApprove(from: string, carId: number, bytes: Uint8Array, type: string): Promise<string> {
  const sent = await send(from, `/api?url=/tc/p/photo&carId=${carId}`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: Buffer.from(bytes),
  });
  expect(sent.status, sent.body.toString()).toBe(200);
  const { id } = JSON.parse(sent.body.toString()).data as { id: string };
  const approved = await send(from, `/admin/api/photos/${id}/approve`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  expect(approved.status).toBe(200);
  return id;
}

/** Loads `/photos/{id}` in an image on the page: its natural size and the colour at two points. */
function rendered(page: Page, id: string, points: Array<[number, number]>) {
  return page.evaluate(
    async ({ src, points }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: image.naturalWidth, height: image.naturalHeight });
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const colours = points.map(([x, y]) => {
        const [r, , b] = context.getImageData(x, y, 1, 1).data;
        return r! > 150 && b! < 100 ? 'red' : b! > 150 && r! < 100 ? 'blue' : 'other';
      });
      return { width: image.naturalWidth, height: image.naturalHeight, colours };
    },
    { src: `/photos/${id}`, points },
  );
}

test('a phone photo is served without GPS, serial or time, and shows the right way up', async ({ page }, testInfo) => {
  const carId = 1090 + (testInfo.project.name === 'mobile' ? 1 : 0);
  // 40×20 as stored, left half red; EXIF orientation 6: turned a quarter clockwise, 20×40 with red on top
  const id = await uploadAndApprove(clientOf(testInfo, 0), carId, phoneJpeg({ orientation: 6, seed: 100 + carId }), 'image/jpeg');
  const served = await send(clientOf(testInfo, 0), `/photos/${id}`);
  expect(served.headers['content-type']).toBe('image/jpeg');
  expect(secretsIn(served.body)).toEqual([]);

  await page.goto(`/cars/x/${carId}`);
  await hydrated(page);
  expect(
    await rendered(page, id, [
      [10, 5],
      [10, 35],
    ]),
  ).toEqual({ width: 20, height: 40, colours: ['red', 'blue'] });
});

test(
  'a JPEG that is also an HTML page, uploaded and approved, opens as an image only',
  {
    // the policy at work: the browser's own image view may not style itself inline, and the test's
    // evaluations count as scripts in a sandboxed document
    annotation: [
      {
        type: EXPECTS_CONSOLE_ERRORS,
        description: "Applying inline style violates the following Content Security Policy directive 'default-src 'none''",
      },
      {
        type: EXPECTS_CONSOLE_ERRORS,
        description: "because the document's frame is sandboxed and the 'allow-scripts' permission is not set",
      },
    ],
  },
  async ({ page }, testInfo) => {
    const carId = 1092 + (testInfo.project.name === 'mobile' ? 1 : 0);
    const script = `<html><body><script>document.title = 'ran'; alert('ran')</script></body></html>`;
    const html = new TextEncoder().encode(script);
    const jpeg = phoneJpeg({ orientation: 1, seed: 120 + carId, trailer: Uint8Array.from([...html, 0xff, 0xd9]) });
    // the markup also in a comment right after the start of the image
    const polyglot = Uint8Array.from([0xff, 0xd8, 0xff, 0xfe, 0, html.length + 2, ...html, ...jpeg.subarray(2)]);
    // declared as a JPEG (the raw upload needs an image type); the server reads the type from the bytes anyway
    const id = await uploadAndApprove(clientOf(testInfo, 1), carId, polyglot, 'image/jpeg');

    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const response = await page.goto(`/photos/${id}`);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['content-type']).toBe('image/jpeg');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(headers['content-disposition']).toBe(`inline; filename="${id}.jpg"`);
    // the browser shows an image document: one <img>, decoded, and nothing ran
    await expect(page.locator('img')).toHaveCount(1);
    expect(await page.evaluate(() => ({ type: document.contentType, title: document.title, scripts: document.scripts.length }))).toEqual({
      type: 'image/jpeg',
      title: expect.not.stringContaining('ran') as unknown as string,
      scripts: 0,
    });
    expect(await page.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(40);
    expect(dialogs).toBe(0);
  },
);

/** Sends the photo form's uploads on from a loopback address of the test's own; returns what the browser sent. */
async function relayUploads(page: Page, from: string) {
  const sent: Array<{ body: Buffer; contentType: string }> = [];
  await page.route('**/api?url=/tc/p/photo', async (route) => {
    const body = route.request().postDataBuffer() ?? Buffer.alloc(0);
    const contentType = (await route.request().allHeaders())['content-type'] ?? '';
    sent.push({ body, contentType });
    const answer = await send(from, route.request().url(), { method: 'POST', headers: { 'Content-Type': contentType }, body });
    await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
  });
  return sent;
}

test('the photo form scales a picture over the limit down, with code it loads only then', async ({ page }, testInfo) => {
  const carId = 1094 + (testInfo.project.name === 'mobile' ? 1 : 0);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const sent = await relayUploads(page, clientOf(testInfo, 2));
  await page.goto(`/cars/x/${carId}`);
  await hydrated(page);
  await requestsSoFarSeen(page);
  // the car page's first load has no scaling code, neither fetched nor preloaded
  expect(scripts.filter((path) => path.includes('scale-photo'))).toEqual([]);
  await expect(page.locator('link[href*="scale-photo"]')).toHaveCount(0);

  // 3,000×1,000 pixels of noise: about 9 MB as PNG, over the 5 MB limit
  const big = noisePng(3000, 1000);
  expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
  const form = page.getByRole('form', { name: /Send a photo of the/ });
  const scaling = page.waitForRequest((request) => request.url().includes('scale-photo'));
  await form.getByLabel('Photo').setInputFiles({ name: 'IMG_0001.png', mimeType: 'image/png', buffer: big });
  await scaling;
  await form.getByRole('button', { name: 'Send photo' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! Your photo will appear here once it has been reviewed.');

  expect(sent).toHaveLength(1);
  const upload = sent[0]!;
  expect(upload.body.length).toBeLessThan(5 * 1024 * 1024);
  expect(upload.body.toString('latin1')).toMatch(/filename="IMG_0001\.jpg"\r\nContent-Type: image\/jpeg/);
  // what the server stored: 2,560 pixels on the long side
  const pending = await send(clientOf(testInfo, 2), '/admin/api/photos?status=pending', { headers: { Authorization: `Bearer ${token}` } });
  const photo = (JSON.parse(pending.body.toString()).data as Array<{ id: string; carId: number }>).find((p) => p.carId === carId)!;
  await send(clientOf(testInfo, 2), `/admin/api/photos/${photo.id}/approve`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(await rendered(page, photo.id, [])).toEqual({ width: 2560, height: 853, colours: [] });
});

test('the photo form sends a small picture as it is', async ({ page }, testInfo) => {
  const carId = 1096 + (testInfo.project.name === 'mobile' ? 1 : 0);
  const sent = await relayUploads(page, clientOf(testInfo, 3));
  await page.goto(`/cars/x/${carId}`);
  await hydrated(page);
  const small = uniquePng(`small ${testInfo.project.name} ${Date.now()}`);
  const form = page.getByRole('form', { name: /Send a photo of the/ });
  await form.getByLabel('Photo').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: small });
  await form.getByRole('button', { name: 'Send photo' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! Your photo will appear here once it has been reviewed.');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body.toString('latin1')).toContain('filename="small.png"\r\nContent-Type: image/png');
  expect(sent[0]!.body.indexOf(small)).toBeGreaterThan(0);
});

test('npm run photos -- scrub cleans a photo stored with its metadata; a second run changes nothing', async ({ browserName }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop' || browserName !== 'chromium', 'one run of the command is enough');
  const photo = async () => (await send(clientOf(testInfo, 4), `/photos/${LEGACY_PHOTO.id}`)).body;
  // stored by scripts/e2e.ts as uploads were before they were stripped
  expect(secretsIn(await photo())).not.toEqual([]);
  const scrub = () =>
    spawnSync(process.execPath, ['scripts/photos.ts', 'scrub', '--url', base.origin], {
      encoding: 'utf8',
      env: { ...process.env, ADMIN_TOKEN: token },
    });
  const first = scrub();
  expect(first.status, first.stderr).toBe(0);
  expect(first.stdout).toMatch(/^Checked \d+ photos: removed metadata from 1, \d+ were already clean\.$/m);
  const cleaned = await photo();
  expect(secretsIn(cleaned)).toEqual([]);
  expect(exifOf(cleaned)['0th']).toEqual({ [piexif.ImageIFD.Orientation]: 6 });

  const second = scrub();
  expect(second.status, second.stderr).toBe(0);
  expect(second.stdout).toMatch(/^Checked \d+ photos: all were already without metadata, nothing changed\.$/m);
  expect(await photo()).toEqual(cleaned);
});
