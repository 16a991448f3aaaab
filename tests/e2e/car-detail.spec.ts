// The car page, the rankings, ad places per domain, and debug mode.
import { ANY_DEVICE, domainUrl, expect, hydrated, test } from './fixtures';

const CAR = '/cars/ferrari-sf90-stradale/1001';

test('a car page groups its specs, shows price, an illustration and similar cars', { tag: ANY_DEVICE }, async ({ page }) => {
  await page.goto(CAR);
  // the source's price is not Ferrari's: the page says it is not published, never a guess
  await expect(page.getByText('Price not published').first()).toBeVisible();
  for (const group of ['Price and overview', 'Performance', 'Engine and drivetrain']) {
    await expect(page.getByRole('region', { name: group })).toBeVisible();
  }
  const performance = page.getByRole('region', { name: 'Performance' });
  // the default domain's units are metric
  await expect(performance).toContainText('340 km/h');
  // what no source states is said, not left out without a word (the source's 963 hp is no Ferrari figure)
  await expect(page.getByText('Not in our sources for this car: power, battery size, dimensions and boot size.')).toBeVisible();
  await expect(page.getByRole('img', { name: /Illustration of a/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Photos' })).toContainText(
    'No photos of this car yet. The picture above is an illustration of its body type',
  );
  const similar = page.getByRole('region', { name: 'Similar cars' }).getByRole('article');
  await expect(similar).toHaveCount(6);
  await expect(similar.first().locator('.car-card-link')).not.toContainText('SF90 Stradale');
  // no ads on a domain without AdSense settings
  await expect(page.locator('.ad-slot')).toHaveCount(0);
});

test('ad places go after the spec groups the domain configures', async ({ page, baseURL }) => {
  // fastlane.localhost: adPosConfig.detailInsert [1, 3]
  await page.goto(domainUrl('fastlane.localhost', CAR, baseURL));
  await hydrated(page);
  const slots = page.locator('.ad-slot');
  await expect(slots).toHaveCount(2);
  await expect(slots.nth(0)).toHaveAttribute('data-ad-position', '1');
  await expect(slots.nth(1)).toHaveAttribute('data-ad-position', '3');
  const before = (slot: number) => slots.nth(slot).locator('xpath=preceding-sibling::section[1]//h2');
  await expect(before(0)).toHaveText('Price and overview');
  await expect(before(1)).toHaveText('Engine and drivetrain');
  // the place is reserved before any ad arrives
  expect((await slots.nth(0).boundingBox())!.height).toBeGreaterThanOrEqual(250);
});

test('rankings: newest releases, quickest 0–100 km/h, highest top speed and longest range', async ({ page }) => {
  await page.goto('/channel3/car-rank');
  await hydrated(page);
  const ranks = page.locator('.rank');
  // newest first is an order by date, not a ranking: no numbers
  await expect(page.getByRole('heading', { level: 2, name: 'Newest releases' })).toBeVisible();
  await expect(ranks).toHaveCount(0);
  await page.getByRole('link', { name: '0–100 km/h', exact: true }).click();
  await expect(ranks.first()).toHaveText('#1');
  await expect(page).toHaveURL(/\/channel3\/car-rank\?by=accel$/);
  // the quickest road car, not the 1.9 s Tesla Roadster 2 that was only ever a prototype
  const first = page.getByRole('article').first();
  await expect(first).toContainText('Model S Plaid');
  await expect(first).toContainText('0–100 km/h 2.1–2.3 s');
  await expect(page.getByRole('article').filter({ hasText: 'Roadster 2' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Top speed', exact: true }).click();
  await expect(page).toHaveURL(/by=topSpeed$/);
  // the address changes before the new list is on the page: its heading says it is
  await expect(page.getByRole('heading', { level: 2, name: 'Highest top speed' })).toBeVisible();
  const speeds = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => Number(/(\d+) km\/h(?! \d)/.exec(card.textContent ?? '')?.[1])));
  expect(speeds.length).toBe(20);
  expect([...speeds].sort((a, b) => b - a)).toEqual(speeds);
  await page.getByRole('link', { name: 'Next ›' }).click();
  await expect(page).toHaveURL(/by=topSpeed&page=2$/);
  await expect(ranks.first()).toHaveText('#21');
  // the longest stated range: electric cars only, longest first, the test it is from named
  await page.getByRole('link', { name: 'Range', exact: true }).click();
  await expect(page).toHaveURL(/\/channel3\/car-rank\?by=range$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Longest range' })).toBeVisible();
  await expect(page.locator('.lede')).toContainText('usually below a maker’s WLTP figure');
  await expect(ranks.first()).toHaveText('#1');
  await expect(page.getByRole('article').first()).toContainText('EQS 450+');
  const ranges = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => Number(/([\d,]+) km range/.exec(card.textContent ?? '')?.[1]?.replace(',', ''))));
  expect(ranges.length).toBe(20);
  expect(ranges[0]).toBe(685);
  expect([...ranges].sort((a, b) => b - a)).toEqual(ranges);
});

test(
  '?db shows the debug panel: state, channel, config source, ad positions and server timings',
  { tag: ANY_DEVICE },
  async ({ page, baseURL }) => {
    await page.goto(domainUrl('fastlane.localhost', '/channel12/car-list?fuel=electric&db', baseURL));
    const panel = page.getByRole('complementary', { name: 'Debug information' });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('debug-channel')).toHaveText('channel12');
    await expect(panel.getByTestId('debug-domain-source')).toHaveText('host (domain:fastlane.localhost)');
    await expect(panel.getByTestId('debug-ad-positions')).toContainText('detail after groups 1, 3');
    await expect(panel.getByTestId('debug-timings')).toContainText('car list query');
    const state = JSON.parse((await panel.getByTestId('debug-state').textContent())!);
    expect(state).toMatchObject({
      host: 'fastlane.localhost',
      showDebug: true,
      adPosConfig: { detailInsert: [1, 3] },
      brandListLoaded: true,
      carListState: { currentPage: 1, fromDetail: false, filters: { fuel: 'electric', brand: 'all' } },
    });
    expect(state.brandList[0]).toEqual({ label: 'All', value: 'all' });
    expect(state.brandList.length).toBeGreaterThan(50);
    expect(['desktop', 'mobile', 'tablet']).toContain(state.deviceType);
    // ad places are outlined and labelled in debug mode
    await expect(page.locator('.ad-slot[data-debug]').first()).toContainText('Ad: list #3');
    // debug mode stays on for the visit, and the timings follow client navigations
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rankings' }).click();
    await expect(panel.getByTestId('debug-timings')).toContainText('newest ranking');
  },
);

test('no debug panel without ?db', { tag: ANY_DEVICE }, async ({ page }) => {
  await page.goto('/car-list');
  await hydrated(page);
  await expect(page.getByRole('complementary', { name: 'Debug information' })).toHaveCount(0);
});

test('the device type comes from the server', async ({ page }, testInfo) => {
  await page.goto('/?db');
  const state = JSON.parse((await page.getByTestId('debug-state').textContent())!);
  expect(state.deviceType).toBe(testInfo.project.name === 'mobile' ? 'mobile' : 'desktop');
});
