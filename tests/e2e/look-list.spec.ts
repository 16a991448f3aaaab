// The car list on a phone: results on the first screen, filters in a sheet behind "Filters (n)".
import { domainUrl, expect, hydrated, PHONE_ONLY, test } from './fixtures';

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

test('pages: "Previous" and "Next" share a row, the page numbers one row of their own', { tag: PHONE_ONLY }, async ({ page }) => {
  await page.goto('/car-list?page=2');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  const [previous, next] = [pages.getByRole('link', { name: /Previous/ }), pages.getByRole('link', { name: /Next/ })];
  await expect(next).toBeVisible();
  expect((await previous.boundingBox())!.y).toBe((await next.boundingBox())!.y);
  const tops = await pages.getByRole('listitem').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
