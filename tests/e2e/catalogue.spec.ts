// What a visitor reads about a car: what kind of car it is, what each year means, the US facts with
// their credit, and a published address that keeps working after two listings became one car.
import { expect, hydrated, test } from './fixtures';
import { SEED_NOT_ROAD } from '../support/catalogue';

test('a concept says so, on its page and in the list, and never leads a ranking', async ({ page }) => {
  await page.goto('/cars/tesla-roadster-2/1666');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roadster 2');
  await expect(page.locator('.car-detail-header .status-label')).toHaveText('Status: Concept or prototype');
  await expect(page.locator('.car-detail-price')).toContainText('announced, never on sale');
  await page.goto('/car-list?status=concept');
  await expect(page.getByText(`${SEED_NOT_ROAD.concept} cars`, { exact: true })).toBeVisible();
  const roadster = page.getByRole('article').filter({ hasText: 'Roadster 2' });
  await expect(roadster.locator('.status-label')).toHaveText('Status: Concept or prototype');
  await page.goto('/car-rank?by=accel');
  await expect(page.getByRole('article').filter({ hasText: 'Roadster 2' })).toHaveCount(0);
});

test('a current car page labels its status and each year for what it is', async ({ page }) => {
  await page.goto('/cars/mazda-mx-5-miata/2134');
  await hydrated(page);
  await expect(page.locator('.car-detail-header .status-label')).toHaveText('Status: On sale or recent');
  await expect(page.locator('.car-detail-year')).toHaveText('Launched 2015');
  const overview = page.getByRole('region', { name: 'Price and overview' });
  await expect(overview.getByRole('definition').filter({ hasText: 'Roadster' })).toBeVisible();
  await expect(overview).toContainText('Mazda MX-5');
});

test('US facts show every matched version and credit FuelEconomy.gov', async ({ page }) => {
  await page.goto('/cars/mazda-mx-5-miata/2134');
  const us = page.getByRole('region', { name: 'US versions: engine and transmission' });
  await expect(us).toContainText('From FuelEconomy.gov (US EPA)');
  // two gearboxes are sold: both are named, none picked silently
  await expect(us).toContainText('6-speed manual or 6-speed automatic');
  const economy = page.getByRole('region', { name: 'US fuel economy and emissions' });
  // in the default domain's metric units; the US units are a switch away
  await expect(economy).toContainText('7.8–8.1 L/100 km');
  await page.getByRole('link', { name: 'Show US units' }).click();
  await expect(economy).toContainText('29–30 mpg');
  // the choice is the one cookie the catalogue sets, and the privacy policy names it
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => `${cookie.name}=${cookie.value}`)).toEqual(['carlog_units=imperial']);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('main')).toContainText('The catalogue sets one cookie of its own');
  await expect(page.getByRole('main').locator('code').first()).toHaveText(cookies[0]!.name);
  await page.goBack();
  await expect(economy).toContainText('Tailpipe CO₂, EPA test cycle');
  // the ND's own US model years, not the NA's 1990 on
  await expect(economy).toContainText('model years 2016–2025');
  await expect(page.locator('.source-note')).toContainText('FuelEconomy.gov');
});

test("the US versions' rows leave out what the car's own rows already say alike", async ({ page }) => {
  await page.goto('/cars/ferrari-sf90-stradale/1001');
  const own = page.getByRole('region', { name: 'Engine and drivetrain' });
  await expect(own.getByRole('definition')).toContainText(['3,990 cc', '8']);
  const us = page.getByRole('region', { name: 'US versions: engine and transmission' });
  // what only the EPA's rows say stays; the same displacement and cylinders are said once
  await expect(us).toContainText('8-speed dual-clutch');
  await expect(us.getByRole('term').filter({ hasText: /^(Engine size|Cylinders)$/ })).toHaveCount(0);
});

test('a car the source listed twice has one page; the other address moves there for good', async ({ page, request }) => {
  const moved = await request.get('/channel4/cars/ford-ka-plus/2015', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/channel4/cars/ford-ka-plus/1003');
  await page.goto('/cars/ford-ka-plus/2015');
  await expect(page).toHaveURL(/\/cars\/ford-ka-plus\/1003$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ka+');
  // an id that never existed is still a friendly not-found, not a redirect
  const missing = await request.get('/cars/ford-ka-plus/2016999', { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
});

test('a figure the source qualifies keeps its qualifier', async ({ page }) => {
  await page.goto('/car-list?q=hummer+ev+pickup+edition');
  await expect(page.getByRole('article').first()).toContainText('up to 746 kW (1,014 PS)');
});
