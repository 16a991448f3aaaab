// Edge caching as a browser and a CDN see it: HTML revalidates, hashed files are kept for a year, a
// second visit is answered from the edge cache, device classes and the debug view never share an
// entry, and a client-side navigation's data is cached like its page.
import { expect, hydrated, test } from './fixtures';

const PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600, stale-if-error=86400';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/** A URL no other test has asked for, so its first request is a miss (pages that keep unknown parameters: the list would redirect to its clean URL). */
const fresh = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}utm_source=${test.info().testId}-${test.info().project.name}-${Date.now()}`;

test('a page is rendered once, then answered from the edge cache, and browsers always revalidate it', async ({ request }) => {
  const path = fresh('/about');
  const first = await request.get(path, { headers: { 'User-Agent': DESKTOP } });
  expect(first.status()).toBe(200);
  expect(first.headers()['x-edge-cache']).toBe('MISS');
  expect(first.headers()['cache-control']).toBe(PAGE_CACHE);
  expect(first.headers()['vary']).toContain('User-Agent');
  // the cache write happens just after the answer
  await expect.poll(async () => (await request.get(path, { headers: { 'User-Agent': DESKTOP } })).headers()['x-edge-cache']).toBe('HIT');
  const second = await request.get(path, { headers: { 'User-Agent': DESKTOP } });
  expect(second.headers()['cache-control']).toBe(PAGE_CACHE);
  // the same page, with its own script nonce (docs/reliability.md)
  const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
  expect(withoutNonce(await second.text())).toBe(withoutNonce(await first.text()));
  expect(await second.text()).not.toBe(await first.text());
});

test('a phone and a desktop never get each other’s page', async ({ request }) => {
  const path = fresh('/');
  await request.get(path, { headers: { 'User-Agent': DESKTOP } });
  await expect.poll(async () => (await request.get(path, { headers: { 'User-Agent': DESKTOP } })).headers()['x-edge-cache']).toBe('HIT');
  const phone = await request.get(path, { headers: { 'User-Agent': PHONE } });
  expect(phone.headers()['x-edge-cache']).toBe('MISS');
  await expect.poll(async () => (await request.get(path, { headers: { 'User-Agent': PHONE } })).headers()['x-edge-cache']).toBe('HIT');
  expect((await request.get(path, { headers: { 'User-Agent': DESKTOP } })).headers()['x-edge-cache']).toBe('HIT');
});

test('the debug view is private: never stored, never served from the cache', async ({ request }) => {
  const path = fresh('/car-rank');
  await request.get(path);
  await expect.poll(async () => (await request.get(path)).headers()['x-edge-cache']).toBe('HIT');
  for (let i = 0; i < 2; i += 1) {
    const debug = await request.get(`${path}&db`);
    expect(debug.headers()['x-edge-cache']).toBe('BYPASS');
    expect(debug.headers()['cache-control']).toBe('private, no-store');
    // the session cookie that keeps the visit's client-side navigations out of the cache too
    expect(debug.headers()['set-cookie']).toMatch(/^carlog_debug=1; Path=\/; HttpOnly; SameSite=Lax/);
  }
  const navigation = await request.get('/car-rank.data', { headers: { Cookie: 'carlog_debug=1' } });
  expect(navigation.headers()['x-edge-cache']).toBe('BYPASS');
});

test('not-found pages and redirects are not kept', async ({ request }) => {
  for (let i = 0; i < 2; i += 1) {
    const missing = await request.get('/cars/no-such-car/99999999');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('private, no-store');
    expect(missing.headers()['x-edge-cache']).toBe('MISS');
  }
});

test('hashed scripts and styles are immutable for a year; the favicon for a day', async ({ page, request }) => {
  await page.goto('/car-list');
  // the page asks for its scripts after its first paint (app/lib/scripts-after-paint.server.ts)
  await hydrated(page);
  const files = await page
    .locator('link[rel="modulepreload"], link[rel="stylesheet"]')
    .evaluateAll((els) => els.map((el) => new URL((el as HTMLLinkElement).href).pathname));
  expect(files.length).toBeGreaterThan(2);
  for (const file of files) expect((await request.get(file)).headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/favicon.ico')).headers()['cache-control']).toBe('public, max-age=86400');
});

test('a client-side navigation’s data is cached like its page', async ({ page }) => {
  const answers: Array<string | null> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.data')) answers.push(response.headers()['x-edge-cache'] ?? null);
  });
  for (let i = 0; i < 2; i += 1) {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', { name: 'Full ranking' }).click();
    await expect(page).toHaveURL(/\/car-rank\?by=accel/);
  }
  expect(answers.length).toBeGreaterThanOrEqual(2);
  expect(answers.at(-1)).toBe('HIT');
});
