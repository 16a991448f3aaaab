// Browsing the catalogue by brand: brand → model family → versions, as a visitor does it, with the
// canonical address, breadcrumbs (visible and JSON-LD), the friendly 404 and the links from car pages.
import type { Page } from '@playwright/test';
import { ANY_DEVICE, expect, expectAccessible, hydrated, NOT_FOUND_STATUS, PHONE_ONLY, test } from './fixtures';
import { SEED_BRANDS } from '../support/catalogue';

/** The page's JSON-LD blocks, parsed. */
const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>));

test('brand → model → version, by the links a visitor follows', async ({ page }) => {
  await page.goto('/channel6');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brands' }).click();
  await expect(page).toHaveURL(/\/channel6\/brands$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brands');
  await page.getByRole('link', { name: 'Porsche', exact: true }).click();
  await expect(page).toHaveURL(/\/channel6\/brands\/porsche$/);
  await expect(page.locator('.lede')).toContainText(/Fuels: .*Electric/);
  await expect(page.locator('.lede')).toContainText('Quickest road car: the');
  await page.getByRole('table').getByRole('link', { name: 'Taycan', exact: true }).click();
  await expect(page).toHaveURL(/\/channel6\/brands\/porsche\/taycan$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Porsche Taycan');
  // followed before the page hydrated, the links load new documents: count the rows once it is parsed
  await page.waitForLoadState('domcontentloaded');
  const rows = page.getByRole('table').locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(3);
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/channel6\/cars\/porsche-taycan/);
  // and back up from the car page
  await page.getByRole('link', { name: 'Every Porsche Taycan version' }).click();
  await expect(page).toHaveURL(/\/channel6\/brands\/porsche\/taycan$/);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Porsche' }).click();
  await expect(page).toHaveURL(/\/channel6\/brands\/porsche$/);
});

test('on a phone the directory is two columns of compact tiles, and the A–Z row jumps down it', { tag: PHONE_ONLY }, async ({ page }) => {
  await page.goto('/brands');
  const tiles = page.locator('.brand-directory > li');
  await expect(tiles).toHaveCount(SEED_BRANDS);
  const boxes = await tiles.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  expect(new Set(boxes.map((box) => Math.round(box.left))).size, 'columns').toBe(2);
  // compact: mark and name, counts and price, a line each (a price range of millions may take two)
  expect(Math.max(...boxes.map((box) => box.height))).toBeLessThanOrEqual(112);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // each tile shows the brand's mark beside its name
  expect(await tiles.locator('.brand-mark').count()).toBe(SEED_BRANDS);
  // a letter jumps to the first brand filed under it
  await page.getByRole('navigation', { name: 'Brands by letter' }).getByRole('link', { name: 'P', exact: true }).click();
  await expect(page).toHaveURL(/#brands-p$/);
  const first = page.locator('#brands-p');
  await expect(first).toBeInViewport();
  const name = first.locator('.brand-name');
  await expect(name).toHaveText(/^P/);
  // and the whole tile is its brand's link: a tap on its counts follows it
  const counts = (await first.getByText(/ models? · /).boundingBox())!;
  const brand = await name.innerText();
  await page.mouse.click(counts.x + 4, counts.y + counts.height / 2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand);
});

test('the model table sorts by a column, from the keyboard too, and works without waiting for scripts', async ({ page }) => {
  await page.goto('/brands/porsche/911');
  await hydrated(page);
  // at first by version name, as the Version heading's arrow says
  await expect(page.getByRole('columnheader', { name: /Version/ })).toHaveAttribute('aria-sort', 'ascending');
  const names = await page.locator('tbody th[scope="row"] .version-name a').allTextContents();
  expect(names.length).toBeGreaterThan(3);
  expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  const power = page.getByRole('columnheader', { name: /Power/ });
  await power.getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/brands\/porsche\/911\?sort=power$/);
  await expect(power).toHaveAttribute('aria-sort', 'descending');
  // the sort link loads a new document: read its rows once it is parsed, not while it streams in
  await page.waitForLoadState('domcontentloaded');
  const figures = await page.locator('tbody tr td:nth-child(4)').allTextContents();
  const numbers = figures.map((text) => Number(text.replace(/[^\d]/g, '').slice(0, 4)) || 0).filter(Boolean);
  expect(numbers.length).toBeGreaterThan(3);
  expect(numbers[0]).toBeGreaterThanOrEqual(numbers[numbers.length - 1]!);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('each page carries its canonical address and a BreadcrumbList', { tag: ANY_DEVICE }, async ({ page, baseURL }) => {
  await page.goto('/channel4/brands/volkswagen/id-4');
  const canonical = new URL('/brands/volkswagen/id-4', baseURL).href;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
  const trail = (await jsonLd(page)).find((block) => block['@type'] === 'BreadcrumbList') as {
    itemListElement: Array<{ position: number; name: string; item: string }>;
  };
  expect(trail.itemListElement.map(({ position, name, item }) => [position, name, item])).toEqual([
    [1, 'Home', new URL('/', baseURL).href],
    [2, 'Brands', new URL('/brands', baseURL).href],
    [3, 'Volkswagen', new URL('/brands/volkswagen', baseURL).href],
    [4, 'ID.4', canonical],
  ]);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Volkswagen' })).toHaveAttribute('href', '/channel4/brands/volkswagen');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('ID.4');
});

test(
  'a car page carries schema.org Car JSON-LD with its figures and links to its brand and model',
  { tag: ANY_DEVICE },
  async ({ page, baseURL }) => {
    await page.goto('/cars/ferrari-sf90-stradale/1001');
    const car = (await jsonLd(page)).find((block) => block['@type'] === 'Car');
    expect(car).toMatchObject({
      name: 'Ferrari SF90 Stradale',
      brand: { '@type': 'Brand', name: 'Ferrari' },
      model: 'SF90',
      url: new URL('/cars/ferrari-sf90-stradale/1001', baseURL).href,
      vehicleEngine: { torque: { value: 800, unitCode: 'NU' } },
      accelerationTime: { value: 2.5, unitCode: 'SEC' },
      speed: { maxValue: 340, unitCode: 'KMH' },
    });
    // a figure the catalogue does not hold is left out, not guessed: its power, cargo volume and price
    expect(car).not.toHaveProperty('vehicleEngine.enginePower');
    expect(car).not.toHaveProperty('cargoVolume');
    expect(car).not.toHaveProperty('offers');
    // a car with a price offers it
    await page.goto('/cars/rolls-royce-phantom/1002');
    expect((await jsonLd(page)).find((block) => block['@type'] === 'Car')).toMatchObject({
      offers: { '@type': 'AggregateOffer', priceCurrency: 'USD', lowPrice: 460_000 },
    });
    await page.goto('/cars/ferrari-sf90-stradale/1001');
    await expect(page.locator('.car-detail-brand').getByRole('link', { name: 'Ferrari' })).toHaveAttribute('href', '/brands/ferrari');
    await expect(page.getByRole('link', { name: 'Every Ferrari SF90 version' })).toHaveAttribute('href', '/brands/ferrari/sf90');
  },
);

test('a car its brand already names is named once: the Firefly, not the Firefly Firefly', async ({ page }) => {
  await page.goto('/cars/firefly-firefly/2679');
  await expect(page).toHaveTitle('Firefly: price and specs | Carlog');
  await page.getByRole('link', { name: 'Every Firefly version', exact: true }).click();
  await expect(page).toHaveURL(/\/brands\/firefly\/firefly$/);
  await expect(page).toHaveTitle('Firefly: every version compared | Carlog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Firefly');
  await expect(page.getByText('Firefly Firefly')).toHaveCount(0);
  // and once in the compare controls: its box, the tray, the comparison
  await hydrated(page);
  await page.getByRole('checkbox', { name: 'Compare the Firefly', exact: true }).check();
  const tray = page.getByRole('complementary', { name: 'Cars to compare' });
  await expect(tray.getByRole('button', { name: 'Remove Firefly from compare', exact: true })).toBeVisible();
  await tray.getByRole('link', { name: 'Compare', exact: true }).click();
  await expect(page).toHaveURL(/\/compare\?cars=2679$/);
  await expect(page.getByRole('link', { name: 'Remove Firefly from the comparison', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add a car like the Firefly', exact: true })).toBeVisible();
});

test('a long brand summary is described in whole sentences of at most 300 characters', { tag: ANY_DEVICE }, async ({ page }) => {
  // Porsche's and BMW's summaries run past 300 characters: the description keeps the sentences that fit,
  // and their quickest-car sentence does not
  for (const [path, last] of [
    ['/brands/porsche', 'Convertible (3).'],
    ['/brands/bmw', 'Roadster (1).'],
  ] as const) {
    await page.goto(path);
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length, path).toBeLessThanOrEqual(300);
    expect(description.endsWith(last), description).toBe(true);
  }
});

for (const path of ['/brands/no-such-brand', '/brands/ferrari/296', '/channel9/brands/tesla/nope']) {
  test(`${path} is the friendly 404 with links back`, { tag: ANY_DEVICE, annotation: NOT_FOUND_STATUS }, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    const channel = path.startsWith('/channel9') ? '/channel9' : '';
    await expect(page.getByRole('link', { name: 'Every brand and its models' })).toHaveAttribute('href', `${channel}/brands`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
}

for (const path of ['/brands', '/brands/porsche', '/brands/porsche/911']) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await expectAccessible(page);
  });
}

test.describe('on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'widths of the desktop project');
  for (const width of [1440, 1200, 1024]) {
    test(`at ${width} px every model table fits its column, its years in at most two lines from 1200 px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/brands/porsche/911', '/brands/porsche/taycan', '/brands/volkswagen/id-4']) {
        await page.goto(path);
        const box = page.locator('.table-scroll');
        expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth), path).toBeLessThanOrEqual(1);
        if (width < 1200) continue;
        const lines = await page.locator('td[data-label="Years"]').evaluateAll((cells) =>
          cells.map((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            return Math.round(range.getBoundingClientRect().height / parseFloat(getComputedStyle(cell).lineHeight));
          }),
        );
        expect(Math.max(...lines), path).toBeLessThanOrEqual(2);
      }
    });
  }
});

test.describe('at a tablet’s 800 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });
  test.skip(({ isMobile }) => isMobile, 'a width of the desktop project');
  for (const path of ['/brands/porsche', '/brands/porsche/911']) {
    test(`${path}'s table shows it scrolls sideways and where it ends, its caption whole wherever it is scrolled`, async ({ page }) => {
      await page.goto(path);
      const box = page.locator('.table-scroll');
      const captionInBox = () =>
        box.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element.querySelector('caption')!);
          const text = range.getBoundingClientRect();
          const edges = element.getBoundingClientRect();
          // the right edge fades out over its last 48 px while columns are hidden there
          return text.left >= edges.left && text.right <= edges.right - 48;
        });
      const signs = () =>
        box.evaluate((element) => ({
          // how far the right edge fades out, and the name column's shadow over the columns under it
          fade: parseFloat(getComputedStyle(element).getPropertyValue('--table-fade')) || 0,
          mask: getComputedStyle(element).maskImage,
          shadow: getComputedStyle(element.querySelector('tbody th')!).boxShadow.replace(/^none$|^rgba\(0, 0, 0, 0\).*/, 'none'),
        }));
      await test.step('the caption reads whole, clear of the fade, at the start', async () => {
        expect(await captionInBox()).toBe(true);
      });
      await test.step('the table shows it scrolls sideways, and where it ends', async () => {
        expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
        // at the start: the right edge fades, more columns are hidden there
        await expect.poll(async () => (await signs()).fade).toBeGreaterThan(40);
        expect((await signs()).mask).toContain('gradient');
        expect((await signs()).shadow).toBe('none');
        // scrolled a little: the names cast a shadow over what passes under them
        await box.evaluate((element) => element.scrollTo({ left: 60 }));
        await expect.poll(async () => (await signs()).shadow).not.toBe('none');
        // at the end the fade goes: the last column reads whole
        await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
        await expect.poll(async () => (await signs()).fade).toBe(0);
        // the page itself never scrolls sideways
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      });
      await test.step('the caption reads whole, clear of the fade, scrolled to the end', async () => {
        await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
        await expect.poll(captionInBox).toBe(true);
      });
    });
  }
});

// on a phone each row is a block of its own: the name on top, every figure below it with its label
for (const [path, figures] of [
  ['/brands/porsche', ['Versions', 'Price', 'Power', '0–100 km/h', 'Launch or US debut']],
  ['/brands/porsche/911', ['Years', 'Price', 'Power', '0–100 km/h', 'Top speed', 'Range or consumption', 'Drivetrain']],
] as const) {
  test(`on a phone ${path} shows every figure of a row, labelled, without sideways scrolling`, { tag: PHONE_ONLY }, async ({ page }) => {
    await page.goto(path);
    const box = page.locator('.table-scroll');
    expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
    const rows = page.getByRole('table').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(4);
    for (const row of [rows.first(), rows.nth(4)]) {
      await row.scrollIntoViewIfNeeded();
      await expect(row.getByRole('rowheader').getByRole('link').first()).toBeInViewport({ ratio: 1 });
      const cells = row.getByRole('cell');
      await expect(cells).toHaveCount(figures.length);
      for (const [i, label] of figures.entries()) {
        await expect(cells.nth(i)).toBeInViewport({ ratio: 1 });
        // the label is written before the figure (the cell's data-label) and read with it
        const shown = await cells.nth(i).evaluate((cell) => {
          const before = getComputedStyle(cell, '::before');
          return before.display === 'none' || before.visibility !== 'visible' ? null : before.content;
        });
        expect(shown).toBe(JSON.stringify(label));
        expect(await cells.nth(i).evaluate((cell) => cell.textContent)).not.toContain(label);
        await expect(cells.nth(i)).toHaveAccessibleName(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\b`));
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test('on a phone the model page sorts by the column links, in view above the versions', { tag: PHONE_ONLY }, async ({ page }) => {
  await page.goto('/brands/porsche/911');
  const sorts = ['Version', 'Price', 'Power', '0–100 km/h', 'Top speed', 'Range or consumption'];
  for (const name of sorts) await expect(page.getByRole('columnheader', { name }).getByRole('link')).toBeInViewport({ ratio: 1 });
  await page.getByRole('columnheader', { name: 'Top speed' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/brands\/porsche\/911\?sort=top-speed$/);
  await expect(page.getByRole('columnheader', { name: /Top speed/ })).toHaveAttribute('aria-sort', 'descending');
});

test('the pages are edge-cached like the others; a not-found one never is', { tag: ANY_DEVICE }, async ({ request }) => {
  const pageCache = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600, stale-if-error=86400';
  for (const path of ['/brands', '/channel12/brands/bmw', '/brands/bmw/x5']) {
    const first = await request.get(path);
    expect(first.headers()['cache-control'], path).toBe(pageCache);
    await expect.poll(async () => (await request.get(path)).headers()['x-edge-cache'], path).toBe('HIT');
  }
  const missing = await request.get('/brands/bmw/no-such-model');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('private, no-store');
});
