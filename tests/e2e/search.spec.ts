// Search as a new visitor tries it: every forgiving spelling, suggestions as you type (mouse-free),
// a stale answer never shown over a newer one, the help when nothing matches, hostile input, and
// the plain form without JavaScript.
import type { Page } from '@playwright/test';
import { ANY_DEVICE, expect, expectAccessible, hydrated, openFilters, requestsSoFarSeen, test } from './fixtures';

const results = (page: Page) => page.getByRole('region', { name: 'Results' }).getByRole('article');

/** Types into the home search and waits for the suggestions of what was typed. */
async function typeOnHome(page: Page, text: string) {
  await page.goto('/');
  await hydrated(page);
  return typeIntoHomeSearch(page, text);
}

async function typeIntoHomeSearch(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search cars' }).or(page.getByLabel('Search cars'));
  await box.focus();
  await box.pressSequentially(text);
  return page.getByRole('combobox', { name: 'Search cars' });
}

type Spelling = [typed: string, first: RegExp, listed: RegExp];
const FIRST_SPELLING: Spelling = ['citroen', /^Citroën/, /Citroën/];
const OTHER_SPELLINGS: Spelling[] = [
  ['etron', /e-tron/i, /e-tron/i],
  ['f150', /^Ford F-150/, /F-150/],
  ['model3', /^Tesla Model 3/, /Model 3/],
  ['id4', /^Volkswagen ID\.4/, /ID\.4/],
  ['id 4', /^Volkswagen ID\.4/, /ID\.4/],
  ['gt3 porsche', /^Porsche 911/, /GT3/],
  ['vw', /^Volkswagen/, /Volkswagen/],
  ['tay', /Taycan/, /Taycan/],
];

/** Typed on the home page: the suggestions list it, best first, and Enter searches for it, as the plain form does. */
async function suggestedAndFound(page: Page, [typed, first, listed]: Spelling) {
  const box = await typeIntoHomeSearch(page, typed);
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox.getByRole('option').first()).toHaveText(first);
  expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(8);
  await expect(page.getByRole('status').filter({ hasText: /suggestions?, use the up and down arrows/ })).toHaveCount(1);
  // Enter with no option chosen searches, as the plain form does
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/car-list\\?q=${encodeURIComponent(typed).replace(/%20/g, '\\+')}$`));
  await expect(results(page).first()).toContainText(listed);
}

test(`"${FIRST_SPELLING[0]}" is suggested while typing and found by the search`, async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await suggestedAndFound(page, FIRST_SPELLING);
});

// the matching is the server's, the same on every device: the phone tries the suggestions with the first
// spelling above; the others are typed on one home page, gone back to after each search
test('every other forgiving spelling is suggested while typing and found by the search', { tag: ANY_DEVICE }, async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  for (const spelling of OTHER_SPELLINGS) {
    await test.step(`"${spelling[0]}" is suggested while typing and found by the search`, async () => {
      await suggestedAndFound(page, spelling);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carlog');
      await expect(page.getByLabel('Search cars')).toHaveValue('');
    });
  }
});

test('the keyboard alone chooses a suggestion: arrows, Enter, and Escape closes then clears', async ({ page }) => {
  const box = await typeOnHome(page, 'taycan');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox.getByRole('group', { name: 'Models' })).toContainText('Porsche Taycan');
  await box.press('ArrowDown');
  const firstOption = listbox.getByRole('option').first();
  await expect(firstOption).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await firstOption.getAttribute('id'))!);
  await box.press('ArrowUp');
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  await box.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await box.pressSequentially('taycan');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/brands\/porsche\/taycan$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Porsche Taycan');
});

test('the list page search suggests too, inside the channel', async ({ page, isMobile }) => {
  await page.goto('/channel8/car-list');
  await hydrated(page);
  // on a phone the search is in the filter sheet
  await openFilters(page);
  const box = page.getByLabel('Search', { exact: true });
  await box.focus();
  await box.pressSequentially('merc');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox.getByRole('group', { name: 'Brands' })).toContainText('Mercedes-Benz');
  // wider than the filter column's field, on top of the cars beside it, each name on one line (a
  // phone's sheet is as wide as the screen: a long name may wrap there)
  const [field, list] = [(await box.boundingBox())!, (await listbox.boundingBox())!];
  if (!isMobile) expect(list.width).toBeGreaterThan(field.width + 100);
  const covered = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="listbox"]') !== null,
    [list.x + list.width - 8, list.y + list.height / 2],
  );
  expect(covered).toBe(true);
  if (!isMobile)
    for (const option of await listbox.getByRole('option').all()) expect((await option.boundingBox())!.height).toBeLessThanOrEqual(48);
  await listbox
    .getByRole('option', { name: /Mercedes-Benz/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/channel8\/brands\/mercedes-benz$/);
});

test('an older answer never replaces a newer one', async ({ page }) => {
  // the answer for "po" (with the visitor's units after it) is held back until the one for "porsche tay" has been shown
  let releaseOld: () => void = () => undefined;
  const oldHeld = new Promise<void>((resolve) => (releaseOld = resolve));
  await page.route(/\/api\?url=%2Fcar%2Fsuggest&q=po(&|$)/, async (route) => {
    await oldHeld;
    await route.continue();
  });
  const oldAsked = page.waitForRequest(/url=%2Fcar%2Fsuggest&q=po(&|$)/);
  const box = await typeOnHome(page, 'po');
  await oldAsked;
  await box.pressSequentially('rsche tay');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox.getByRole('option').first()).toHaveText(/Taycan/);
  const oldAnswered = page.waitForResponse(/url=%2Fcar%2Fsuggest&q=po(&|$)/);
  releaseOld();
  await oldAnswered;
  await requestsSoFarSeen(page);
  await expect(listbox.getByRole('option').first()).toHaveText(/Taycan/);
  await expect(listbox.getByRole('option', { name: /^Polestar/ })).toHaveCount(0);
});

test('a search of kinds is the filters, each a chip to take away; so is a brand beside them', async ({ page }) => {
  const box = await typeOnHome(page, 'electric SUVs');
  // the suggestions offer that list first; Enter searches, and the search is that list
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox.getByRole('group', { name: 'Categories' }).getByRole('option')).toHaveText([/^SUV · Electric\s*\d+ cars$/]);
  await expect(listbox.getByRole('option').first()).toHaveText(/^SUV · Electric/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/car-list\?type=suv&fuel=electric$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars: SUV · Electric');
  const filters = page.getByRole('list', { name: 'Active filters' });
  await expect(filters.getByRole('listitem')).toHaveText(['Body type: SUV', 'Fuel: Electric'].map((text) => new RegExp(text)));
  await expect(results(page).first()).toContainText(/SUV\W+Electric/);
  await filters.getByRole('link', { name: 'Remove Fuel: Electric' }).click();
  await expect(page).toHaveURL(/\/car-list\?type=suv$/);
  // a brand beside a kind: BMW's electric cars, whose names do not say so, as the filters
  await page.goto('/car-list?q=bmw+electric');
  await expect(page).toHaveURL(/\/car-list\?brand=bmw&fuel=electric$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars: BMW · Electric');
  for (const card of await results(page).all()) await expect(card).toContainText(/BMW[\s\S]*Electric/);
  // where the names say more than the filters could, a search: Porsche's hybrids, the E-Hybrids too
  await page.goto('/car-list?q=porsche+hybrid');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars: “porsche hybrid”');
  await expect(results(page).first()).toContainText('Porsche');
  for (const card of await results(page).all()) await expect(card).toContainText(/Porsche[\s\S]*(Hybrid|Plug-in hybrid)/);
});

test('on a filtered list, a kind typed in its search box is offered within the filters', async ({ page }) => {
  await page.goto('/car-list?brand=bmw');
  await hydrated(page);
  await openFilters(page);
  // what the fuel filter counts for BMW is what the suggestion counts
  const electric = await page.getByLabel('Fuel').locator('option[value="electric"]').textContent();
  const cars = /\((\d+)\)/.exec(electric ?? '')?.[1];
  expect(Number(cars)).toBeGreaterThan(0);
  const box = page.getByRole('combobox', { name: 'Search' }).or(page.getByLabel('Search', { exact: true }));
  await box.focus();
  await box.pressSequentially('electric');
  const categories = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('group', { name: 'Categories' });
  await expect(categories.getByRole('option')).toHaveText([new RegExp(`^Electric\\s*${cars} cars$`)]);
  await categories.getByRole('option').click();
  await expect(page).toHaveURL(/\/car-list\?brand=bmw&fuel=electric$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars: BMW · Electric');
});

test('a visitor reading US units reads gasoline: in the suggestions, the list and its cards', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Show US units' }).click();
  await expect(page.getByRole('link', { name: 'Show metric units' })).toBeVisible();
  await hydrated(page);
  await typeIntoHomeSearch(page, 'gas');
  const categories = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('group', { name: 'Categories' });
  await expect(categories.getByRole('option')).toHaveText([/^Gasoline\s*[\d,]+ cars$/]);
  await categories.getByRole('option').click();
  await expect(page).toHaveURL(/\/car-list\?fuel=petrol$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars: Gasoline');
  await expect(results(page).first()).toContainText('Gasoline');
  // back in metric units the same list is the petrol cars
  await page.getByRole('link', { name: 'Show metric units' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars: Petrol');
  await expect(results(page).first()).toContainText('Petrol');
});

test(
  'through the served site: units it does not know are a 400, and the switch goes back only to this site',
  { tag: ANY_DEVICE },
  async ({ request }) => {
    for (const units of ['furlongs', 'Imperial', 'metric,imperial']) {
      const answer = await request.get(`/api?url=/car/suggest&q=gas&units=${encodeURIComponent(units)}`);
      expect(answer.status(), units).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 400, data: { fields: { units: ['must be metric or imperial'] } } });
    }
    const asked = (await (await request.get('/api?url=/car/suggest&q=gas&units=imperial')).json()) as {
      data: { units: string; kinds: Array<{ label: string }> };
    };
    expect(asked.data).toMatchObject({ units: 'imperial', kinds: [{ label: 'Gasoline' }] });
    // a path whose dot segments resolve to `//host` is another site to a browser: home instead
    for (const back of ['/..//evil.example/x', '/x/..//evil.example', '//evil.example']) {
      const answer = await request.get(`/units?set=imperial&back=${encodeURIComponent(back)}`, { maxRedirects: 0 });
      expect(answer.status(), back).toBe(303);
      expect(answer.headers().location, back).toBe('/');
    }
    // broken percent-encoding in `back` is left out, never sent on as a replacement mark
    const broken = await request.get('/units?set=imperial&back=/car-list%C3', { maxRedirects: 0 });
    expect(broken.headers().location).toBe('/car-list');
  },
);

test(
  'through the served site: a long search or a bad car number is cut whole, never through an emoji; broken bytes are left out',
  { tag: ANY_DEVICE },
  async ({ request }) => {
    // 81 characters with no space to cut at: the emoji that crosses the limit goes whole, no replacement mark
    const answer = await request.get(`/car-list?q=${'a'.repeat(79)}%F0%9F%98%80`, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe(`/car-list?q=${'a'.repeat(79)}`);
    // bytes that are not text (a lone `%C3`, a lone surrogate's encoding) are left out, not shown as �
    for (const [q, clean] of [
      ['bmw%C3', '/car-list?q=bmw'],
      ['%ED%A0%BD', '/car-list'],
    ]) {
      const broken = await request.get(`/car-list?q=${q}`, { maxRedirects: 0 });
      expect(broken.headers().location, q).toBe(clean);
    }
    // a piece of `cars` that is not a car number is said back cut to 24 characters, in whole characters
    const compared = await request.get(`/api?url=${encodeURIComponent(`/car/compare?cars=${'x'.repeat(23)}\u{1F600},1001`)}`);
    expect(await compared.text()).not.toMatch(/\\ud83d|\uFFFD/i);
    expect(await compared.json()).toMatchObject({ code: 200, data: { dropped: [{ value: 'x'.repeat(23), reason: 'not-a-car-number' }] } });
  },
);

test('a search comes best match first until the visitor chooses a sort', async ({ page }) => {
  await page.goto('/car-list?q=taycan');
  await hydrated(page);
  const sort = page.getByLabel('Sort by');
  await expect(sort.locator('option:checked')).toHaveText('Best match');
  await expect(results(page).first()).toContainText('Porsche');
  await expect(results(page).first().getByRole('link').first()).toHaveText(/^Porsche Taycan\b/);
  // on a phone the sort is in the filter sheet
  await openFilters(page);
  await sort.selectOption('price-asc');
  await expect(page).toHaveURL(/\/car-list\?q=taycan&sort=price-asc$/);
});

test('a suggestion answer is kept at the edge per normalised prefix', { tag: ANY_DEVICE }, async ({ request }) => {
  const path = '/api?url=/car/suggest&q=citroen%20c';
  await request.get(path);
  await expect.poll(async () => (await request.get(path)).headers()['x-edge-cache']).toBe('HIT');
  const answer = (await (await request.get(path)).json()) as { data: { q: string; cars: unknown[] } };
  // `c` is the start of `citroen` already: it narrows nothing, so both share one normalised prefix
  expect(answer.data.q).toBe('citroen');
  expect(answer.data.cars.length).toBeGreaterThan(0);
});

test('suggestions are loaded when the field is first used, not with the page', { tag: ANY_DEVICE }, async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await hydrated(page);
  await requestsSoFarSeen(page);
  const before = scripts.length;
  await page.getByLabel('Search cars').focus();
  await expect(page.getByRole('combobox', { name: 'Search cars' })).toHaveCount(1);
  expect(scripts.length).toBeGreaterThan(before);
});

test('a search that finds nothing says so, suggests spellings and links back into the catalogue', async ({ page }) => {
  await page.goto('/car-list?q=porshe+tycan');
  await expect(page.getByRole('heading', { name: 'No cars match “porshe tycan”' })).toBeVisible();
  await page.locator('.did-you-mean').getByRole('link', { name: 'Porsche Taycan' }).click();
  await expect(page).toHaveURL(/\/car-list\?q=Porsche\+Taycan$/);
  await expect(results(page).first()).toContainText('Taycan');
  await page.goto('/car-list?q=ferrari+296');
  await expect(page.getByRole('heading', { name: 'No cars match “ferrari 296”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Every Ferrari model' })).toHaveAttribute('href', '/brands/ferrari');
  await expect(page.getByRole('link', { name: 'Browse by brand and model' })).toHaveAttribute('href', '/brands');
  await expectAccessible(page);
  // a brand misspelt beside a kind: the brand put right, the kind kept
  await page.goto('/car-list?q=porshe+hybrid');
  await page.locator('.did-you-mean').getByRole('link', { name: 'Porsche hybrid' }).click();
  await expect(page).toHaveURL(/\/car-list\?q=Porsche\+hybrid$/);
  await expect(results(page).first()).toContainText('Porsche');
  // with a filter set (seats among them), the page offers the search without the filters
  await page.goto('/car-list?q=zzzq&seats=7-plus');
  await expect(page.getByRole('heading', { name: 'No cars match “zzzq” with these filters' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search “zzzq” in every car, without the filters' })).toBeVisible();
});

for (const q of ['"', '*', 'NEAR', 'tesla AND model', '"tesla" NEAR/2 model*', "'; DROP TABLE cars; --", '!!!', 'x'.repeat(80)]) {
  test(`the search answers ${JSON.stringify(q.slice(0, 24))} with a page, never an error`, { tag: ANY_DEVICE }, async ({ page }) => {
    const response = await page.goto(`/car-list?q=${encodeURIComponent(q)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^No cars match/ })).toBeVisible();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home search is the plain form', async ({ page }) => {
    await page.goto('/');
    const box = page.getByLabel('Search cars');
    await expect(box).not.toHaveAttribute('role', 'combobox');
    await box.fill('citroen');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/car-list\?q=citroen$/);
    await expect(page.getByText('12 cars', { exact: true })).toBeVisible();
  });
});
