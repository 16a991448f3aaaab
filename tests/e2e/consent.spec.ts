// The consent banner on domains that ask for it: nothing for ads or third-party analytics loads, and
// no cookie is set, before the visitor agrees; the answer is remembered in this browser.
import type { Page } from '@playwright/test';
import { ANY_DEVICE, domainUrl, expect, hydrated, PHONE_ONLY, requestsSoFarSeen, test, thirdParties } from './fixtures';

const CAR = '/cars/ferrari-sf90-stradale/1001';
const ADSENSE = 'https://pagead2.googlesyndication.com/';
const GTAG = 'https://www.googletagmanager.com/gtag/js';

const banner = (page: Page) => page.getByRole('region', { name: 'Privacy choices' });
/** Script elements of the third parties on the page. */
const thirdPartyScripts = (page: Page) => page.locator(`script[src^="${ADSENSE}"], script[src^="${GTAG}"]`);
const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event')
      .map((entry) => entry[1]),
  );

test('greenroute asks first: no analytics script or cookie until the visitor accepts, then GA4 and Firebase get the page view', async ({
  page,
  context,
  baseURL,
  thirdParty,
}) => {
  await page.goto(domainUrl('greenroute.localhost', '/car-list', baseURL));
  await hydrated(page);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('Google Analytics');
  // usable, and without an answer the third parties are held
  await thirdParties(page, 'held');
  await expect(thirdPartyScripts(page)).toHaveCount(0);
  await requestsSoFarSeen(page);
  expect(thirdParty.requests).toEqual([]);
  expect(await context.cookies()).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => thirdParty.requests.filter((url) => url.startsWith(GTAG))).toEqual([`${GTAG}?id=G-GREENROUTE1`]);
  // both measurement ids configured, and the page view from before the answer is not lost
  const configs = await page.evaluate(() =>
    (window as unknown as { dataLayer: IArguments[] }).dataLayer
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'config')
      .map((entry) => entry[1]),
  );
  expect(configs).toEqual(['G-GREENROUTE1', 'G-GREENFIREBASE']);
  expect(await dataLayerEvents(page)).toContain('page_view');

  // remembered: no banner on the next visit, and analytics starts by itself
  await page.reload();
  await hydrated(page);
  await expect.poll(() => thirdParty.requests.filter((url) => url.startsWith(GTAG)).length).toBe(2);
  await expect(banner(page)).toHaveCount(0);
});

// what an answer holds back or lets load is decided by script and one rule on every device; the banner on
// a phone (its place, its buttons) is the phone test below, and accepting from it the first test
test(
  'declining is remembered, nothing third-party loads, and the choice can be changed from the footer',
  { tag: ANY_DEVICE },
  async ({ page, context, baseURL, thirdParty }) => {
    await page.goto(domainUrl('greenroute.localhost', '/', baseURL));
    await hydrated(page);
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await thirdParties(page, 'held');
    await expect(banner(page)).toHaveCount(0);
    await expect(thirdPartyScripts(page)).toHaveCount(0);
    await requestsSoFarSeen(page);
    expect(thirdParty.requests).toEqual([]);
    expect(await context.cookies()).toEqual([]);

    await page.getByRole('button', { name: 'Privacy choices' }).click();
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => thirdParty.requests.filter((url) => url.startsWith(GTAG)).length).toBe(1);
  },
);

test(
  'ads behind consent: places reserved but empty until accepted, then filled; hidden from the first paint after declining',
  { tag: ANY_DEVICE },
  async ({ page, baseURL, thirdParty }) => {
    await page.goto(domainUrl('consent-ads.localhost', CAR, baseURL));
    await hydrated(page);
    await expect(banner(page)).toContainText('Google AdSense (ads) and Google Analytics');
    await thirdParties(page, 'held');
    await expect(page.locator('.ad-slot')).toHaveCount(2);
    await expect(thirdPartyScripts(page)).toHaveCount(0);
    await requestsSoFarSeen(page);
    expect(thirdParty.requests.filter((url) => url.startsWith(ADSENSE))).toEqual([]);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(page.locator('ins[data-ad-status="filled"]')).toHaveCount(2);

    // a new visitor who declines
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await hydrated(page);
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(page.locator('.ad-slot').first()).toBeHidden();
    await requestsSoFarSeen(page);
    const requestsBefore = thirdParty.requests.length;
    // on the next page the places are hidden before anything is drawn
    await page.goto(domainUrl('consent-ads.localhost', '/car-list', baseURL), { waitUntil: 'commit' });
    await page.waitForSelector('.ad-slot', { state: 'attached' });
    // the head script marked the document before the places were parsed; the stylesheet (render-blocking)
    // then hides them in the first paint
    expect(await page.evaluate(() => document.documentElement.dataset.consent)).toBe('denied');
    await page.waitForLoadState('load');
    expect(
      await page
        .locator('.ad-slot')
        .first()
        .evaluate((element) => getComputedStyle(element).display),
    ).toBe('none');
    await hydrated(page);
    await thirdParties(page, 'held');
    await expect(thirdPartyScripts(page)).toHaveCount(0);
    await requestsSoFarSeen(page);
    expect(thirdParty.requests.length).toBe(requestsBefore);
  },
);

test(
  'on a phone the banner keeps to a strip at the foot and leaves the first screen to the page',
  { tag: PHONE_ONLY },
  async ({ page, baseURL }) => {
    await page.goto(domainUrl('greenroute.localhost', '/', baseURL));
    await hydrated(page);
    await expect(banner(page)).toBeVisible();
    const viewport = page.viewportSize()!;
    const box = (await banner(page).boundingBox())!;
    expect(box.height, 'the banner’s height').toBeLessThanOrEqual(viewport.height * 0.22);
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    // who asks, the policy and both answers, each a full finger's size, the answers side by side
    await expect(banner(page).getByRole('link', { name: 'Privacy policy' })).toBeInViewport();
    const answers = await banner(page)
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons.map((button) => ({ top: button.getBoundingClientRect().top, height: button.getBoundingClientRect().height })),
      );
    expect(answers).toHaveLength(2);
    expect(answers.every((answer) => answer.height >= 44)).toBe(true);
    expect(answers[0]!.top).toBe(answers[1]!.top);
    // the page's heading shows above it
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(heading.y + heading.height).toBeLessThan(box.y);
  },
);

test('no banner where the domain does not ask, and the footer has no privacy choices button', async ({ page, baseURL }) => {
  await page.goto(domainUrl('fastlane.localhost', '/', baseURL));
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Privacy choices' })).toHaveCount(0);
});
