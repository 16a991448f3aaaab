// Comparing cars (the page, the tray, with and without JavaScript, keyboard, phone), the visitor's
// units on every page type and through both edge-cache paths, and where a figure stands in its class.
import type { Page } from '@playwright/test';
import { ANY_DEVICE, domainUrl, expect, expectAccessible, hydrated, PHONE_ONLY, screenshotWhenAsked, test } from './fixtures';

const SF90 = 1001; // Ferrari SF90 Stradale
const PHANTOM = 1002; // Rolls-Royce Phantom
const KA = 1003; // Ford Ka+
const GT63 = 1004;
const R8 = 1005;
const R8_V10_PLUS = 1123;
const F8 = 1010; // Ferrari F8 Tributo, ended as the SF90 has
const CHIRON = 1877; // Bugatti Chiron, $3,000,000: the longest price of four
const MODEL_3 = 1659; // Tesla Model 3, electric: no fuel economy in the source
const CAR = `/cars/ferrari-sf90-stradale/${SF90}`;

/** The cars' column headers (the group titles are headers of their own rows). */
const carColumns = (page: Page) => page.locator('thead').getByRole('columnheader');
/** A list's first "+ Compare", a link to the comparison until the tray is loaded. */
const addFirstCard = (page: Page) =>
  page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Add .* to compare$/ })
    .click();
const trayOf = (page: Page) => page.getByRole('complementary', { name: 'Cars to compare' });
/** A car page's "+ Compare" before the tray is loaded: a link to the comparison, which the first click turns into the tray. */
const addThisCar = (page: Page) =>
  page
    .locator('.car-detail-actions')
    .getByRole('link', { name: /^Add .* to compare$/ })
    .click();

test.describe('the compare page', () => {
  test('shows the cars side by side, the best of each row marked, names kept in view', async ({ page }) => {
    await page.goto(`/compare?cars=${PHANTOM},${SF90},${KA}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare cars');
    const table = page.getByRole('table');
    await expect(carColumns(page)).toHaveText([/Rolls-Royce\s*Phantom/, /Ferrari\s*SF90 Stradale/, /Ford\s*Ka\+/]);
    const speed = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Top speed/ }) });
    await expect(speed.getByRole('cell').nth(1)).toContainText('best');
    await expect(speed.getByRole('cell').nth(0)).not.toContainText('best');
    // nor is its power (963 hp is no Ferrari figure), so no car is marked the most powerful
    const power = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Power/ }) });
    await expect(power.getByRole('cell').nth(1)).toHaveText('not published');
    await expect(power).not.toContainText('best');
    const price = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Price/ }) });
    // the SF90's price is not published, so no car is marked the cheapest: it might be
    await expect(price.getByRole('cell').nth(1)).toHaveText('not published');
    await expect(price).not.toContainText('best');
    // the car names stay at the top of the window while the page scrolls: the names themselves, or on a
    // phone the table's head that holds them
    expect(
      await table
        .locator('thead th')
        .first()
        .evaluate((th) => [getComputedStyle(th).position, getComputedStyle(th.closest('thead')!).position]),
    ).toContain('sticky');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/compare\\?cars=${PHANTOM},${SF90},${KA}$`));
    await expectAccessible(page);
  });

  test('"show only differences" hides the rows where every car agrees', async ({ page }) => {
    // two Ferraris their maker has ended: the same status, other figures
    await page.goto(`/compare?cars=${SF90},${F8}`);
    const status = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Status' }) });
    await expect(status).toBeVisible();
    await page.getByLabel('Show only differences').check();
    await expect(status).toBeHidden();
    await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Power/ }) })).toBeVisible();
    await page.getByLabel('Show only differences').uncheck();
    await expect(status).toBeVisible();
  });

  test('says what it left out of a bad address, and lives under a channel too', { tag: ANY_DEVICE }, async ({ page }) => {
    const answer = await page.goto(`/channel5/compare?cars=abc,${SF90},${SF90},999999,${PHANTOM}`);
    expect(answer!.status()).toBe(200);
    await expect(page.getByRole('status')).toHaveText(
      'Left out of this comparison: abc (not a car number), 1001 (the same car twice), 999999 (no such car).',
    );
    await expect(carColumns(page)).toHaveCount(2);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/compare\\?cars=${SF90},${PHANTOM}$`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // links stay inside the channel
    await expect(page.getByRole('link', { name: /^Ferrari\s*SF90 Stradale$/ })).toHaveAttribute('href', `/channel5${CAR}`);
  });

  test('an empty comparison says how to start one', { tag: ANY_DEVICE }, async ({ page }) => {
    await page.goto('/compare');
    await expect(page.getByText('Nothing to compare yet.')).toBeVisible();
  });

  test('adds any car by name: the page lists what the name finds, each one click to add', async ({ page }) => {
    await page.goto(`/channel4/compare?cars=${SF90}`);
    const field = page.getByRole('searchbox', { name: 'Add a car by name' });
    await field.fill('taycan turbo');
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/channel4/compare\\?cars=${SF90}&add=taycan\\+turbo#compare-find$`));
    await expect(field).toHaveValue('taycan turbo');
    const found = page.locator('#compare-find');
    // more than the page lists: it says they are the best few and how to find fewer
    await expect(
      found.getByRole('heading', { name: /^The best 8 of the \d+ cars matching “taycan turbo”: add a word to find fewer$/ }),
    ).toBeInViewport();
    const picks = found.getByRole('link', { name: /^Add Porsche\s*Taycan Turbo/ });
    await expect(picks).toHaveCount(await found.getByRole('link').count());
    // the similar cars give way to what was asked for
    await expect(page.getByRole('heading', { name: /^Add a car like/ })).toHaveCount(0);
    await picks.first().click();
    await expect(page).toHaveURL(new RegExp(`/channel4/compare\\?cars=${SF90},\\d+$`));
    await expect(carColumns(page)).toHaveCount(2);
    await expect(carColumns(page).nth(1)).toContainText('Taycan Turbo');
    // a name that finds nothing says so; an empty comparison takes a name too
    await page.goto('/compare?add=zzzqqq');
    await expect(page.getByRole('status')).toHaveText('No other car matches “zzzqqq”: try a brand or a model’s name.');
    await page.getByRole('searchbox', { name: 'Add a car by name' }).fill('sf90');
    await page.getByRole('searchbox', { name: 'Add a car by name' }).press('Enter');
    await expect(page.locator('#compare-find').getByRole('heading', { name: 'Cars matching “sf90”' })).toBeVisible();
    await page
      .locator('#compare-find')
      .getByRole('link', { name: /^Add Ferrari\s*SF90 Stradale/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?cars=${SF90}$`));
    await expect(carColumns(page)).toHaveCount(1);
    // a name given twice in an address made by hand: one address, the name given first
    const twice = await page.goto(`/compare?cars=${SF90}&add=taycan&add=golf`);
    expect(twice?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/compare\\?cars=${SF90}&add=taycan$`));
    await expect(page.getByRole('searchbox', { name: 'Add a car by name' })).toHaveValue('taycan');
  });

  test('a full comparison takes no more by name, and says how to make room', { tag: ANY_DEVICE }, async ({ page }) => {
    const answer = await page.goto(`/compare?cars=${SF90},${PHANTOM},${KA},${GT63}&add=taycan`);
    expect(answer!.status()).toBe(200);
    await expect(carColumns(page)).toHaveCount(4);
    await expect(page.getByRole('searchbox', { name: 'Add a car by name' })).toHaveCount(0);
    await expect(page.getByText('A comparison holds up to 4 cars: remove one to add another.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // removing one brings the field back
    await page
      .getByRole('link', { name: /^Remove .* from the comparison$/ })
      .first()
      .click();
    await expect(carColumns(page)).toHaveCount(3);
    await expect(page.getByRole('searchbox', { name: 'Add a car by name' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the car page compares with similar cars, and cars are added and removed by links', async ({ page }) => {
    await page.goto(CAR);
    await page.getByRole('link', { name: 'Compare with similar cars' }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?cars=${SF90},\\d+,\\d+,\\d+$`));
    await expect(carColumns(page)).toHaveCount(4);
    await page
      .getByRole('link', { name: /^Remove .* from the comparison$/ })
      .last()
      .click();
    await expect(carColumns(page)).toHaveCount(3);
    // each similar car is a compact card: its picture, name and price, one link that adds it
    // cars like the first one, as the heading says
    const picks = page.getByRole('region', { name: 'Add a car like the Ferrari SF90 Stradale' }).getByRole('listitem');
    await expect(picks.first().locator('.car-visual')).toBeVisible();
    await expect(picks.first().getByRole('link')).toHaveAccessibleName(/^Add .+,\s*(\$|Price not published)/);
    await picks.first().getByRole('link').click();
    await expect(carColumns(page)).toHaveCount(4);
    // "Add to compare" on a card is a link to a comparison of that car
    await page.goto('/car-list');
    const first = page.getByRole('article').first();
    await first.getByRole('link', { name: /^Add .* to compare$/ }).click();
    await expect(page).toHaveURL(/\/compare\?cars=\d+$/);
    await expect(page.getByRole('heading', { name: /^Add a car like the .+/ })).toBeVisible();
  });
});

test.describe('the compare tray', () => {
  test('keeps the chosen cars across pages and reloads, removes one in one tap, refuses a fifth', async ({ page }) => {
    await page.goto('/car-list');
    await hydrated(page);
    const cards = page.getByRole('article');
    const add = (i: number) => cards.nth(i).getByRole(i === 0 ? 'link' : 'button', { name: /^Add .* to compare$/ });
    // the first add loads the tray; then each control is a toggle
    await addFirstCard(page);
    const tray = trayOf(page);
    await expect(tray.getByRole('listitem')).toHaveCount(1);
    for (const i of [1, 2, 3]) await add(i).click();
    await expect(tray.getByRole('listitem')).toHaveCount(4);
    await expect(cards.nth(1).getByRole('button', { name: /^Add .* to compare$/ })).toHaveAttribute('aria-pressed', 'true');
    await add(4).click();
    await expect(cards.nth(4).getByRole('alert')).toHaveText('Compare holds 4 cars: remove one first.');
    await expect(tray.getByRole('listitem')).toHaveCount(4);

    await page.reload();
    await expect(tray.getByRole('listitem')).toHaveCount(4);
    await tray
      .getByRole('button', { name: /^Remove .* from compare$/ })
      .first()
      .click();
    await expect(tray.getByRole('listitem')).toHaveCount(3);

    await page.goto(CAR);
    await expect(tray.getByRole('listitem')).toHaveCount(3);
    await tray.getByRole('link', { name: 'Compare 3 cars' }).click();
    await expect(page).toHaveURL(/\/compare\?cars=\d+,\d+,\d+$/);
    await expect(carColumns(page)).toHaveCount(3);
    await tray.getByRole('button', { name: 'Clear' }).click();
    await expect(tray).toHaveCount(0);
  });

  test('on a phone keeps to two rows however many cars, and steps aside while the visitor types', { tag: PHONE_ONLY }, async ({ page }) => {
    await page.goto('/car-list?q=porsche');
    await hydrated(page);
    const cards = page.getByRole('article');
    await addFirstCard(page);
    const tray = trayOf(page);
    await expect(tray.getByRole('listitem')).toHaveCount(1);
    const [chip] = await tray.getByRole('listitem').all();
    const oneCar = (await tray.boundingBox())!.height;
    for (const i of [1, 2, 3])
      await cards
        .nth(i)
        .getByRole('button', { name: /^Add .* to compare$/ })
        .click();
    await expect(tray.getByRole('listitem')).toHaveCount(4);
    // the four cars share the first row (it scrolls sideways), so the tray is as tall as with one
    expect((await tray.boundingBox())!.height).toBe(oneCar);
    for (const item of await tray.getByRole('listitem').all()) expect((await item.boundingBox())!.y).toBe((await chip!.boundingBox())!.y);
    // the last car is a swipe away, its remove button still a tap
    await tray.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await tray
      .getByRole('button', { name: /^Remove .* from compare$/ })
      .last()
      .click();
    await expect(tray.getByRole('listitem')).toHaveCount(3);
    // typing in the home page's search: the keyboard and the suggestions have the bottom of the screen
    await page.goto('/');
    await hydrated(page);
    await expect(tray.getByRole('listitem')).toHaveCount(3);
    // by its label: once focused it loads its suggestions and becomes a combobox
    const search = page.getByLabel('Search cars');
    await search.focus();
    await expect(tray).toBeHidden();
    await search.blur();
    await expect(tray).toBeVisible();
  });

  test("a comparison other than the tray's shows no tray; the tray's own comparison does", async ({ page }) => {
    await page.goto(CAR);
    await hydrated(page);
    await addThisCar(page);
    const tray = trayOf(page);
    await expect(tray.getByRole('listitem')).toHaveCount(1);
    // "Compare with similar cars": this car and others, not the tray's choice
    await page.goto(`/compare?cars=${PHANTOM},${KA}`);
    await expect(carColumns(page)).toHaveCount(2);
    await expect(tray).toBeHidden();
    await page.goto(`/compare?cars=${SF90}`);
    await expect(tray.getByRole('listitem')).toHaveCount(1);
    await expect(tray.getByRole('button', { name: 'Clear' })).toBeVisible();
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto(CAR);
    await hydrated(page);
    const control = page.locator('.car-detail-actions').getByRole('link', { name: /^Add .* to compare$/ });
    await control.focus();
    await page.keyboard.press('Enter');
    const tray = trayOf(page);
    await expect(tray.getByRole('listitem')).toHaveText([/Ferrari SF90 Stradale/]);
    const toggle = page.locator('.car-detail-actions').getByRole('button', { name: /^Add .* to compare$/ });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
  test('stacks above the consent banner where a domain asks, and the page ends clear of both', async ({ page, baseURL }) => {
    await page.goto(domainUrl('greenroute.localhost', CAR, baseURL));
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Privacy choices' });
    await expect(banner).toBeVisible();
    await addThisCar(page);
    const tray = trayOf(page);
    await expect(tray.getByRole('link', { name: /^Compare/ })).toBeInViewport({ ratio: 1 });
    const [trayBox, bannerBox] = [(await tray.boundingBox())!, (await banner.boundingBox())!];
    expect(trayBox.y + trayBox.height).toBeLessThanOrEqual(bannerBox.y);
    // scrolled to the end, the footer's last line shows above the tray
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await page.locator('.site-footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerBottom).toBeLessThanOrEqual((await tray.boundingBox())!.y);
    // answered, the banner goes and the tray returns to the bottom
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toHaveCount(0);
    await expect.poll(async () => (await tray.boundingBox())!.y + (await tray.boundingBox())!.height).toBeGreaterThan(bannerBox.y);
  });
});

test('the page scrolls, not a box inside it, and the car names stay at the top of the window', async ({ page }) => {
  await page.goto(`/compare?cars=${CHIRON},${PHANTOM},${KA},${GT63}`);
  const region = page.getByRole('region', { name: 'Comparison table' });
  // no box of its own to scroll, either way: every row and every car is on the page, which scrolls as any page does
  const box = await region.evaluate((element) => ({
    down: element.scrollHeight - element.clientHeight,
    across: element.scrollWidth - element.clientWidth,
  }));
  expect(box.down).toBeLessThanOrEqual(1);
  expect(box.across).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
  // every car is named in the width, on a phone too
  const headers = carColumns(page);
  for (let i = 0; i < 4; i++) await expect(headers.nth(i)).toBeInViewport({ ratio: 0.98 });
  // scrolled down to the last row, the names are still at the window's top
  const lastRow = page.getByRole('table').getByRole('row').last();
  await lastRow.scrollIntoViewIfNeeded();
  await expect(lastRow).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  for (let i = 0; i < 4; i++) await expect(headers.nth(i)).toBeInViewport({ ratio: 0.98 });
  expect(Math.round((await headers.first().boundingBox())!.y)).toBe(0);
  // and the page itself never scrolls sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // four cars on a phone still read whole: no price or word split across two lines ("$3,000,00 / 0")
  const broken = await page.getByRole('table').evaluate((table) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // a word here runs between spaces, hyphens and dashes (a line may end after "Mercedes-" or "$12,000–")
      for (const match of text.matchAll(/[^\s\-–]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
  expect(broken).toEqual([]);
});

test('a row marks its best only where every car publishes the figure', { tag: ANY_DEVICE }, async ({ page }) => {
  // an electric car beside two petrol ones: the EPA gives the Phantom and the GT 63 fuel economy, the Model 3 none
  await page.goto(`/compare?cars=${MODEL_3},${PHANTOM},${GT63}`);
  const row = (label: RegExp) =>
    page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: label }) });
  // and 0 g/km of CO₂ at the tailpipe, as it publishes for every electric car: the best of the three
  const co2 = row(/^Tailpipe CO₂/).getByRole('cell');
  await expect(co2).toHaveText([/^0 g\/km/, /g\/km/, /g\/km/]);
  await expect(co2.first()).toContainText('best');
  // it burns no fuel: its fuel economy is none, not unpublished
  await expect(row(/^Fuel economy/).getByRole('cell')).toHaveText([/none \(electric\)/, /L\/100 km/, /L\/100 km/]);
  await expect(row(/^Fuel economy/).getByText('best', { exact: true })).toHaveCount(0);
  // where every car publishes it, the best is marked as before: the GT 63's power, the Model 3's price
  const power = row(/^Power/).getByRole('cell');
  await expect(power.nth(1)).not.toContainText('best');
  await expect(power.nth(2)).toContainText('best');
  await expect(
    row(/^Price/)
      .getByRole('cell')
      .nth(0),
  ).toContainText('best');
  await expect(page.getByText(/where every car publishes it/)).toBeVisible();
});

test.describe('units', () => {
  test('a visitor switches from any page, and every page type follows', async ({ page }) => {
    await page.goto(CAR);
    const performance = page.getByRole('region', { name: 'Performance' });
    await expect(performance).toContainText('340 km/h');
    await page.getByRole('link', { name: 'Show US units' }).click();
    await expect(page).toHaveURL(new RegExp(`${CAR}$`));
    await expect(performance).toContainText('211 mph');
    await expect(page.getByRole('region', { name: 'Engine and drivetrain' })).toContainText('4.0 L (3,990 cc)');
    // the same seconds, named as US sites name them, and said once what they measure
    await expect(performance.getByRole('term').filter({ hasText: '0–62 mph' })).toHaveCount(1);
    await expect(performance).toContainText('from 0 to 100 km/h (62.1 mph)');
    await expect(page.getByText('0–60')).toHaveCount(0);
    for (const path of ['/', '/car-list?type=suv', '/car-rank?by=topSpeed', `/compare?cars=${SF90},${R8}`]) {
      await page.goto(path);
      await expect(page.locator('main')).toContainText(/\d mph/);
      await expect(page.locator('main')).not.toContainText(/(top speed|Top speed.*?) [\d,]+ km\/h/);
    }
    await page.getByRole('link', { name: 'Show metric units' }).click();
    await expect(page.locator('main')).toContainText('340 km/h');
  });

  test('a domain sets its own units', { tag: ANY_DEVICE }, async ({ page, baseURL }) => {
    await page.goto(domainUrl('fastlane.localhost', CAR, baseURL));
    await expect(page.getByRole('region', { name: 'Performance' })).toContainText('211 mph');
    await page.goto(domainUrl('greenroute.localhost', CAR, baseURL));
    await expect(page.getByRole('region', { name: 'Performance' })).toContainText('340 km/h');
    await expect(page.getByRole('region', { name: 'Performance' }).getByRole('term').filter({ hasText: '0–100 km/h' })).toHaveCount(1);
  });

  test(
    'a domain in US units names the 0–100 km/h time 0–62 mph on every page that shows it',
    { tag: ANY_DEVICE },
    async ({ page, baseURL }) => {
      const at = (path: string) => domainUrl('fastlane.localhost', path, baseURL);
      await page.goto(at(CAR));
      const main = page.locator('main');
      await expect(main.locator('.key-figures')).toContainText('0–62 mph 2.5 s');
      const performance = page.getByRole('region', { name: 'Performance' });
      await expect(performance.getByRole('term').filter({ hasText: /^0–62 mph$/ })).toHaveCount(1);
      // where the figure is explained, its measure is said once
      await expect(performance).toContainText('0–62 mph: the time from 0 to 100 km/h (62.1 mph)');
      await expect(page.getByRole('region', { name: 'Where it stands in its class' })).toContainText(
        /Quicker from 0 to 62 mph than \d+% of other coupés/,
      );
      await page.goto(at('/car-rank?by=accel'));
      await expect(page.getByRole('link', { name: '0–62 mph', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 2, name: 'Quickest 0–62 mph' })).toBeVisible();
      await expect(page.getByRole('article').first()).toContainText(/0–62 mph \d\.\d(–\d\.\d)? s/);
      await expect(page.locator('main .lede')).toContainText('The quickest road cars from 0 to 62 mph, as their makers state it');
      await page.goto(at(`/compare?cars=${SF90},${R8}`));
      await expect(page.getByRole('rowheader', { name: /^0–62 mph/ })).toHaveCount(1);
      await page.goto(at('/brands/porsche/911'));
      await expect(page.getByRole('columnheader', { name: /^0–62 mph/ })).toHaveCount(1);
      for (const path of [CAR, '/car-rank?by=accel', `/compare?cars=${SF90},${R8}`, '/brands/porsche/911', '/brands/porsche', '/']) {
        await page.goto(at(path));
        await expect(main).toContainText('0–62 mph');
        // the one place the km/h measure is named is the car page's note
        await expect(main).not.toContainText(/0–100 km\/h|0–60/);
      }
    },
  );

  test('the edge cache never gives one visitor’s units to another, warm or cold', { tag: ANY_DEVICE }, async ({ request }) => {
    const path = `/compare?cars=${SF90},${R8}&utm_source=units-${test.info().project.name}-${Date.now()}`;
    const get = (cookie?: string) => request.get(path, { headers: cookie ? { Cookie: cookie } : {} });
    const cold = await get('carlog_units=imperial');
    expect(cold.headers()['x-edge-cache']).toBe('MISS');
    expect(await cold.text()).toContain(' mph');
    await expect.poll(async () => (await get('carlog_units=imperial')).headers()['x-edge-cache']).toBe('HIT');
    // the warm US copy is not what a metric visitor, or one with no choice, gets
    const metric = await get('carlog_units=metric');
    expect(metric.headers()['x-edge-cache']).toBe('MISS');
    expect(await metric.text()).not.toContain(' mph');
    const none = await get();
    expect(await none.text()).toContain('km/h');
    expect(await none.text()).not.toContain(' mph');
    await expect.poll(async () => (await get('carlog_units=metric')).headers()['x-edge-cache']).toBe('HIT');
    // back and forth, each from its own warm copy
    for (const [cookie, unit] of [
      ['carlog_units=imperial', ' mph'],
      ['carlog_units=metric', ' km/h'],
      ['carlog_units=imperial', ' mph'],
    ] as const) {
      const answer = await get(cookie);
      expect(answer.headers()['x-edge-cache']).toBe('HIT');
      expect(await answer.text()).toContain(unit);
    }
    expect(cold.headers()['vary']).toContain('Cookie');
  });
});

test('a car page says where its figures stand in their class', { tag: ANY_DEVICE }, async ({ page }) => {
  // the Audi R8 V10 plus, a coupé with all four figures published
  await page.goto(`/cars/audi-r8-v10-plus/${R8_V10_PLUS}`);
  const standings = page.getByRole('region', { name: 'Where it stands in its class' });
  await expect(standings).toContainText(/Quicker from 0 to 100 km\/h than \d+% of other coupés/);
  // a share under half is worded from the other side, with the level ones: never "cheaper than 8%"
  await expect(standings).toContainText(/(5\d|[6-9]\d|100)% of other coupés cost the same or less/);
  // what it was compared with, said once for the class rather than under every bar
  const basis = standings.getByText(/^Compared with the coupés on sale or discontinued/);
  await expect(basis).toHaveCount(1);
  await expect(basis).toContainText(/\d+ with a 0 to 100 km\/h time/);
  await expect(standings.locator('svg.standing-bar')).toHaveCount(4);
  // each bar is as long as the share its sentence names: "92% … cost the same or less" is not drawn at 8%
  for (const item of await standings.locator('li').all()) {
    const share = Number((await item.locator('strong').textContent())?.match(/(\d+)%/)?.[1]);
    const fill = item.locator('rect.standing-fill');
    await expect(fill).toHaveAttribute('width', String(Math.max(2, share)));
    // the cars ahead of it are drawn from the right end: the fill's inner end is where the car stands
    const ahead = (await fill.getAttribute('class'))!.includes('standing-fill-others');
    await expect(fill).toHaveAttribute('x', String(ahead ? 100 - Math.max(2, share) : 0));
  }
  // the bar is stretched to its line: its ends are rounded by its box, not by corners drawn in the
  // stretched drawing (they were pulled into needle points across the width)
  const bar = standings.locator('svg.standing-bar').first();
  expect(await bar.evaluate((svg) => [getComputedStyle(svg).borderRadius, svg.querySelectorAll('rect[rx]').length])).toEqual(['4px', 0]);
});

for (const host of ['127.0.0.1', 'fastlane.localhost', 'greenroute.localhost']) {
  test(`the car page's compare tray and the compare page on ${host} (screenshots when asked)`, async ({ page, baseURL }) => {
    const at = (path: string) => (host === '127.0.0.1' ? path : domainUrl(host, path, baseURL));
    await page.goto(at(CAR));
    await hydrated(page);
    await addThisCar(page);
    await expect(trayOf(page)).toBeVisible();
    await screenshotWhenAsked(page, `car-tray-${host}`, { fullPage: true });
    await page.goto(at(`/compare?cars=${SF90},${PHANTOM},${KA},${GT63}`));
    await expect(page.getByRole('table')).toBeVisible();
    await screenshotWhenAsked(page, `compare-${host}`);
  });
}

test('a row says which way is better in the unit it shows: L/100 km lower, mpg higher', { tag: ANY_DEVICE }, async ({ page, baseURL }) => {
  const path = `/compare?cars=${SF90},${PHANTOM}`;
  const economy = page.getByRole('rowheader', { name: /^Fuel economy/ });
  await page.goto(path);
  await expect(page.getByRole('row', { name: /^Fuel economy/ })).toContainText('L/100 km');
  await expect(economy).toContainText('lower is better');
  // Fastlane shows US units
  await page.goto(domainUrl('fastlane.localhost', path, baseURL));
  await expect(page.getByRole('row', { name: /^Fuel economy/ })).toContainText('mpg');
  await expect(economy).toContainText('higher is better');
});
