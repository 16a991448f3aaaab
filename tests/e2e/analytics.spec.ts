// First-party analytics: what the page sends to /express/epost, and how it avoids losing events.
import type { Page, Request } from '@playwright/test';
import {
  ANY_DEVICE,
  closeFilters,
  domainUrl,
  EXPECTS_CONSOLE_ERRORS,
  expect,
  hydrated,
  openFilters,
  requestsSoFarSeen,
  test,
  thirdParties,
} from './fixtures';

const CAR = '/cars/ferrari-sf90-stradale/1001';
type SentEvent = { name: string; carId?: number; path?: string; channel?: string; deviceType?: string; params?: Record<string, unknown> };
type SentBatch = { batchId: string; events: SentEvent[] };

/** Every batch the browser posts (fetch or beacon, from any page of the test), in order. */
function recordBatches(page: Page): SentBatch[] {
  const batches: SentBatch[] = [];
  page.context().on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().includes('url=/express/epost'))
      batches.push(JSON.parse(request.postData() ?? '{}') as SentBatch);
  });
  return batches;
}
const sentEvents = (batches: SentBatch[]) => batches.flatMap((batch) => batch.events);

/** The visitor switches to another tab or app: the page is hidden but still alive to watch. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test('page views, filter changes and car views reach /express/epost with channel, domain and device type', async ({ page }, testInfo) => {
  const batches = recordBatches(page);
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('url=/express/epost')) statuses.push(response.status());
  });
  await page.goto('/channel7/car-list');
  await hydrated(page);
  await openFilters(page);
  await page.getByLabel('Fuel').selectOption('electric');
  await expect(page).toHaveURL(/fuel=electric/);
  await closeFilters(page);
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/channel7\/cars\//);
  await expect
    .poll(() => sentEvents(batches).map((event) => event.name))
    .toEqual(expect.arrayContaining(['page_view', 'filter_change', 'car_view']));
  const events = sentEvents(batches);
  const deviceType = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
  expect(events.find((event) => event.name === 'page_view')).toMatchObject({
    path: '/channel7/car-list',
    channel: 'channel7',
    deviceType,
    params: { domain: '127.0.0.1', page_type: 'list' },
  });
  expect(events.find((event) => event.name === 'filter_change')).toMatchObject({
    channel: 'channel7',
    params: { filter: 'fuel', value: 'electric' },
  });
  expect(events.find((event) => event.name === 'car_view')).toMatchObject({ channel: 'channel7', deviceType, carId: expect.any(Number) });
  // one page view per page, not one per filter change
  expect(events.filter((event) => event.name === 'page_view' && event.path === '/channel7/car-list')).toHaveLength(1);
  await expect.poll(() => statuses).toEqual(batches.map(() => 200));
});

// the queue's sending, retrying and beacons are the same script on every device; the device type it
// reports is the first test's, on both
test('events still waiting when the page is hidden leave with sendBeacon', { tag: ANY_DEVICE }, async ({ page }) => {
  const beacons: SentBatch[] = [];
  page.on('request', (request) => {
    // a beacon is sent as text/plain (the queue's own fetch sends JSON)
    if (request.url().includes('url=/express/epost') && request.headers()['content-type']?.startsWith('text/plain')) {
      beacons.push(JSON.parse(request.postData() ?? '{}') as SentBatch);
    }
  });
  // the page's clock stands still, so the queue's own send (a second after the first event) cannot
  // go first however long the page takes to get going: the visitor switches away before it
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto(CAR);
  await hydrated(page);
  await hidePage(page);
  await expect.poll(() => sentEvents(beacons).map((event) => event.name)).toEqual(expect.arrayContaining(['car_view', 'page_view']));
  expect(sentEvents(beacons).every((event) => event.path === CAR)).toBe(true);
});

test(
  'a batch whose POST is still on its way when the page is hidden leaves again with sendBeacon, under its id',
  { tag: ANY_DEVICE },
  async ({ page }) => {
    const held: SentBatch[] = [];
    const beacons: SentBatch[] = [];
    // the queue's own POST (JSON) gets no answer while the test runs: the visitor's network stalls
    await page.route('**/api?url=/express/epost', (route) => {
      if (route.request().headers()['content-type']?.startsWith('application/json')) {
        held.push(route.request().postDataJSON() as SentBatch);
        return new Promise<void>(() => {});
      }
      beacons.push(JSON.parse(route.request().postData() ?? '{}') as SentBatch);
      return route.continue();
    });
    await page.goto(CAR);
    await hydrated(page);
    await expect.poll(() => held.length).toBe(1);
    await hidePage(page);
    await expect.poll(() => beacons.map((batch) => batch.batchId)).toEqual([held[0]!.batchId]);
    expect(beacons[0]!.events).toEqual(held[0]!.events);
  },
);

const OUTAGE = [
  { type: EXPECTS_CONSOLE_ERRORS, description: 'status of 503' },
  { type: EXPECTS_CONSOLE_ERRORS, description: 'ERR_BLOCKED_BY_CLIENT' },
];

test(
  'a failing POST is retried under the same batch id, then sent event by event through /express/eget',
  { annotation: OUTAGE, tag: ANY_DEVICE },
  async ({ page }) => {
    const posts: SentBatch[] = [];
    const gets: URLSearchParams[] = [];
    await page.route('**/api?url=/express/epost', async (route) => {
      posts.push(route.request().postDataJSON() as SentBatch);
      // the first answer is an outage, then the POST is blocked outright (as some blockers do)
      return posts.length === 1
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":503,"data":null,"msg":"down"}' })
        : route.abort('blockedbyclient');
    });
    page.on('request', (request) => {
      if (request.url().includes('url=/express/eget')) gets.push(new URL(request.url()).searchParams);
    });
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('url=/express/eget')) answers.push(response.status());
    });
    // the page's clock runs on its own until the first POST, then the test moves it past each back-off
    // (2 s, then 5 s) instead of waiting them out
    await page.clock.install();
    await page.goto('/car-rank');
    await hydrated(page);
    await expect.poll(() => posts.length).toBe(1);
    const afterASecond = async <T>(read: () => T) => {
      await page.clock.runFor(1_000);
      return read();
    };
    await expect.poll(() => afterASecond(() => posts.length)).toBe(2);
    expect(posts[1]!.batchId).toBe(posts[0]!.batchId);
    await expect.poll(() => afterASecond(() => gets.length)).toBe(posts[0]!.events.length);
    expect(gets.map((query) => [query.get('id'), query.get('seq'), query.get('name')])).toEqual(
      posts[0]!.events.map((event, seq) => [posts[0]!.batchId, String(seq), event.name]),
    );
    await expect.poll(() => answers).toEqual(gets.map(() => 200));
  },
);

test(
  'off when not configured: no gtag without a measurement id, no first-party events where the domain turns them off',
  { tag: ANY_DEVICE },
  async ({ page, baseURL, thirdParty }) => {
    // fastlane: first-party on, no GA4 or Firebase id
    const posts: string[] = [];
    page.context().on('request', (request) => {
      if (request.url().includes('/express/')) posts.push(new URL(request.url()).host);
    });
    await page.goto(domainUrl('fastlane.localhost', '/car-rank', baseURL));
    await hydrated(page);
    await expect.poll(() => posts).toContain(new URL(domainUrl('fastlane.localhost', '/', baseURL)).host);
    // its ads have started: gtag would have been added with them
    await thirdParties(page, 'started');
    expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    await requestsSoFarSeen(page);
    expect(thirdParty.requests.filter((url) => url.includes('googletagmanager'))).toEqual([]);

    // a domain with analytics.firstParty false sends nothing at all
    const quiet = new URL(domainUrl('no-analytics.localhost', '/', baseURL)).host;
    await page.goto(domainUrl('no-analytics.localhost', CAR, baseURL));
    await hydrated(page);
    await page.getByRole('link', { name: 'All cars' }).first().click();
    await expect(page).toHaveURL(/car-list/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All cars');
    // hiding the page sends whatever is still queued at once (a beacon), so every event of the visit
    // would be on its way by now
    await hidePage(page);
    await requestsSoFarSeen(page);
    expect(posts.filter((host) => host === quiet)).toEqual([]);
  },
);
