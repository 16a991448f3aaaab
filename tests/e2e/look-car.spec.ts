// The car page as a visitor sees it: cards whose pictures show the car, figures kept with their units,
// spec groups without holes, and one clear way to compare.
import type { Locator } from '@playwright/test';
import { DESKTOP_ONLY, domainUrl, expect, hydrated, PHONE_ONLY, test, textLines } from './fixtures';

const CAR = '/cars/ferrari-sf90-stradale/1001';

/** Relative luminance of a computed colour (`rgb(…)` or `color(srgb …)`). */
function luminance(color: string): number {
  const numbers = color.match(/[\d.]+/g)!.map(Number);
  const [r, g, b] = color.startsWith('color(') ? numbers : numbers.map((value) => value / 255);
  const channel = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

// One load of the car page for what its cards, figures and buttons show: loading and hydrating it is
// most of each check's time, so each check is a step of one test.
test('the car page: cards whole, figures with their units, and one row of equal buttons led by "+ Compare", light and dark', async ({
  page,
  isMobile,
}) => {
  await page.goto(CAR);
  await hydrated(page);

  await test.step('the similar cars show their picture, not a speck', async () => {
    const similar = page.getByRole('region', { name: 'Similar cars' });
    await expect(similar.getByRole('article').first()).toBeVisible();
    // the drawing's own box (the sprite arrives on its own): the smallest one drawn on the page
    const smallest = () =>
      similar.locator('.car-visual use').evaluateAll((uses) => {
        const boxes = uses.map((use) => use.getBoundingClientRect());
        return boxes.length ? Math.min(...boxes.map((box) => Math.min(box.width / 2.5, box.height))) : 0;
      });
    await expect.poll(smallest).toBeGreaterThan(24);
  });

  await test.step('the popular cars are cards like the others: picture, name, price, figures, compare', async () => {
    const popular = page.getByRole('region', { name: 'Popular right now' });
    const cards = popular.getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expect(card.locator('.car-visual, svg, img').first()).toBeVisible();
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(card.locator('.car-card-price')).toHaveText(/\$|Price not published/);
      await expect(card.locator('.car-card-figures')).toBeVisible();
      await expect(card.locator('.add-to-compare')).toBeVisible();
    }
    // the car itself is not among them
    await expect(popular.getByRole('link', { name: /SF90 Stradale$/ })).toHaveCount(0);
  });

  await test.step('a spec figure never breaks from its unit', async () => {
    const figures = page.locator('.spec-group dd .figure');
    expect(await figures.count()).toBeGreaterThan(5);
    const broken = await figures.evaluateAll((spans) =>
      spans.filter((span) => span.getClientRects().length > 1).map((span) => span.textContent),
    );
    expect(broken).toEqual([]);
  });

  await test.step('the actions under the figures: one row on a desktop, two on a phone, no label broken; a figure keeps its unit', async () => {
    const actions = await textLines(page.locator('.car-detail-actions').locator('a, button'));
    expect(actions.length).toBeGreaterThanOrEqual(3);
    expect(actions.map((action) => action.lines)).toEqual(actions.map(() => 1));
    expect(new Set(actions.map((action) => action.top)).size).toBe(isMobile ? 2 : 1);
    // each tile a label over its value: "Top speed" over "340 km/h", the figure and its unit one piece
    const tiles = page.getByRole('list', { name: 'Key figures' }).getByRole('listitem');
    const topSpeed = tiles.filter({ hasText: 'Top speed' });
    await expect(topSpeed.locator('.key-label')).toHaveText('Top speed');
    await expect(topSpeed.locator('.figure')).toHaveText('340 km/h');
    const [label, figure] = await Promise.all([topSpeed.locator('.key-label').boundingBox(), topSpeed.locator('.figure').boundingBox()]);
    expect(figure!.y).toBeGreaterThanOrEqual(label!.y + label!.height - 1);
    // every label and every figure on one line, on a phone too
    expect(await tiles.count()).toBeGreaterThanOrEqual(5);
    const pieces = await textLines(tiles.locator('.key-label, .figure'));
    expect(pieces.filter((piece) => piece.lines > 1).map((piece) => piece.text)).toEqual([]);
    // and on a desktop each tile holds its value on one line
    if (!isMobile) {
      const values = await tiles.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
      expect(Math.max(...values) - Math.min(...values)).toBeLessThan(1);
    }
  });

  // the dark scheme is colours only (CSS under prefers-color-scheme, read by no script): the page already
  // loaded is switched, as a visitor's system would switch it
  for (const colorScheme of ['light', 'dark'] as const) {
    await test.step(`${colorScheme}: the class bars' tracks show, and "+ Compare" is the main button of one row of equal buttons`, async () => {
      await page.emulateMedia({ colorScheme });
      const standings = page.getByRole('region', { name: 'Where it stands in its class' });
      const [track, surface] = await Promise.all([
        standings
          .locator('.standing-track')
          .first()
          .evaluate((rect) => getComputedStyle(rect).fill),
        standings.evaluate((section) => getComputedStyle(section).backgroundColor),
      ]);
      expect(contrast(track, surface)).toBeGreaterThanOrEqual(1.4);

      const actions = page.locator('.car-detail-actions').locator('a, button');
      const compare = actions.filter({ hasText: 'Compare' }).first();
      await expect(compare).toHaveText('+ Compare');
      // filled with the colour of its outline, the theme's primary
      const [fill, outline] = await compare.evaluate((element) => [
        getComputedStyle(element).backgroundColor,
        getComputedStyle(element).borderTopColor,
      ]);
      expect(fill).toBe(outline);
      const heights = await actions.evaluateAll((elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().height)),
      );
      expect(heights.length).toBeGreaterThanOrEqual(3);
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
      expect(new Set(heights).size).toBe(1);
    });
  }
});

// one card to a row on a phone
test('the similar cars fill their rows on a desktop: no short last row', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.goto(CAR);
  const cards = page.getByRole('region', { name: 'Similar cars' }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const perRow = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
  expect(perRow).toEqual([3, 3]);
});

test('compare controls take a 44 px finger on a phone', { tag: PHONE_ONLY }, async ({ page }) => {
  await page.goto(CAR);
  await hydrated(page);
  const control = page.getByRole('region', { name: 'Similar cars' }).locator('.add-to-compare').first();
  await control.scrollIntoViewIfNeeded();
  // the section is laid out when it comes near (decision 100): wait until it is, as a finger would, and
  // read the box and what lies under the finger in one go, with no frame between them
  await expect.poll(() => control.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
  const reached = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.x + box.width / 2;
    const middle = box.y + box.height / 2;
    return [middle - 21, middle + 21].map((y) => Boolean(document.elementFromPoint(x, y)?.closest('.add-to-compare')));
  });
  expect(reached).toEqual([true, true]);
  await page.goto('/compare?cars=1001,1002');
  for (const remove of await page.getByRole('link', { name: /^Remove .* from the comparison$/ }).all()) {
    expect((await remove.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
});

/** The boxes of a car page's spec groups and ad places, as laid out. */
const SPEC_BOXES = ':scope > .spec-group, :scope > .ad-slot, :scope > .spec-columns > .spec-group';

// two columns on a wide screen only
test('spec groups leave no holes on a wide screen', { tag: DESKTOP_ONLY }, async ({ page, baseURL }) => {
  // fastlane places ads after the first and third spec group
  for (const path of [CAR, '/cars/tesla-model-3/1659', domainUrl('fastlane.localhost', CAR, baseURL)]) {
    await page.goto(path);
    const groups = page.locator('.spec-group');
    await expect(groups.first()).toBeVisible();
    const holes = await page.locator('.spec-groups').evaluate((container, selector) => {
      const boxes = [...container.querySelectorAll(selector)].map((child) => child.getBoundingClientRect()).filter((box) => box.height > 0);
      const inColumn = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right;
      // under each box, the one above it in its column (or a place spanning both) ends one gap above; a
      // box under both columns may find a few pixels more, up to a gap, which the browser's balancing of
      // two columns can leave under the taller one
      return boxes.flatMap((box) => {
        const above = boxes.filter((other) => other !== box && inColumn(other, box) && other.bottom <= box.top);
        if (!above.length) return [];
        const gap = box.top - Math.max(...above.map((other) => other.bottom));
        return gap > 32 ? [Math.round(gap)] : [];
      });
    }, SPEC_BOXES);
    expect(holes, path).toEqual([]);
  }
});

test('an ad place among the spec groups spans the row after its group, leaving no group alone', async ({ page, baseURL, isMobile }) => {
  // fastlane places ads after the first and third spec group
  await page.goto(domainUrl('fastlane.localhost', CAR, baseURL));
  await hydrated(page);
  const container = page.locator('.spec-groups');
  await expect(container.locator('.ad-slot')).toHaveCount(2);
  const rows = await container.evaluate((element, selector) => {
    const boxes = [...element.querySelectorAll(selector)].map((box) => ({
      ad: box.classList.contains('ad-slot') ? (box as HTMLElement).dataset.adPosition! : null,
      group: box.querySelector('h2')?.textContent ?? null,
      top: Math.round(box.getBoundingClientRect().top),
    }));
    // the boxes by row, top to bottom
    const tops = [...new Set(boxes.map((box) => box.top))].sort((a, b) => a - b);
    return tops.map((top) => boxes.filter((box) => box.top === top).map((box) => (box.ad ? `ad ${box.ad}` : box.group)));
  }, SPEC_BOXES);
  const firstAd = rows.findIndex((row) => row.includes('ad 1'));
  const secondAd = rows.findIndex((row) => row.includes('ad 3'));
  expect(rows[firstAd], 'an ad place has its row to itself').toEqual(['ad 1']);
  expect(rows[secondAd], 'an ad place has its row to itself').toEqual(['ad 3']);
  if (isMobile) {
    // one column: each place follows its group, as the document orders them
    expect(rows.slice(0, firstAd).flat()).toHaveLength(1);
    expect(rows.slice(firstAd + 1, secondAd).flat()).toHaveLength(2);
  } else {
    // two columns: the first group shares its row, and each place follows a full row
    expect(rows.slice(0, firstAd)).toEqual([[expect.any(String), expect.any(String)]]);
    expect(rows.slice(firstAd + 1, secondAd)).toEqual([[expect.any(String), expect.any(String)]]);
    // after the last place (this car has five groups): rows of two, or one group spanning its row
    const after = rows.slice(secondAd + 1);
    expect(after.flat()).toHaveLength(1);
    const lone = container.locator(SPEC_BOXES).filter({ has: page.getByRole('heading', { name: after[0]![0]!, exact: true }) });
    const width = async (locator: Locator) => (await locator.boundingBox())!.width;
    expect(await width(lone)).toBeGreaterThan((await width(container)) - 2);
  }
});

test('spec labels read whole wherever the row has room, on a phone and a desktop', async ({ page }) => {
  // a car with US facts: "Sold in the US as 911" beside "model years 2017–2026", "Fuel economy, combined" …
  for (const path of [CAR, '/cars/tesla-model-3/1659']) {
    await page.goto(path);
    await expect(page.locator('.spec-group dt').first()).toBeVisible();
    const labels = await textLines(page.locator('.spec-group dt'));
    expect(labels.length, path).toBeGreaterThan(10);
    // a label wraps (between words) only where the whole label and the value's longest figure cannot
    // share the row (decision 073)
    const needless = await page.locator('.spec-group dl > div').evaluateAll((rows) =>
      rows.flatMap((row) => {
        const [label, value] = [row.querySelector('dt')!, row.querySelector('dd')!];
        const text = document.createRange();
        text.selectNodeContents(label);
        if (new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size < 2) return [];
        label.style.whiteSpace = 'nowrap';
        value.style.width = 'min-content';
        const wanted =
          text.getBoundingClientRect().width + value.getBoundingClientRect().width + parseFloat(getComputedStyle(row).columnGap);
        label.style.whiteSpace = '';
        value.style.width = '';
        return wanted <= row.getBoundingClientRect().width ? [label.textContent] : [];
      }),
    );
    expect(needless, path).toEqual([]);
  }
});

test('US units: every figure of the fuel economy card sits beside its label, inside the card', async ({ page, baseURL }) => {
  // a car whose every US figure is a range: the longest values of the card
  await page.goto(domainUrl('fastlane.localhost', '/cars/bentley-continental-gt-azure/1008', baseURL));
  const card = page.getByRole('region', { name: 'US fuel economy and emissions' });
  await expect(card.getByRole('definition').first()).toBeVisible();
  const rows = await card.locator('dl > div').evaluateAll((divs) =>
    divs.map((div) => {
      const [label, value] = [div.querySelector('dt')!, div.querySelector('dd')!].map((element) => element.getBoundingClientRect());
      return {
        text: div.textContent,
        beside: Math.abs(label!.top - value!.top) < 2 && value!.left >= label!.right,
        inside: value!.right <= div.getBoundingClientRect().right + 0.5,
      };
    }),
  );
  expect(rows.length).toBeGreaterThanOrEqual(4);
  expect(rows.filter((row) => !row.beside || !row.inside).map((row) => row.text)).toEqual([]);
});
