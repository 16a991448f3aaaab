// Page scripts and styles: where they are served from, and what the visitor sees when one fails.
import { EXPECTS_CONSOLE_ERRORS, expect, hydrated, test } from './fixtures';

test('scripts are served under /js/ and styles under /css/, hashed and cacheable', async ({ page, request }) => {
  await page.goto('/car-list');
  const scripts = await page
    .locator('script[type="module"][src], link[rel="modulepreload"]')
    .evaluateAll((els) => els.map((el) => new URL((el as HTMLScriptElement).src || (el as HTMLLinkElement).href).pathname));
  const styles = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((els) => els.map((el) => new URL((el as HTMLLinkElement).href).pathname));
  expect(scripts.length).toBeGreaterThan(2);
  expect(styles.length).toBeGreaterThan(0);
  for (const path of scripts) expect(path).toMatch(/^\/js\/[\w.-]+-[\w-]{8}\.js$/);
  for (const path of styles) expect(path).toMatch(/^\/css\/[\w.-]+-[\w-]{8}\.css$/);
  const css = await request.get(styles[0]!);
  expect(css.status()).toBe(200);
  expect(css.headers()['content-type']).toContain('text/css');
});

test.describe('a page script that cannot be loaded', () => {
  const expected = { type: EXPECTS_CONSOLE_ERRORS, description: 'ERR_CONNECTION_RESET|Failed to load' };

  test('shows a clear message with a reload button, over the server-rendered page', { annotation: expected }, async ({ page }) => {
    await page.route('**/js/route-*.js', (route) => route.abort('connectionreset'));
    await page.goto('/car-list');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Part of this page could not be loaded');
    // the content is still there, rendered by the server
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All cars');
    await page.unroute('**/js/route-*.js');
    await alert.getByRole('button', { name: 'Reload the page' }).click();
    await hydrated(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
