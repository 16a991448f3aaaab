// Page scripts and styles: where they are served from, and what the visitor sees when one fails.
import { ANY_DEVICE, EXPECTS_CONSOLE_ERRORS, domainUrl, expect, hydrated, test } from './fixtures';

test('scripts are served under /js/ and styles under /css/, hashed and cacheable', { tag: ANY_DEVICE }, async ({ page, request }) => {
  await page.goto('/car-list');
  await hydrated(page);
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

test('a page paints with its stylesheet alone: its scripts are asked for after the first paint', async ({ page }) => {
  const answer = await page.goto('/');
  // nothing in the page itself asks for a script before it is shown
  expect(await answer!.text()).not.toContain('rel="modulepreload"');
  await hydrated(page);
  const timings = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return { path: new URL(timing.name).pathname, startTime: timing.startTime, responseEnd: timing.responseEnd };
    }),
  );
  const stylesheets = timings.filter((timing) => timing.path.startsWith('/css/'));
  const scripts = timings.filter((timing) => timing.path.startsWith('/js/'));
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(2);
  // the first paint waits for the stylesheet, and the scripts wait for the first paint
  const styled = Math.max(...stylesheets.map((timing) => timing.responseEnd));
  for (const script of scripts) expect(script.startTime, script.path).toBeGreaterThanOrEqual(styled);
  // all of them at once, not one module's imports after another
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(2);
});

test('a page opened in a background tab becomes interactive without being shown', async ({ page }) => {
  // a hidden tab paints no frame: the page must not wait for one to ask for its scripts
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/car-list');
  await hydrated(page);
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

test.describe('only the site’s own files count', () => {
  const blocked = { type: EXPECTS_CONSOLE_ERRORS, description: 'ERR_BLOCKED_BY_CLIENT|ERR_CONNECTION_RESET|Failed to load' };

  test('an ad script blocked by the browser raises no message', { annotation: blocked }, async ({ page, baseURL }) => {
    // noted by a listener registered before the page's own, so once it has run the page's has too
    await page.addInitScript(() =>
      addEventListener(
        'error',
        (event) => {
          const src = (event.target as HTMLScriptElement | null)?.src ?? '';
          if (src.includes('/pagead/js/adsbygoogle.js')) document.documentElement.dataset.adScriptFailed = 'true';
        },
        true,
      ),
    );
    await page.route('https://pagead2.googlesyndication.com/**', (route) => route.abort('blockedbyclient'));
    await page.goto(domainUrl('fastlane.localhost', '/car-list', baseURL));
    await expect(page.locator('html[data-ad-script-failed="true"]')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the message can be dismissed', { annotation: blocked }, async ({ page }) => {
    await page.route('**/js/route-*.js', (route) => route.abort('connectionreset'));
    await page.goto('/car-list');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Part of this page could not be loaded');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All cars');
  });
});

test.describe('a route script that fails during a client navigation', () => {
  const failed = {
    type: EXPECTS_CONSOLE_ERRORS,
    description: 'ERR_CONNECTION_RESET|Failed to load|Failed to fetch|Error loading route module|dynamically imported',
  };

  test('takes the visitor where they clicked, with a full load', { annotation: failed }, async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    let refused = 0;
    await page.route('**/js/car-rank-*.js', (route) => (refused++ === 0 ? route.abort('connectionreset') : route.fallback()));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rankings' }).click();
    await expect(page).toHaveURL(/\/car-rank$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rankings');
    await hydrated(page);
    expect(refused).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('says so when the full load fails too', { annotation: failed }, async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.route('**/js/car-rank-*.js', (route) => route.abort('connectionreset'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rankings' }).click();
    await expect(page).toHaveURL(/\/car-rank$/);
    await expect(page.getByRole('alert')).toContainText('Part of this page could not be loaded');
  });

  test('still loading after 120 s becomes a full load of the target', async ({ page }) => {
    await page.clock.install();
    await page.goto('/about');
    await hydrated(page);
    const hanging: Array<() => Promise<void>> = [];
    await page.route('**/js/car-rank-*.js', (route) => void hanging.push(() => route.fallback()));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rankings' }).click();
    await expect.poll(() => hanging.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/about$/);
    await page.unroute('**/js/car-rank-*.js');
    await page.clock.runFor(120_000);
    await expect(page).toHaveURL(/\/car-rank$/);
    await hydrated(page);
    await Promise.all(hanging.map((release) => release().catch(() => {})));
  });
});
