// The car list on a phone: results on the first screen, filters in a sheet behind "Filters (n)"; on a
// desktop the filters are the sidebar, and a narrow desktop window starts on the results too.
import { DESKTOP_ONLY, domainUrl, expect, hydrated, PHONE_ONLY, test } from './fixtures';

test('the results start on the first screen, four cars or more at once', { tag: PHONE_ONLY }, async ({ page }) => {
  await page.goto('/car-list');
  await hydrated(page);
  const height = page.viewportSize()!.height;
  const bottoms = await page
    .getByRole('region', { name: 'Results' })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().bottom));
  expect(bottoms.filter((bottom) => bottom <= height).length).toBeGreaterThanOrEqual(4);
});

test(
  '"Filters (n)" opens a sheet: whole labels, "Show N cars" always in view, and the list behind it follows',
  { tag: PHONE_ONLY },
  async ({ page }) => {
    await page.goto('/car-list?fuel=electric&sort=newest');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Filter cars' });
    await expect(form).toBeHidden();
    await page.getByText('Filters (1)', { exact: true }).click();
    await expect(form).toBeVisible();
    const show = form.getByRole('button', { name: /^Show [\d,]+ cars$/ });
    await expect(show).toBeInViewport({ ratio: 1 });
    // no label or chosen value is cut off
    const cut = await form.locator('select, label').evaluateAll((elements) =>
      elements.flatMap((element) => {
        if (element instanceof HTMLLabelElement) return element.scrollWidth > element.clientWidth + 1 ? [element.textContent] : [];
        const select = element as HTMLSelectElement;
        const text = select.selectedOptions[0]?.textContent ?? '';
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = getComputedStyle(select).font;
        const room = select.clientWidth - parseFloat(getComputedStyle(select).paddingLeft) - 24;
        return context.measureText(text).width > room ? [text] : [];
      }),
    );
    expect(cut).toEqual([]);
    await page.locator('.filters-sheet').evaluate((sheet) => sheet.scrollTo(0, sheet.scrollHeight));
    await expect(show).toBeInViewport({ ratio: 1 });
    // a change shows its count at once, and the sheet stays open
    const before = await show.textContent();
    await page.getByLabel('Body type', { exact: true }).selectOption('suv');
    await expect(page).toHaveURL(/\?type=suv&fuel=electric&sort=newest$/);
    await expect(show).not.toHaveText(before!);
    await expect(form).toBeVisible();
    await show.click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Filters (2)', { exact: true })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Remove Body type: SUV' })).toBeVisible();
  },
);

test(
  'a desktop browser in a narrow window starts on the results, its filters behind "Filters"; a wide one shows them beside',
  { tag: DESKTOP_ONLY },
  async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/car-list');
    const form = page.getByRole('form', { name: 'Filter cars' });
    const results = page.getByRole('region', { name: 'Results' }).getByRole('article');
    // before the scripts too: the page as the server sent it
    await expect(results.first()).toBeInViewport();
    await expect(form).toBeHidden();
    await hydrated(page);
    await expect(results.first()).toBeInViewport();
    const toggle = page.locator('summary', { hasText: /^Filters$/ });
    await toggle.click();
    await expect(form).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(form).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(form).toBeVisible();
    await expect(toggle).toBeHidden();
    await expect(results.first()).toBeInViewport();
  },
);

for (const host of ['127.0.0.1', 'fastlane.localhost', 'greenroute.localhost']) {
  test(`${host}: every card shows its key figures whole`, { tag: PHONE_ONLY }, async ({ page, baseURL }) => {
    await page.goto(host === '127.0.0.1' ? '/car-list' : domainUrl(host, '/car-list', baseURL));
    const cards = page.getByRole('region', { name: 'Results' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const cut = await cards.evaluateAll((articles) =>
      articles.flatMap((article) => {
        const figures = article.querySelector<HTMLElement>('.car-card-figures');
        if (!figures) return [];
        const card = article.getBoundingClientRect();
        const broken = [...figures.querySelectorAll<HTMLElement>('.figure')].some((figure) => {
          const box = figure.getBoundingClientRect();
          return figure.getClientRects().length > 1 || box.right > card.right || box.bottom > card.bottom;
        });
        return broken || figures.scrollHeight > figures.clientHeight + 1 ? [figures.textContent] : [];
      }),
    );
    expect(cut).toEqual([]);
  });
}

test('pages: one row on a phone, "Page 3 of 70" between "Previous" and "Next", the same links', { tag: PHONE_ONLY }, async ({ page }) => {
  for (const at of [1, 2]) {
    await page.goto(`/car-list?page=${at}`);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    const place = pages.getByText(/^Page \d+ of \d+$/);
    await expect(place).toBeVisible();
    const total = Number((await place.innerText()).match(/of (\d+)/)![1]);
    expect(await place.innerText()).toBe(`Page ${at} of ${total}`);
    // every control in view on one row, each a full touch target
    const shown = pages.locator('a:visible, p:visible');
    const boxes = await shown.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(at === 1 ? 2 : 3);
    const middles = new Set(boxes.map((box) => Math.round(box.top + box.height / 2)));
    expect(middles.size, 'rows').toBe(1);
    const links = await pages
      .locator('a:visible')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getBoundingClientRect().toJSON() as DOMRect));
    expect(links.every((box) => box.width >= 44 && box.height >= 44)).toBe(true);
    // the links of the desktop's row stay in the page: first, last and the pages around this one
    const hrefs = await pages.locator('a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toContain(`/car-list?page=${total}`);
    expect(hrefs).toContain(`/car-list?page=${at + 1}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

test('"Newest releases": every card says its year, the point of that order', async ({ page }) => {
  await page.goto('/car-rank');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(20);
  for (const card of await cards.all())
    await expect(card.getByText(/^(Launched \d{4}|First US model year \d{4}|Model year \d{4})/)).toBeVisible();
});

test('the main menu keeps to one row on a phone as narrow as 320 px', { tag: PHONE_ONLY }, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(links).toHaveText(['All cars', 'Brands', 'Rankings', 'About']);
  const boxes = await links.evaluateAll((elements) => elements.map((link) => link.getBoundingClientRect()));
  expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
  expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(320);
  // its first word starts where the site's name and the page's heading do
  const textLeft = (locator: ReturnType<typeof page.locator>) =>
    locator.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return Math.round(range.getBoundingClientRect().left);
    });
  const nameLeft = await textLeft(page.locator('.site-name'));
  expect(await textLeft(links.first())).toBe(nameLeft);
  expect(await textLeft(page.getByRole('heading', { level: 1 }))).toBe(nameLeft);
});

test('on a desktop the filter column stays in view while the cars scroll by', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/car-list');
  const filters = page.getByRole('button', { name: /^Show [\d,]+ cars$/ });
  await expect(filters).toBeInViewport();
  await page.getByRole('article').nth(12).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // the whole column, its search at the top and its button at the bottom
  await expect(page.getByLabel('Search', { exact: true })).toBeInViewport({ ratio: 1 });
  await expect(filters).toBeInViewport({ ratio: 1 });
});
