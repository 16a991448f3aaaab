// How the pages' pieces sit, as the last screenshot review of the three example domains found them:
// figures kept whole with their units, rows of boxes even, no word or button left alone on a line, no
// empty half beside a card, and a gap between a button and what it explains.
import type { Locator, Page } from '@playwright/test';
import { sessionCookie, SESSION_COOKIE } from './console-session';
import { DESKTOP_ONLY, domainUrl, expect, hydrated, PHONE_ONLY, test, textLines } from './fixtures';

const HOSTS = ['127.0.0.1', 'fastlane.localhost', 'greenroute.localhost'] as const;
const at = (host: string, path: string, baseURL: string | undefined) => (host === '127.0.0.1' ? path : domainUrl(host, path, baseURL));
const SF90 = 1001;
const PHANTOM = 1002;
const MODEL_3 = 1659;
const GT63 = 1004;
/** a car with three key figures (no published power, 0–100 time or top speed) and a one-row Performance group */
const MONZA_SP2 = 1014;

const boxes = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return {
        text: element.textContent?.trim() ?? '',
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        width: box.width,
      };
    }),
  );

/** How many of the boxes stand in each row, top to bottom. */
const rowCounts = (items: Array<{ top: number }>) => {
  const rows = new Map<number, number>();
  for (const item of items) {
    const row = [...rows.keys()].find((top) => Math.abs(top - item.top) < 4) ?? item.top;
    rows.set(row, (rows.get(row) ?? 0) + 1);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
};

/** The figures (each with its unit) and the elements given that are broken over more than one line. */
const broken = async (locator: Locator) => (await textLines(locator)).filter((piece) => piece.lines !== 1).map((piece) => piece.text);

test('compare: a figure with its unit, a bracketed figure and "lower is better" each keep to one line; seats mark no best', async ({
  page,
  baseURL,
}) => {
  for (const host of HOSTS) {
    // four cars, the narrowest columns, an electric one among them (ranges: "438–584 km")
    await page.goto(at(host, `/compare?cars=${SF90},${MODEL_3},${PHANTOM},${GT63}`, baseURL));
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    // "420 kW (571 PS)" breaks, if at all, before its bracket, never inside it; a range after its dash
    expect(await table.locator('td .figure').count()).toBeGreaterThan(10);
    expect(await broken(table.locator('td .figure, .compare-rule'))).toEqual([]);
    // and every figure stays inside its cell
    const outside = await table
      .locator('td .figure')
      .evaluateAll((figures) =>
        figures
          .filter((figure) => figure.getBoundingClientRect().right > figure.closest('td')!.getBoundingClientRect().right + 0.5)
          .map((figure) => figure.textContent),
      );
    expect(outside).toEqual([]);
    // the Remove links in one line under the names, however many lines "Mercedes-Benz GT 63 S" takes
    const removes = await boxes(table.getByRole('link', { name: /^Remove / }));
    expect(removes).toHaveLength(4);
    expect(rowCounts(removes)).toEqual([4]);
    const seats = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Seats/ }) });
    await expect(seats.getByRole('cell')).toHaveText(['2', '5', '5', '4']);
    await expect(seats.getByText('best', { exact: true })).toHaveCount(0);
    await expect(seats.getByRole('rowheader')).toHaveText('Seats');
  }
});

test('the compare tray keeps "Compare" and "Clear" together at the right of one row', async ({ page, baseURL }) => {
  for (const host of HOSTS) {
    await page.goto(at(host, `/cars/ferrari-sf90-stradale/${SF90}`, baseURL));
    await hydrated(page);
    await page
      .locator('.car-detail-actions')
      .getByRole('link', { name: /^Add .* to compare$/ })
      .click();
    const tray = page.getByRole('complementary', { name: 'Cars to compare' });
    const box = async (locator: Locator) => (await locator.boundingBox())!;
    const count = await box(tray.locator('.compare-tray-count'));
    const go = await box(tray.getByRole('link', { name: /^Compare/ }));
    const clear = await box(tray.getByRole('button', { name: 'Clear' }));
    const trayBox = await box(tray);
    // one row: the count at its left, "Compare" and "Clear" side by side at its right
    for (const piece of [count, clear]) expect(Math.abs(piece.y + piece.height / 2 - (go.y + go.height / 2))).toBeLessThan(4);
    expect(go.x).toBeGreaterThan(count.x + count.width);
    expect(clear.x).toBeGreaterThan(go.x + go.width);
    expect(trayBox.x + trayBox.width - (clear.x + clear.width)).toBeLessThan(24);
    await tray.getByRole('button', { name: 'Clear' }).click();
    await expect(tray).toBeHidden();
  }
  // four long names: where they leave no room, the count and both actions move below them together,
  // and on a phone each name is whole
  const names = ['Porsche Taycan Sport Turismo 4S', 'Porsche Taycan Sport Turismo GTS', 'Mercedes-Benz GT 63 S', 'Ferrari SF90 Stradale'];
  await page.goto('/about');
  await page.evaluate(
    (cars) => localStorage.setItem('carlog:compare', JSON.stringify(cars)),
    names.map((name, i) => ({ id: 1001 + i, name })),
  );
  await page.reload();
  await hydrated(page);
  const tray = page.getByRole('complementary', { name: 'Cars to compare' });
  const middle = async (locator: Locator) => ((box) => box.y + box.height / 2)((await locator.boundingBox())!);
  const go = await middle(tray.getByRole('link', { name: 'Compare 4 cars' }));
  for (const piece of [tray.locator('.compare-tray-count'), tray.getByRole('button', { name: 'Clear' })])
    expect(Math.abs((await middle(piece)) - go)).toBeLessThan(4);
  for (const name of names) {
    const chip = tray.getByRole('listitem').filter({ hasText: name }).locator('span');
    expect(await chip.evaluate((span) => span.scrollWidth <= span.clientWidth), name).toBe(true);
  }
});

test("a car page's key figures are an even grid of equal boxes, each figure on one line", async ({ page, baseURL }) => {
  for (const path of [`/cars/tesla-model-3/${MODEL_3}`, `/cars/ferrari-sf90-stradale/${SF90}`, `/cars/ferrari-monza-sp2/${MONZA_SP2}`]) {
    for (const host of HOSTS) {
      await page.goto(at(host, path, baseURL));
      const figures = page.getByRole('list', { name: 'Key figures' });
      const items = await boxes(figures.getByRole('listitem'));
      // (the Monza SP2 has the fewest: its time and three short ones, fuel, body and seats)
      expect(items.length).toBeGreaterThanOrEqual(4);
      // every box as wide as every other, the rows full but for the last; a last box that would stand
      // alone beside an empty cell spans the row instead (Model 3's seventh, "Seats")
      const whole = (await figures.boundingBox())!.width;
      const spanning = items.at(-1)!.width > whole - 2 && items.length > 1 ? items.pop()! : null;
      for (const item of items) expect(Math.abs(item.width - items[0]!.width)).toBeLessThan(1.5);
      const rows = rowCounts(items);
      expect(rows.slice(0, -1).every((count) => count === rows[0])).toBe(true);
      expect(rows.at(-1)!).toBeLessThanOrEqual(rows[0]!);
      if (spanning) expect(rows.at(-1)).toBe(rows[0]);
      // else no box alone on a last row, but a fifth of five in two columns (a third would span, 076)
      else if (rows.length > 1 && rows.at(-1) === 1) expect(items.length).toBe(5);
      // each figure with its unit on one line, whatever the domain's face
      expect(await broken(figures.locator('.figure'))).toEqual([]);
    }
  }
});

test("a car page's picture on a desktop is as tall as the name and figures beside it", { tag: DESKTOP_ONLY }, async ({ page, baseURL }) => {
  for (const host of HOSTS) {
    await page.goto(at(host, `/cars/ferrari-sf90-stradale/${SF90}`, baseURL));
    const picture = (await page.locator('.car-detail-header .car-visual').boundingBox())!;
    const title = (await page.locator('.car-detail-title').boundingBox())!;
    const figures = (await page.getByRole('list', { name: 'Key figures' }).boundingBox())!;
    // beside them, from the top of the name to the bottom of the figures: no blank under the picture
    expect(picture.x).toBeGreaterThan(figures.x + figures.width);
    expect(Math.abs(picture.y - title.y)).toBeLessThan(2);
    expect(Math.abs(picture.y + picture.height - (figures.y + figures.height))).toBeLessThan(2);
  }
});

test('car page spec cards leave no empty half beside the last one, nor touch', { tag: DESKTOP_ONLY }, async ({ page, baseURL }) => {
  for (const host of ['127.0.0.1', 'greenroute.localhost']) {
    await page.goto(at(host, `/cars/ferrari-sf90-stradale/${SF90}`, baseURL));
    const groups = page.locator('.spec-groups');
    const cards = await boxes(groups.locator('section.spec-group'));
    const whole = (await groups.boundingBox())!;
    expect(cards.length).toBe(5);
    // the fifth card, alone in its row, spans it
    expect(cards.at(-1)!.width).toBeGreaterThan(whole.width - 2);
    // and every other card stands beside another: no card has the row to itself beside a hole
    for (const card of cards.slice(0, -1)) {
      expect(cards.some((other) => other !== card && other.top < card.bottom && card.top < other.bottom && other.left !== card.left)).toBe(
        true,
      );
    }
    // and the wide card keeps the same 16 px gap under the card above it as the others do
    const above = cards.slice(0, -1).filter((card) => card.left < cards.at(-1)!.right);
    const gap = cards.at(-1)!.top - Math.max(...above.map((card) => card.bottom));
    expect(gap).toBeGreaterThanOrEqual(12);
  }
});

test(
  'on a domain without ads, a short spec card ends under its last row, not stretched beside a tall one',
  { tag: DESKTOP_ONLY },
  async ({ page, baseURL }) => {
    // Monza SP2's Performance group is one row (torque) beside an overview of six
    for (const host of ['127.0.0.1', 'greenroute.localhost']) {
      await page.goto(at(host, `/cars/ferrari-monza-sp2/${MONZA_SP2}`, baseURL));
      const cards = page.locator('.spec-groups section.spec-group');
      await expect(cards.getByRole('heading', { name: 'Performance', exact: true })).toBeVisible();
      const blank = await cards.evaluateAll((sections) =>
        sections.flatMap((section) => {
          const last = section.querySelector('dl > div:last-child')!.getBoundingClientRect();
          // the card's bottom padding and border are 9 px
          const under = section.getBoundingClientRect().bottom - last.bottom;
          return under > 12 ? [`${section.querySelector('h2')!.textContent}: ${Math.round(under)} px`] : [];
        }),
      );
      expect(blank, host).toEqual([]);
    }
  },
);

test(
  'model tables keep each figure cell on one line on a desktop, the words and version names taking the wrapping',
  { tag: DESKTOP_ONLY },
  async ({ page, baseURL }) => {
    // the widest tables: price ranges, power ranges with both units, ranges with consumption
    for (const [host, path, name] of [
      ['127.0.0.1', '/brands/volkswagen/id-4', 'Volkswagen ID.4'],
      ['greenroute.localhost', '/brands/tesla/model-3', 'Tesla Model 3'],
      ['fastlane.localhost', '/brands/porsche/911', 'Porsche 911'],
    ] as const) {
      await page.goto(at(host, path, baseURL));
      const region = page.getByRole('region', { name: new RegExp(`^Every ${name}`) });
      const figureCells = region.getByRole('cell').and(page.locator(':not(.cell-words)'));
      expect(await figureCells.count()).toBeGreaterThan(10);
      expect(await broken(figureCells)).toEqual([]);
      // and the table still fits its box: nothing scrolls sideways
      expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
    }
  },
);

test("the brands directory's A–Z rows end with more than a lone letter", { tag: PHONE_ONLY }, async ({ page }) => {
  await page.goto('/brands');
  const letters = await boxes(page.getByRole('navigation', { name: 'Brands by letter' }).getByRole('link'));
  const rows = rowCounts(letters);
  expect(rows.length).toBeGreaterThan(1);
  expect(rows.at(-1)!).toBeGreaterThan(1);
  // still wide enough to tap
  for (const letter of letters) expect(letter.width).toBeGreaterThanOrEqual(36);
});

test('a brand name is kept whole in the brand chips and the directory ("Mercedes-Benz")', async ({ page, baseURL }) => {
  for (const host of HOSTS) {
    for (const path of ['/', '/brands']) {
      await page.goto(at(host, path, baseURL));
      const names = page.locator('main .brand-name');
      await expect(names.filter({ hasText: 'Mercedes-Benz' })).not.toHaveCount(0);
      expect(await broken(names)).toEqual([]);
      // whole, and inside its chip or tile
      const outside = await names.evaluateAll((elements) =>
        elements
          .filter((element) => element.getBoundingClientRect().right > element.closest('a, li')!.getBoundingClientRect().right + 0.5)
          .map((element) => element.textContent),
      );
      expect(outside).toEqual([]);
    }
  }
});

test('the footer links wrap into even lines', async ({ page, baseURL }) => {
  for (const host of HOSTS) {
    await page.goto(at(host, '/about', baseURL));
    const links = await boxes(page.getByRole('navigation', { name: 'Site information' }).locator('a, button'));
    const rows = rowCounts(links);
    expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
  }
});

async function gapAfterPurge(page: Page): Promise<number> {
  const button = (await page.getByRole('button', { name: 'Purge the edge cache' }).boundingBox())!;
  const text = (await page.getByText('Every page and gateway answer is rendered again on its next request.').boundingBox())!;
  // beside it, or under it where the line is too narrow
  return text.y >= button.y + button.height ? text.y - (button.y + button.height) : text.x - (button.x + button.width);
}

test("the console's purge button stands clear of its explanation", { tag: DESKTOP_ONLY }, async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: SESSION_COOKIE, value: sessionCookie(3_600_000), url: baseURL! }]);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'At a glance' })).toBeVisible();
  expect(await gapAfterPurge(page)).toBeGreaterThanOrEqual(6);
});
