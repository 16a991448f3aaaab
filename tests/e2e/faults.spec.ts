// Pages while D1 or KV fail (faults injected per request with X-Carlog-Fault: app/bindings/guard.server.ts;
// the main test server allows it). The visitor gets the site's own error view, fast, with a 503 that
// tells crawlers to come back, and nothing of the failure; a failing KV costs nothing visible.
// Gateway, writes and R2 under the same faults: tests/workers/faults.test.ts.
import { EXPECTS_CONSOLE_ERRORS, expect, hydrated, test } from './fixtures';

const UNAVAILABLE = [
  { type: EXPECTS_CONSOLE_ERRORS, description: 'status of 503' },
  // React Router logs the sanitised server error it shows the error view for
  { type: EXPECTS_CONSOLE_ERRORS, description: 'Unexpected Server Error' },
];
// a fresh address per test and device: nothing served from the edge cache
const fresh = (path: string, tag: string) => `${path}${path.includes('?') ? '&' : '?'}fault-test=${tag}-${Date.now()}`;

for (const fault of ['d1-error', 'd1-timeout'] as const) {
  test(
    `with ${fault} a car page is the friendly error view, a 503 with Retry-After, at the deadline`,
    { annotation: UNAVAILABLE },
    async ({ page }, testInfo) => {
      await page.setExtraHTTPHeaders({ 'X-Carlog-Fault': fault });
      // the injected timeout never answers: a page at all is the 3 s deadline at work
      const response = await page.goto(fresh('/cars/ferrari-sf90-stradale/1001', `${fault}-${testInfo.project.name}`));
      expect(response?.status()).toBe(503);
      expect(response?.headers()['retry-after']).toBe('30');
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
      await expect(page.locator('body')).not.toContainText(/D1|SQL|select|stack/i);
    },
  );
}

test(
  'with D1 failing the list page is the error view, and the same page without the fault is whole again',
  { annotation: UNAVAILABLE },
  async ({ page }) => {
    // an address in its canonical form (the list redirects any other) that no other test asks for
    const path = '/car-list?q=porsche';
    await page.setExtraHTTPHeaders({ 'X-Carlog-Fault': 'd1-error' });
    expect((await page.goto(path))?.status()).toBe(503);
    await page.setExtraHTTPHeaders({});
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // the failed answer was not kept: this one was rendered
    expect(response?.headers()['x-edge-cache']).toBe('MISS');
    await hydrated(page);
    await expect(page.locator('.car-card').first()).toBeVisible();
  },
);

test('with KV failing (domain config, cache generation) pages are served whole', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Carlog-Fault': 'kv-error' });
  const response = await page.goto(fresh('/', 'kv'));
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.car-card').first()).toBeVisible();
});

test(
  'a client-side navigation while D1 fails ends on the error view, with ways back',
  { annotation: [...UNAVAILABLE, { type: EXPECTS_CONSOLE_ERRORS, description: 'status of 500' }] },
  async ({ page }, testInfo) => {
    await page.goto(fresh('/channel5', `navigation-${testInfo.project.name}`));
    await hydrated(page);
    await page.setExtraHTTPHeaders({ 'X-Carlog-Fault': 'd1-error' });
    await page.getByRole('region', { name: 'Most powerful' }).getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/D1|SQL|select/i);
  },
);
