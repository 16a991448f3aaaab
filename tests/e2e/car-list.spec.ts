// The car list: filters in the address, with and without JavaScript, and the way back from a car.
import { closeFilters, expect, hydrated, openFilters, test } from './fixtures';
import { pagesOf, SEED_CARS, SEED_ELECTRIC } from '../support/catalogue';

test('filters, sort and page live in the address and survive car page → Back, with the scroll position', async ({ page }) => {
  await page.goto('/car-list');
  await hydrated(page);
  await openFilters(page);
  await page.getByLabel('Fuel', { exact: true }).selectOption('electric');
  await expect(page).toHaveURL(/\/car-list\?fuel=electric$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars: Electric');
  await page.getByLabel('Body type', { exact: true }).focus();
  await page.getByLabel('Body type', { exact: true }).selectOption('suv');
  await expect(page).toHaveURL(/\?type=suv&fuel=electric$/);
  // the control that changed keeps the focus after the list is re-created
  await expect(page.getByLabel('Body type', { exact: true })).toBeFocused();
  await page.getByLabel('Sort by', { exact: true }).selectOption('fastest');
  await expect(page).toHaveURL(/\?type=suv&fuel=electric&sort=fastest$/);
  await closeFilters(page);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next ›' }).click();
  await expect(page).toHaveURL(/\?type=suv&fuel=electric&sort=fastest&page=2$/);
  await expect(page.getByText(/, page 2 of \d+/)).toBeVisible();

  const cars = page.getByRole('region', { name: 'Results' }).getByRole('article');
  await expect(cars).toHaveCount(24);
  const target = cars.nth(13);
  await target.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  // a card's first link is the car's own (the other adds it to a comparison)
  const href = (await target.getByRole('link').first().getAttribute('href'))!;
  await target.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/cars\/[a-z0-9-]+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // a new page starts at the top
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\?type=suv&fuel=electric&sort=fastest&page=2$/);
  await expect(page.getByLabel('Fuel', { exact: true })).toHaveValue('electric');
  await expect(page.getByLabel('Body type', { exact: true })).toHaveValue('suv');
  await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('fastest');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  await expect(page.locator(`.card-grid a[href="${href}"]`)).toBeInViewport();
});

test("the car page's own back link returns to the same list at the same place", async ({ page }) => {
  await page.goto('/car-list?fuel=diesel&page=3');
  await hydrated(page);
  const target = page.getByRole('region', { name: 'Results' }).getByRole('article').nth(20);
  await target.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await target.getByRole('link').first().click();
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/car-list\?fuel=diesel&page=3$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
});

test('reset returns to page 1 with every filter on All', async ({ page }) => {
  await page.goto('/channel5/car-list?brand=bmw&seats=5&price=40k-70k&page=2');
  await hydrated(page);
  await openFilters(page);
  await page.getByRole('link', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/channel5\/car-list$/);
  for (const label of ['Purpose', 'Brand', 'Body type', 'Seats', 'Price', 'Fuel', 'Status'])
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('all');
  await expect(page.getByText(`${SEED_CARS.toLocaleString('en-US')} cars, page 1 of ${pagesOf(SEED_CARS, 24)}`)).toBeVisible();
});

test('each option shows how many cars it would give, and a chosen filter can be removed on its own', async ({ page }) => {
  await page.goto('/car-list?fuel=electric');
  await expect(page.locator('.lede')).toContainText(`${SEED_ELECTRIC} cars`);
  await expect(page.getByLabel('Body type', { exact: true }).locator('option[value="suv"]')).toHaveText(/^SUV \([\d,]+\)$/);
  await page.getByRole('link', { name: 'Remove Fuel: Electric' }).click();
  await expect(page).toHaveURL(/\/car-list$/);
});

test('a family finds the seven-seaters by typing it, and narrows them by the seats filter', async ({ page }) => {
  await page.goto('/car-list');
  await hydrated(page);
  await openFilters(page);
  // by its label: the box becomes a combobox when its suggestions load on focus
  const box = page.getByLabel('Search', { exact: true });
  await box.fill('7 seater suv');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/car-list\?type=suv&seats=7-plus$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars: SUV · 7 or more seats');
  const sevenPlus = Number((await page.locator('.lede').textContent())!.match(/^([\d,]+) cars/)![1]!.replace(/,/g, ''));
  expect(sevenPlus).toBeGreaterThan(100);
  await openFilters(page);
  const seats = page.getByLabel('Seats', { exact: true });
  await expect(seats).toHaveValue('7-plus');
  await expect(seats.locator('option[value="5"]')).toHaveText(/^5 seats \([\d,]+\)$/);
  await seats.selectOption('6');
  await expect(page).toHaveURL(/\?type=suv&seats=6$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars: SUV · 6 seats');
  await closeFilters(page);
  await page.getByRole('link', { name: 'Remove 6 seats' }).click();
  await expect(page).toHaveURL(/\/car-list\?type=suv$/);
});

test('a search that finds nothing says so and offers a way out', async ({ page }) => {
  await page.goto('/car-list?q=zzzz-no-such-car');
  await expect(page.getByRole('heading', { name: 'No cars match “zzzz-no-such-car”' })).toBeVisible();
  await page.getByRole('link', { name: 'Show all cars' }).click();
  await expect(page).toHaveURL(/\/car-list$/);
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article')).toHaveCount(24);
});

test('a slow filter change shows the progress bar until the list arrives', async ({ page }) => {
  await page.goto('/car-list');
  await hydrated(page);
  // the list's data is held back until the visitor has seen the bar, however long that takes
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/car-list.data*', async (route) => {
    await held;
    await route.continue();
  });
  await openFilters(page);
  await page.getByLabel('Fuel', { exact: true }).selectOption('hybrid');
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute('data-visible', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All cars');
  release();
  await expect(page).toHaveURL(/fuel=hybrid/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars: Hybrid');
  await expect(page.locator('.progress')).toHaveAttribute('data-visible', 'false');
});

test('clicking the link to the page you are on adds no history entry and keeps the page', async ({ page }) => {
  await page.goto('/car-list');
  await hydrated(page);
  const before = await page.evaluate(() => history.length);
  // each click's answer is awaited: a second click while the first's data is on its way cancels it,
  // which React Router logs as an aborted stream (a double click, not this test's subject)
  for (let click = 0; click < 2; click++) {
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/car-list'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All cars' }).click();
    await answered;
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All cars');
  expect(await page.evaluate(() => history.length)).toBe(before);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form still works and the server renders the results', async ({ page }) => {
    await page.goto('/channel2/car-list');
    await openFilters(page);
    await page.getByLabel('Brand', { exact: true }).selectOption('tesla');
    await page.getByLabel('Sort by', { exact: true }).selectOption('price-asc');
    await page.getByRole('button', { name: /^Show [\d,]+ cars$/ }).click();
    // the plain form sends every field; the server answers with the clean address
    await expect(page).toHaveURL(/\/channel2\/car-list\?brand=tesla&sort=price-asc$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars: Tesla');
    const first = page.getByRole('region', { name: 'Results' }).getByRole('article').first();
    await expect(first).toContainText('Tesla');
    await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/channel2\/cars\//);
    // and adding it to a comparison stays in the channel too
    await expect(first.getByRole('link', { name: /to compare$/ })).toHaveAttribute('href', /^\/channel2\/compare\?cars=\d+$/);
  });
});
