// The home page: the brand directory, where every brand's mark shows once it is in view and the names
// line up whether a brand has a mark or its initials; rows of cards whose controls sit level; and a hero
// that darkens with the scheme.
import { DESKTOP_ONLY, domainUrl, expect, PHONE_ONLY, test } from './fixtures';
import { meanColour } from './png';

// one load of the home page for both: loading it is most of each check's time
test('the brand directory: the brands with the most cars, marks that load as it scrolls into view, names lined up, every brand one link away', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  const directory = page.getByRole('region', { name: 'Brands' });

  await test.step('brand marks load as the directory scrolls into view, and the names line up', async () => {
    const links = directory.getByRole('list').getByRole('link');
    await expect(links.first()).toBeAttached();
    const count = await links.count();
    // walk the directory as a visitor scrolls it: the marks are loaded lazily
    for (let index = 0; index < count; index += 12) await links.nth(index).scrollIntoViewIfNeeded();
    await links.last().scrollIntoViewIfNeeded();
    const marks = directory.locator('img.brand-mark');
    expect(await marks.count()).toBeGreaterThanOrEqual(8);
    await expect
      .poll(() =>
        marks.evaluateAll(
          (images) => images.filter((image) => !(image as HTMLImageElement).complete || !(image as HTMLImageElement).naturalWidth).length,
        ),
      )
      .toBe(0);
    expect(await directory.locator('.brand-mark-type').count()).toBeGreaterThan(0);
    // the name starts at the same place in every entry, mark or initials
    const offsets = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.querySelector('.brand-name')!.getBoundingClientRect().left - anchor.getBoundingClientRect().left),
    );
    expect(new Set(offsets.map((offset) => Math.round(offset))).size).toBe(1);
  });

  await test.step('the brand directory is the brands with the most cars, two rows on a desktop, and every brand one link away', async () => {
    const entries = directory.getByRole('list').getByRole('link');
    await expect(entries).toHaveCount(12);
    // the brand with the most cars in the catalogue is there
    await expect(directory.getByRole('link', { name: /^Nissan \d+ cars$/ })).toBeVisible();
    const tops = await entries.evaluateAll((links) => new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size);
    expect(tops).toBe(isMobile ? 6 : 2);
    // on a phone the whole directory takes less than a screen
    expect((await directory.boundingBox())!.height).toBeLessThan(page.viewportSize()!.height);
    const all = directory.getByRole('link', { name: /^All \d+ brands/ });
    const count = Number((await all.innerText()).match(/\d+/)![0]);
    await all.click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect(page.locator('.brand-directory > li')).toHaveCount(count);
  });
});

// one card a row on a phone
test('the compare controls of a row of cards sit level, however long each card is', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.goto('/');
  const grid = page.locator('.teaser-row').first();
  await expect(grid.locator('.add-to-compare').first()).toBeVisible();
  // bottoms of the controls, by row (the cards' tops)
  const rows = await grid.evaluate((list) => {
    const byRow = new Map<number, number[]>();
    for (const card of list.querySelectorAll('.car-card')) {
      const control = card.querySelector('.add-to-compare');
      if (!control) continue;
      const top = Math.round(card.getBoundingClientRect().top);
      byRow.set(top, [...(byRow.get(top) ?? []), Math.round(control.getBoundingClientRect().bottom)]);
    }
    return [...byRow.values()];
  });
  expect(rows.length).toBeGreaterThan(0);
  for (const bottoms of rows)
    expect(Math.max(...bottoms) - Math.min(...bottoms), `control bottoms ${bottoms.join(', ')}`).toBeLessThanOrEqual(1);
});

test('the hero spans a phone edge to edge, and on a desktop lines up with the rows under it', async ({ page, isMobile }) => {
  await page.goto('/');
  const hero = (await page.locator('.hero').boundingBox())!;
  const row = (await page.locator('main section.teasers').first().boundingBox())!;
  const width = page.viewportSize()!.width;
  if (isMobile) {
    expect(hero.x).toBe(0);
    expect(hero.width).toBe(width);
  } else {
    expect(Math.round(hero.x)).toBe(Math.round(row.x));
    expect(Math.round(hero.x + hero.width)).toBe(Math.round(row.x + row.width));
  }
});

test('on a 320 px phone the search field narrows and its button stays on the screen', { tag: PHONE_ONLY }, async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  // Fastlane's hero line is the longest of the example domains'
  await page.goto(domainUrl('fastlane.localhost', '/', baseURL));
  const search = (await page.getByRole('button', { name: 'Search', exact: true }).boundingBox())!;
  expect(search.x + search.width).toBeLessThanOrEqual(320 - 16);
  expect((await page.locator('.hero-text').boundingBox())!.width).toBe(320);
});

test("in the dark scheme the hero is dark, even under a domain's daytime picture", async ({ page, baseURL }) => {
  await page.goto(domainUrl('greenroute.localhost', '/', baseURL));
  const picture = page.locator('.hero-background img');
  await expect
    .poll(() => picture.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0))
    .toBe(true);
  // the picture above the heading's scrim: its mean lightness (0–255), light and dark
  const lightness = async (scheme: 'light' | 'dark') => {
    await page.emulateMedia({ colorScheme: scheme });
    const hero = (await page.locator('.hero').boundingBox())!;
    const text = (await page.locator('.hero-text').boundingBox())!;
    const [red, green, blue] = meanColour(
      await page.screenshot({ clip: { x: hero.x, y: hero.y, width: hero.width, height: text.y - hero.y } }),
    );
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  // Greenroute's picture is a pale sky over green hills: bright in the light scheme
  expect(await lightness('light')).toBeGreaterThan(150);
  expect(await lightness('dark')).toBeLessThan(90);
});

test('the sprint\'s name ("0–100 km/h", "0–62 mph") in a heading stays on one line, on the home page and the ranking', async ({
  page,
  baseURL,
}) => {
  // the lines the figure's words take in each heading that names them
  const linesOfTheFigure = (headings: ReturnType<typeof page.locator>, first: string, last: string) =>
    headings.evaluateAll(
      (elements, { first, last }) =>
        elements.flatMap((heading) => {
          const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
          const text = document.createRange();
          let start: [Node, number] | null = null;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent!.indexOf(first);
            if (at >= 0) start = [node, at];
            const end = node.textContent!.indexOf(last);
            if (start && end >= 0) {
              text.setStart(...start);
              text.setEnd(node, end + last.length);
              return [new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size];
            }
          }
          return [];
        }),
      { first, last },
    );
  for (const [at, words] of [
    [(path: string) => path, ['0–100', 'km/h']],
    [(path: string) => domainUrl('fastlane.localhost', path, baseURL), ['0–62', 'mph']],
  ] as const) {
    const heading = page.getByRole('heading', { level: 2, name: `Quickest ${words.join(' ')}` });
    await page.goto(at('/'));
    // a row below the first screen is laid out when the visitor comes near it
    await heading.scrollIntoViewIfNeeded();
    expect(await linesOfTheFigure(heading, words[0], words[1])).toEqual([1]);
    await page.goto(at('/car-rank?by=accel'));
    expect(await linesOfTheFigure(heading, words[0], words[1])).toEqual([1]);
  }
});

test('a row of one car per brand says so under its title, and holds one car of each brand', async ({ page }) => {
  await page.goto('/');
  for (const [title, note] of [
    ['Most powerful', 'The most powerful car of each brand'],
    ['Newest releases', 'Each brand’s newest model family'],
    ['Quickest 0–100 km/h', 'The quickest car of each brand'],
  ] as const) {
    const row = page.getByRole('region', { name: title });
    await expect(row.locator('.teaser-note'), title).toHaveText(note);
    const brands = await row.locator('.car-card-brand').allTextContents();
    expect(brands.length, title).toBeGreaterThan(3);
    expect(new Set(brands).size, title).toBe(brands.length);
  }
  // the popular cars are no such pick
  await expect(page.getByRole('region', { name: 'Popular' }).locator('.teaser-note')).toHaveCount(0);
});
