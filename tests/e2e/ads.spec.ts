// AdSense and the Android bridge, with the fake AdSense script of fixtures.ts (nothing leaves 127.0.0.1).
import type { Page, Route } from '@playwright/test';
import { ANY_DEVICE, EXPECTS_CONSOLE_ERRORS, domainUrl, expect, hydrated, requestsSoFarSeen, test, thirdParties } from './fixtures';
import { meanColour } from './png';

const CAR = '/cars/ferrari-sf90-stradale/1001';
const ADSENSE = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

type BridgeMessage = {
  version: number;
  type: string;
  ts: number;
  page: { path: string; pageType: string; channel: string | null; host: string };
  slots?: Array<{
    id: string;
    placement: string;
    position: number;
    adSlot: string;
    status: string;
    rect: { top: number; left: number; width: number; height: number };
  }>;
  slot?: { id: string; placement: string; position: number };
};

/** The Android app's JavaScript interface, as the app injects it, recording what the page sends. */
async function installFakeBridge(page: Page) {
  await page.addInitScript(() => {
    const messages: unknown[] = [];
    Object.assign(window, {
      __bridgeMessages: messages,
      CarlogAndroid: { postMessage: (json: string) => messages.push(JSON.parse(json)) },
    });
  });
}
const bridgeMessages = (page: Page) => page.evaluate(() => (window as unknown as { __bridgeMessages: BridgeMessage[] }).__bridgeMessages);

test('AdSense loads after the page is usable, fills the reserved places, and nothing moves', async ({ page, baseURL, thirdParty }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value)),
    ).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { __shifts: shifts });
  });
  await page.goto(domainUrl('fastlane.localhost', CAR, baseURL));
  await hydrated(page);
  const slots = page.locator('.ad-slot');
  await expect(slots).toHaveCount(2);
  const heightsBefore = await slots.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
  await expect(page.locator('ins.adsbygoogle[data-ad-status="filled"]')).toHaveCount(2);
  expect(thirdParty.requests.filter((url) => url.startsWith(ADSENSE))).toEqual([`${ADSENSE}?client=ca-pub-0000000000000000`]);
  // only after the load event
  const timing = await page.evaluate(() => ({
    adsAt: (window as unknown as { __fakeAdsense: { loadedAt: number } }).__fakeAdsense.loadedAt,
    loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  }));
  expect(timing.adsAt).toBeGreaterThanOrEqual(timing.loadEnd);
  // the places kept their size, so nothing below them moved
  expect(await slots.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height))).toEqual(heightsBefore);
  const shift = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
  expect(shift).toBeLessThan(0.02);
});

test('ads on the list and the home page come from the domain settings', async ({ page, baseURL }) => {
  await page.goto(domainUrl('fastlane.localhost', '/car-list', baseURL));
  await hydrated(page);
  // listInsert [3, 5]: after rows 3 and 5 of the 24 cards
  await expect(page.locator('.ad-slot[data-ad-placement="list"]')).toHaveCount(2);
  await expect(page.locator('.ad-slot[data-ad-placement="list"] ins[data-ad-status="filled"]')).toHaveCount(2);
  await page.getByRole('link', { name: 'Fastlane home' }).click();
  await expect(page.locator('.ad-slot[data-ad-placement="home"] ins[data-ad-status="filled"]')).toHaveCount(1);
});

for (const [name, host, settled] of [
  ['the default domain', null, 'started'],
  // greenroute asks for consent first
  ['greenroute', 'greenroute.localhost', 'held'],
] as const) {
  test(`no ad places and no ad script on ${name} (no AdSense settings)`, { tag: ANY_DEVICE }, async ({ page, baseURL, thirdParty }) => {
    await page.goto(host ? domainUrl(host, CAR, baseURL) : CAR);
    await hydrated(page);
    // the moment an ad script would have been added
    await thirdParties(page, settled);
    await expect(page.locator('.ad-slot')).toHaveCount(0);
    await expect(page.locator(`script[src^="${ADSENSE}"]`)).toHaveCount(0);
    await requestsSoFarSeen(page);
    expect(thirdParty.requests.filter((url) => url.startsWith(ADSENSE))).toEqual([]);
  });
}

test('inside the Android app: ad positions and ad clicks reach the bridge, with a version', async ({ page, baseURL }) => {
  await installFakeBridge(page);
  await page.goto(domainUrl('fastlane.localhost', `/channel5${CAR}`, baseURL));
  await hydrated(page);
  await expect
    .poll(
      async () =>
        (await bridgeMessages(page)).filter(
          (message) => message.type === 'ad_positions' && message.slots?.every((slot) => slot.status === 'filled'),
        ).length,
    )
    .toBeGreaterThan(0);
  const positions = (await bridgeMessages(page)).findLast((message) => message.type === 'ad_positions')!;
  expect(positions).toMatchObject({
    version: 1,
    page: { path: `/channel5${CAR}`, pageType: 'detail', channel: 'channel5', host: 'fastlane.localhost' },
  });
  expect(positions.slots!.map(({ id, placement, position, adSlot, status }) => ({ id, placement, position, adSlot, status }))).toEqual([
    { id: 'detail-1', placement: 'detail', position: 1, adSlot: '1000000002', status: 'filled' },
    { id: 'detail-3', placement: 'detail', position: 3, adSlot: '1000000002', status: 'filled' },
  ]);
  // the rectangles are where the places are on the page
  const first = await page
    .locator('.ad-slot')
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { top: Math.round(box.top + scrollY), height: Math.round(box.height) };
    });
  expect(positions.slots![0]!.rect).toMatchObject(first);
  expect(positions.slots![1]!.rect.top).toBeGreaterThan(first.top);

  await page.frameLocator('.ad-slot[data-ad-position="3"] iframe').getByRole('button', { name: 'Fake ad' }).click();
  await expect.poll(async () => (await bridgeMessages(page)).filter((message) => message.type === 'ad_click').length).toBe(1);
  const click = (await bridgeMessages(page)).find((message) => message.type === 'ad_click')!;
  expect(click).toMatchObject({
    version: 1,
    page: { pageType: 'detail', channel: 'channel5' },
    slot: { id: 'detail-3', placement: 'detail', position: 3 },
  });
});

test('outside the app nothing is called and nothing fails; a failing bridge does not break the page', async ({ page, baseURL }) => {
  // no interface at all: the page works and the ads render (the fixture fails the test on any error)
  await page.goto(domainUrl('fastlane.localhost', CAR, baseURL));
  await hydrated(page);
  await expect(page.locator('ins[data-ad-status="filled"]')).toHaveCount(2);
  await page.frameLocator('.ad-slot iframe').first().getByRole('button', { name: 'Fake ad' }).click();

  // an interface that throws
  await page.addInitScript(() =>
    Object.assign(window, {
      CarlogAndroid: {
        postMessage: () => {
          throw new Error('app side failed');
        },
      },
    }),
  );
  await page.goto(domainUrl('fastlane.localhost', '/car-list', baseURL));
  await hydrated(page);
  await expect(page.locator('ins[data-ad-status="filled"]')).toHaveCount(2);
  await page.getByRole('link', { name: 'Next ›' }).click();
  await expect(page).toHaveURL(/page=2/);
});

test.describe('places no ad fills', () => {
  // AdSense answers that it has no ad for any place
  const UNFILLED = `(function(){
    function mark(){document.querySelectorAll('ins.adsbygoogle:not([data-ad-status])').forEach(function(ins){
      ins.setAttribute('data-adsbygoogle-status','done');ins.setAttribute('data-ad-status','unfilled');});}
    window.adsbygoogle={push:mark};mark();})();`;
  const blocked = { type: EXPECTS_CONSOLE_ERRORS, description: 'ERR_BLOCKED_BY_CLIENT' };

  for (const [name, answer] of [
    ['unfilled', (route: Route) => route.fulfill({ contentType: 'text/javascript', body: UNFILLED })],
    ['blocked', (route: Route) => route.abort('blockedbyclient')],
  ] as const) {
    test(`collapse when out of view, and what is on screen stays put (${name})`, { annotation: blocked }, async ({ page, baseURL }) => {
      await page.route(`${ADSENSE}*`, answer);
      await page.goto(domainUrl('fastlane.localhost', CAR, baseURL));
      await hydrated(page);
      await thirdParties(page, 'started');
      const places = page.locator('.ad-slot');
      await expect(places).toHaveCount(2);
      // a place below the first screen goes; one on it keeps its space while the visitor reads
      const below = page.locator('.ad-slot[data-ad-position="3"]');
      await expect(below).toBeHidden();
      const heading = page.getByRole('heading', { name: 'Similar cars' });
      await heading.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      const before = (await heading.boundingBox())!.y;
      await expect(page.locator('.ad-slot[data-ad-empty]')).toHaveCount(2);
      await expect(places).toHaveCount(2);
      await expect(places.first()).toBeHidden();
      expect(Math.abs((await heading.boundingBox())!.y - before)).toBeLessThanOrEqual(1);
    });
  }
});

test('list ad places sit between full rows, full width, on any column count', async ({ page, baseURL }) => {
  await page.goto(domainUrl('fastlane.localhost', '/car-list', baseURL));
  await hydrated(page);
  const places = page.getByRole('complementary', { name: /^Advertisement \d$/ });
  await expect(places).toHaveCount(2);
  await expect(places.nth(0)).toHaveAccessibleName('Advertisement 1');
  await expect(places.nth(1)).toHaveAccessibleName('Advertisement 2');
  await expect(places.nth(0)).toContainText('Advertisement');
  const layout = await page.evaluate(() => {
    const grid = document.querySelector('.car-list-results .card-grid')!;
    const cards = [...grid.querySelectorAll('.car-card')].map((card) => card.getBoundingClientRect());
    const ads = [...grid.querySelectorAll('.ad-slot')].map((ad) => ad.getBoundingClientRect());
    return { width: grid.getBoundingClientRect().width, columns: new Set(cards.map((card) => Math.round(card.left))).size, cards, ads };
  });
  // listInsert [3, 5]: rows of cards, not cards; on one column (a phone's compact cards) a row is 4 cards,
  // so the first screen of cards has no ad in it
  const rows = [3, 5];
  layout.ads.forEach((ad, index) => {
    expect(ad.width).toBeGreaterThan(layout.width - 2);
    const above = layout.cards.filter((card) => card.bottom <= ad.top + 1).length;
    const beside = layout.cards.filter((card) => card.bottom > ad.top + 1 && card.top < ad.bottom - 1).length;
    expect(beside).toBe(0);
    expect(above).toBe(rows[index]! * (layout.columns === 1 ? 4 : layout.columns));
  });
  if (layout.columns === 1) expect(layout.ads[0]!.top - layout.cards[0]!.top).toBeGreaterThan(page.viewportSize()!.height);
});

test('in the dark scheme an ad place is dark around the ad, not a white band', async ({ page, baseURL }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(domainUrl('fastlane.localhost', '/car-list', baseURL));
  await hydrated(page);
  const frame = page.locator('.ad-slot iframe').first();
  await frame.scrollIntoViewIfNeeded();
  await expect(page.frameLocator('.ad-slot iframe').first().getByRole('button', { name: 'Fake ad' })).toBeVisible();
  // the ad's own page margin, where only the frame's backdrop shows
  const box = (await frame.boundingBox())!;
  const [red, green, blue] = meanColour(await page.screenshot({ clip: { x: box.x + 1, y: box.y + 1, width: 5, height: 5 } }));
  expect(Math.max(red, green, blue)).toBeLessThan(90);
  await expect(page.locator('.ad-slot').first()).toContainText('Advertisement');
});
