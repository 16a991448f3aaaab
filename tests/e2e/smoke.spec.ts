// The production build in workerd with the seeded local D1, driven through Chromium.
import { ANY_DEVICE, expect, hydrated, test } from './fixtures';
import { SEED_ELECTRIC } from '../support/catalogue';

test('home shows the site and real catalogue teasers, hydrated without errors', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Carlog/);
  await expect(page.getByRole('heading', { level: 1, name: 'Carlog' })).toBeVisible();
  const top = page.getByRole('region', { name: 'Most powerful' });
  // the most powerful road car of each brand: not the track-only Bolide, not the Roadster 2 prototype
  await expect(top.getByRole('article').first()).toContainText('Bugatti');
  await expect(top.getByRole('article').first()).not.toContainText('Bolide');
  await expect(top).not.toContainText('Roadster 2');
  await expect(page.getByRole('region', { name: 'Brands' }).getByRole('link', { name: /Mercedes-Benz/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quick filters' }).getByRole('link', { name: 'Electric' })).toHaveAttribute(
    'href',
    '/car-list?fuel=electric&status=current',
  );
  await expect(page.getByRole('navigation', { name: 'Quick filters' }).getByRole('link', { name: '7 seaters' })).toHaveAttribute(
    'href',
    '/car-list?seats=7-plus&status=current',
  );
  // the theme from the domain config is in the server-rendered page
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
  expect(primary).toBe('#1d4ed8');
  await hydrated(page);
});

test('only one home background is downloaded, the one for the viewport', async ({ page }, testInfo) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/backgrounds/')) requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // the state that settles it: the page has loaded and the hero picture has its one image (no
  // waiting for a quiet network, which a busy machine may never give within the test's time)
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('.hero-background img');
    return image !== null && image.complete && image.naturalWidth > 0;
  });
  const expected = testInfo.project.name === 'mobile' ? '/backgrounds/default-tall.svg' : '/backgrounds/default-wide.svg';
  expect(requested).toEqual([expected]);
});

test('home search goes to the list with the keyword, inside the channel', async ({ page }) => {
  await page.goto('/channel12');
  await hydrated(page);
  const link = page.getByRole('region', { name: 'Most powerful' }).getByRole('article').first().getByRole('link').first();
  await expect(link).toHaveAttribute('href', /^\/channel12\/cars\/[a-z0-9-]+\/\d+$/);
  await page.getByRole('searchbox', { name: 'Search cars' }).fill('model 3');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/channel12\/car-list\?q=model\+3$/);
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toContainText('Model 3');
});

test('the gateway answers through the built Worker', { tag: ANY_DEVICE }, async ({ request }) => {
  const response = await request.get('/api?url=/car/indexPage&fuel=electric&pageSize=5');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ code: 200, msg: 'ok', data: { total: SEED_ELECTRIC } });
  expect(body.data.list).toHaveLength(5);
  const bad = await request.get('/api?url=https://example.com/');
  expect(bad.status()).toBe(404);
});

for (const path of ['/about', '/channel9/about']) {
  test(`${path} credits the data sources`, { tag: ANY_DEVICE }, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText('Electric Vehicle Specifications Dataset 2025')).toBeVisible();
    await expect(page.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    await expect(page.getByRole('link', { name: 'FuelEconomy.gov' })).toHaveAttribute('href', 'https://www.fueleconomy.gov/');
    await expect(page.getByRole('link', { name: 'Back to the catalogue' })).toHaveAttribute(
      'href',
      path.startsWith('/channel9') ? '/channel9' : '/',
    );
  });
}

test('legal pages speak with the domain’s site name', { tag: ANY_DEVICE }, async ({ page, baseURL }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('main')).toContainText('Carlog is a car catalogue');
  await expect(page.getByRole('main')).toContainText('This site shows no advertisements.');
  const fastlane = `http://fastlane.localhost:${new URL(baseURL!).port}`;
  await page.goto(`${fastlane}/privacy-policy`);
  await expect(page.getByRole('main')).toContainText('Fastlane is a car catalogue');
  await expect(page.getByRole('main')).toContainText('Google AdSense');
  await page.goto(`${fastlane}/channel4/terms-of-services`);
  await expect(page.getByRole('main')).toContainText('By using Fastlane you accept these terms');
});
