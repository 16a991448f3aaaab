// Visitors' photos on the car page: sent through the gateway, approved by the operator, then shown
// lazily (only when near the screen) with the illustration as the fallback.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { EXPECTS_CONSOLE_ERRORS, expect, hydrated, requestsSoFarSeen, test } from './fixtures';
import { uniquePng } from './png';

const token = /^ADMIN_TOKEN=(.+)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1] ?? '';

async function approvedPhoto(request: APIRequestContext, carId: number, caption: string): Promise<{ id: string; path: string }> {
  const sent = await request.post(`/api?url=/tc/p/photo&carId=${carId}&caption=${encodeURIComponent(caption)}`, {
    headers: { 'Content-Type': 'image/png' },
    data: uniquePng(`${caption} ${Date.now()}`),
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { id } = (await sent.json()).data as { id: string };
  const approved = await request.post(`/admin/api/photos/${id}/approve`, { headers: { Authorization: `Bearer ${token}` } });
  expect(approved.status()).toBe(200);
  const car = await (await request.get(`/api?url=/car/carInfo&id=${carId}`)).json();
  return { id, path: car.data.path as string };
}

test('an approved photo appears on the car page, loaded only when it comes near the screen', async ({ page, request }, testInfo) => {
  const { id, path } = await approvedPhoto(
    request,
    1010 + testInfo.parallelIndex * 2 + (testInfo.project.name === 'mobile' ? 1 : 0) * 20,
    'Seen at the motor show',
  );
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/photos/')) loads.push(new URL(r.url()).pathname);
  });
  await page.goto(path);
  await hydrated(page);
  const region = page.getByRole('region', { name: 'Photos' });
  // the moment (on the page's own clock) the photo is still far below the screen, just before it is scrolled to
  const farBelowUntil = await region.evaluate((el) =>
    el.getBoundingClientRect().top > window.innerHeight * 1.3 ? performance.now() : null,
  );
  await region.scrollIntoViewIfNeeded();
  const image = region.getByRole('img', { name: 'Seen at the motor show' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', `/photos/${id}`);
  await expect(region.locator('figcaption')).toContainText(/Seen at the motor show · (now|\d+ seconds? ago)/);
  expect(loads.filter((load) => load === `/photos/${id}`)).toHaveLength(1);
  if (farBelowUntil !== null) {
    // the photo's download started only once it came near the screen
    const started = await page.evaluate(
      (path) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname === path)
          .map((entry) => entry.startTime),
      `/photos/${id}`,
    );
    expect(started.length, 'the photo download in the page timeline').toBeGreaterThan(0);
    for (const time of started) expect(time, 'nothing loads while the photo is far below the screen').toBeGreaterThan(farBelowUntil);
  }
});

test(
  'a photo that cannot be loaded is tried once, then the illustration stands in',
  { annotation: { type: EXPECTS_CONSOLE_ERRORS, description: 'Failed to load resource' } },
  async ({ page, request }, testInfo) => {
    const { path } = await approvedPhoto(
      request,
      1050 + testInfo.parallelIndex * 2 + (testInfo.project.name === 'mobile' ? 1 : 0) * 20,
      'Broken link',
    );
    let attempts = 0;
    await page.route('**/photos/**', (route) => {
      attempts += 1;
      return route.fulfill({ status: 503, body: 'unavailable' });
    });
    await page.goto(path);
    await hydrated(page);
    const region = page.getByRole('region', { name: 'Photos' });
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole('img', { name: 'Photo unavailable' })).toBeVisible();
    // the illustration took the photo's place: nothing on the page asks for the photo again
    await expect(region.locator('img[src^="/photos/"]')).toHaveCount(0);
    await requestsSoFarSeen(page);
    expect(attempts).toBe(1);
  },
);

test(
  'a visitor sends a photo from the car page: thanked, counted as photo_submit, and told clearly about a wrong file',
  { annotation: { type: EXPECTS_CONSOLE_ERRORS, description: 'status of 415' } },
  async ({ page }, testInfo) => {
    const carId = 1040 + (testInfo.project.name === 'mobile' ? 1 : 0);
    const events: Array<{ name: string; carId?: number }> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('url=/express/epost'))
        events.push(...(JSON.parse(request.postData() ?? '{}') as { events: typeof events }).events);
    });
    await page.goto(`/cars/x/${carId}`);
    await hydrated(page);
    const form = page.getByRole('form', { name: /Send a photo of the/ });
    await form
      .getByLabel('Photo')
      .setInputFiles({ name: 'not-a-photo.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not an image') });
    await form.getByRole('button', { name: 'Send photo' }).click();
    await expect(form.getByRole('alert')).toHaveText(/must be a complete JPEG, PNG or WebP image/);

    await form
      .getByLabel('Photo')
      .setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: uniquePng(`visitor ${testInfo.project.name} ${Date.now()}`) });
    // the chosen picture is shown before it is sent
    const preview = form.getByRole('img', { name: 'The photo you chose' });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByLabel('Caption (optional)').fill('Parked outside the station');
    await form.getByRole('button', { name: 'Send photo' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you! Your photo will appear here once it has been reviewed.');
    await expect(preview).toHaveCount(0);
    await expect.poll(() => events.filter((event) => event.name === 'photo_submit').map((event) => event.carId)).toEqual([carId]);
    // pending until an operator approves it
    const list = await (await page.request.get(`/api?url=/tc/p/list/photos&carId=${carId}`)).json();
    expect(list.data.list.some((photo: { caption: string | null }) => photo.caption === 'Parked outside the station')).toBe(false);
  },
);
