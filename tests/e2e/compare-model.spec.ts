// Comparing versions from a model page: tick them in its table and "Compare selected". Without
// JavaScript a plain form (the compare page turns its repeated `cars` into its one address); with it
// the boxes are the compare tray's (a fifth car refused); from the keyboard; under a channel; on a phone.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, hydrated, screenshotWhenAsked, test } from './fixtures';

const MODEL = '/brands/porsche/911';
const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
const box = (page: Page, i: number) => rows(page).nth(i).getByRole('checkbox');
const ids = (page: Page, count: number) => Promise.all(Array.from({ length: count }, (_, i) => box(page, i).getAttribute('value')));
/** The button's fill: none (an outline) until a version is ticked, then the domain's colour. */
const submitFill = (page: Page) =>
  page.getByRole('button', { name: 'Compare selected' }).evaluate((button) => getComputedStyle(button).backgroundColor);
const NO_FILL = 'rgba(0, 0, 0, 0)';
const tray = (page: Page) => page.getByRole('complementary', { name: 'Cars to compare' });
/** The compare page's car columns. */
const carColumns = (page: Page) => page.getByRole('region', { name: 'Comparison table' }).locator('thead').getByRole('columnheader');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the ticked versions open one comparison at its clean address, inside the channel', async ({ page }) => {
    await page.goto(`/channel3${MODEL}`);
    await expect(box(page, 0)).toHaveAccessibleName(/^Compare the Porsche 911/);
    // a quiet button until there is something to compare, the page's next step after
    expect(await submitFill(page)).toBe(NO_FILL);
    for (const i of [0, 2, 3]) await box(page, i).check();
    expect(await submitFill(page)).not.toBe(NO_FILL);
    const chosen = await ids(page, 4);
    await page.getByRole('button', { name: 'Compare selected' }).click();
    await expect(page).toHaveURL(new RegExp(`/channel3/compare\\?cars=${chosen[0]},${chosen[2]},${chosen[3]}$`));
    await expect(carColumns(page)).toHaveCount(3);
    await expect(page.getByRole('link', { name: /^Porsche\s*911/ }).first()).toHaveAttribute('href', /^\/channel3\/cars\//);
  });

  test('five ticked: four compared, and the page says which it left out', async ({ page }) => {
    await page.goto(MODEL);
    for (const i of [0, 1, 2, 3, 4]) await box(page, i).check();
    const chosen = await ids(page, 5);
    await page.getByRole('button', { name: 'Compare selected' }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?cars=${chosen.join(',')}$`));
    await expect(carColumns(page)).toHaveCount(4);
    // the fifth by its name, not its number
    await expect(page.getByRole('status')).toHaveText(/^Left out of this comparison: Porsche 911\b[^()]* \(more than 4 cars\)\.$/);
    await expect(page.getByRole('status')).not.toContainText(chosen[4]!);
  });
});

test('with JavaScript the boxes are the compare tray’s, kept across reloads, and a fifth car is refused', async ({ page }) => {
  await page.goto(`/channel8${MODEL}`);
  await hydrated(page);
  await expectAccessible(page);
  expect(await submitFill(page)).toBe(NO_FILL);
  await box(page, 0).check();
  await expect.poll(() => submitFill(page)).not.toBe(NO_FILL);
  await expect(tray(page).getByRole('listitem')).toHaveCount(1);
  await box(page, 1).check();
  await expect(tray(page).getByRole('listitem')).toHaveCount(2);
  await page.reload();
  await hydrated(page);
  await expect(box(page, 0)).toBeChecked();
  await expect(box(page, 1)).toBeChecked();
  await expect(box(page, 2)).not.toBeChecked();
  // unticking takes the car out of the tray
  await box(page, 1).uncheck();
  await expect(tray(page).getByRole('listitem')).toHaveCount(1);
  for (const i of [1, 2, 3]) await box(page, i).check();
  await expect(tray(page).getByRole('listitem')).toHaveCount(4);
  await box(page, 4).click();
  // said under the version ticked, where the visitor is (far down a long table, the page's top is not)
  const refusal = rows(page).nth(4).getByRole('alert');
  await expect(refusal).toHaveText('Compare holds 4 cars: remove one first.');
  await expect(refusal).toBeInViewport();
  await expect(page.locator('.compare-versions').getByRole('alert')).toHaveCount(1);
  await expect(box(page, 4)).not.toBeChecked();
  await expect(tray(page).getByRole('listitem')).toHaveCount(4);

  const chosen = await ids(page, 4);
  await page.getByRole('button', { name: 'Compare selected' }).click();
  await expect(page).toHaveURL(new RegExp(`/channel8/compare\\?cars=${chosen.join(',')}$`));
  await expect(carColumns(page)).toHaveCount(4);
});

test('from the keyboard: Space ticks a box and keeps the focus there, Enter compares', async ({ page }) => {
  await page.goto(MODEL);
  await hydrated(page);
  // nothing ticked yet: the button says so and takes the visitor to the first box, not to an empty comparison
  await page.getByRole('button', { name: 'Compare selected' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.compare-versions').getByRole('status')).toHaveText('Tick the versions to compare first.');
  await expect(box(page, 0)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${MODEL}$`));
  await page.keyboard.press('Space');
  await expect(tray(page).getByRole('listitem')).toHaveCount(1);
  await expect(box(page, 0)).toBeChecked();
  await expect(page.locator('.compare-versions').getByRole('status')).toHaveText('Tick up to 4 versions to see them side by side.');
  await expect(box(page, 0)).toBeFocused();
  // Tab leaves the box for the version's own link, not back to the top of the page
  await page.keyboard.press('Tab');
  await expect(rows(page).nth(0).getByRole('link')).toBeFocused();
  await box(page, 1).focus();
  await page.keyboard.press('Space');
  await expect(tray(page).getByRole('listitem')).toHaveCount(2);
  const chosen = await ids(page, 2);
  await page.getByRole('button', { name: 'Compare selected' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/compare\\?cars=${chosen.join(',')}$`));
  await expect(carColumns(page)).toHaveCount(2);
});

test('the box and the version’s name stay in view while the figures scroll sideways (a phone too); screenshots', async ({ page }) => {
  await page.goto(MODEL);
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Compare selected' })).toBeInViewport();
  const first = box(page, 0);
  await first.scrollIntoViewIfNeeded();
  const size = await first.boundingBox();
  // a target a thumb can hit (WCAG 2.2: at least 24 × 24 CSS pixels)
  expect(size!.width).toBeGreaterThanOrEqual(24);
  expect(size!.height).toBeGreaterThanOrEqual(24);
  const table = page.getByRole('region', { name: /Every Porsche 911/ });
  await table.evaluate((element) => element.scrollBy({ left: element.scrollWidth }));
  await expect(first).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // the screenshots show the page as a visitor first sees it, with one version ticked
  await table.evaluate((element) => element.scrollTo({ left: 0 }));
  await page.evaluate(() => window.scrollTo(0, 0));
  await first.check();
  await expect(tray(page)).toBeVisible();
  await screenshotWhenAsked(page, 'model-compare');
  await screenshotWhenAsked(page, 'model-compare-full', { fullPage: true });
});
