// Visitors' photos on the car page: sent through the gateway, approved by the operator, then shown
// lazily (only when near the screen) with the illustration as the fallback.
import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { PNG } from '../support/images.ts';
import { EXPECTS_CONSOLE_ERRORS, expect, hydrated, test } from './fixtures';

const token = /^ADMIN_TOKEN=(.+)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1] ?? '';

/** A valid 1×1 PNG made unique by a text chunk, so each test sends its own photo. */
function uniquePng(text: string): Buffer {
  const data = Buffer.from(`Comment\0${text}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const png = Buffer.from(PNG);
  const afterHeader = 8 + 25; // signature + IHDR chunk
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

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
  const { id, path } = await approvedPhoto(request, 1010 + testInfo.parallelIndex * 2 + (testInfo.project.name === 'mobile' ? 1 : 0) * 20, 'Seen at the motor show');
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/photos/')) loads.push(new URL(r.url()).pathname);
  });
  await page.goto(path);
  await hydrated(page);
  const region = page.getByRole('region', { name: 'Photos' });
  const farBelow = await region.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight * 1.3);
  if (farBelow) {
    await page.waitForTimeout(500);
    expect(loads, 'nothing loads while the photo is far below the screen').toEqual([]);
  }
  await region.scrollIntoViewIfNeeded();
  const image = region.getByRole('img', { name: 'Seen at the motor show' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', `/photos/${id}`);
  await expect(region.locator('figcaption')).toContainText(/Seen at the motor show · (now|\d+ seconds? ago)/);
  expect(loads.filter((load) => load === `/photos/${id}`)).toHaveLength(1);
});

test(
  'a photo that cannot be loaded is tried once, then the illustration stands in',
  { annotation: { type: EXPECTS_CONSOLE_ERRORS, description: 'Failed to load resource' } },
  async ({ page, request }, testInfo) => {
    const { path } = await approvedPhoto(request, 1050 + testInfo.parallelIndex * 2 + (testInfo.project.name === 'mobile' ? 1 : 0) * 20, 'Broken link');
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
    await page.waitForTimeout(500);
    expect(attempts).toBe(1);
  },
);
