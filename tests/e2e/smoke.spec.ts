// The production build in workerd with the seeded local D1, driven through Chromium.
import { expect, test } from './fixtures';

test('home shows the site and real catalogue teasers, hydrated without errors', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Carlog/);
  await expect(page.getByRole('heading', { level: 1, name: 'Carlog' })).toBeVisible();
  const top = page.getByRole('region', { name: 'Top cars' });
  await expect(top.getByRole('link').first()).toContainText('Bolide');
  await expect(page.getByRole('region', { name: 'Brands' }).getByRole('link', { name: /Mercedes-Benz/ })).toBeVisible();
  // the theme from the domain config is in the server-rendered page
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
  expect(primary).toBe('#1d4ed8');
  await page.screenshot({ path: testInfo.outputPath(`home-${testInfo.project.name}.png`), fullPage: false });
});

test('only one home background is downloaded, the one for the viewport', async ({ page }, testInfo) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/backgrounds/')) requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const expected = testInfo.project.name === 'mobile' ? '/backgrounds/default-tall.svg' : '/backgrounds/default-wide.svg';
  expect(requested).toEqual([expected]);
});

for (const [from, to] of [
  ['/no-such-page', '/'],
  ['/channel7/nope', '/channel7'],
  ['/channel0', '/'],
  ['/channel01', '/'],
  ['/channel100', '/'],
  ['/channelx/car', '/'],
] as const) {
  test(`${from} redirects to ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL((url) => url.pathname === to);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('channel home keeps links inside the channel', async ({ page }) => {
  await page.goto('/channel12');
  const link = page.getByRole('region', { name: 'Top cars' }).getByRole('link').first();
  await expect(link).toHaveAttribute('href', /^\/channel12\/cars\/[a-z0-9-]+\/\d+$/);
});

test('the gateway answers through the built Worker', async ({ request }) => {
  const response = await request.get('/api?url=/car/indexPage&fuel=electric&pageSize=5');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ code: 200, msg: 'ok', data: { total: 563 } });
  expect(body.data.list).toHaveLength(5);
  const bad = await request.get('/api?url=https://example.com/');
  expect(bad.status()).toBe(404);
});

for (const path of ['/about', '/channel9/about']) {
  test(`${path} credits the data sources`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'About Carlog' })).toBeVisible();
    await expect(page.getByText('Electric Vehicle Specifications Dataset 2025')).toBeVisible();
    await expect(page.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    await expect(page.getByRole('link', { name: 'Back to the catalogue' })).toHaveAttribute('href', path.startsWith('/channel9') ? '/channel9' : '/');
  });
}

test('an invalid channel before a page goes home', async ({ page }) => {
  await page.goto('/channel00/about');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
