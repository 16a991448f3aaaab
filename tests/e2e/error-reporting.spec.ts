// Error reporting to a Sentry-compatible collector on 127.0.0.1 (scripts/e2e.ts starts it). The
// reporting server has SENTRY_DSN set and its catalogue table made unreadable; the main server runs
// as `npm start` does, without a DSN.
import { collectedEvents, type CollectedEvent } from '../support/error-collector';
import { EXPECTS_CONSOLE_ERRORS, expect, hydrated, requestsSoFarSeen, test } from './fixtures';

const reportingUrl = process.env.REPORTING_BASE_URL!;
const collectorUrl = process.env.ERROR_COLLECTOR_URL!;
const CLIENT_FAILURE = { type: EXPECTS_CONSOLE_ERRORS, description: 'a client failure' };
const SERVER_FAILURE = [
  { type: EXPECTS_CONSOLE_ERRORS, description: 'status of 500' },
  // React Router logs the sanitised server error it shows the error view for
  { type: EXPECTS_CONSOLE_ERRORS, description: 'Unexpected Server Error' },
];

const messageOf = (event: CollectedEvent) => event.exception?.values?.map((value) => value.value).join(' ') ?? '';
const withMessage = async (text: string) => (await collectedEvents(collectorUrl)).filter((event) => messageOf(event).includes(text));

test(
  'a client error is sent with group web, environment prod, route, channel and domain; the reporter loads only then',
  { annotation: [CLIENT_FAILURE] },
  async ({ page }, testInfo) => {
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    // a page that reads nothing from the catalogue, which this server cannot read
    await page.goto(`${reportingUrl}/channel9/privacy-policy`);
    await hydrated(page);
    await page.waitForLoadState('load');
    expect(chunks.filter((path) => path.includes('sentry'))).toEqual([]);

    const marker = `a client failure ${testInfo.project.name} ${Date.now()}`;
    await page.evaluate(
      (message) =>
        setTimeout(() => {
          throw new Error(message);
        }),
      marker,
    );
    await expect.poll(() => withMessage(marker)).toHaveLength(1);
    const [event] = await withMessage(marker);
    expect(event).toMatchObject({
      environment: 'prod',
      tags: { group: 'web', route: '/privacy-policy', channel: 'channel9', domain: '127.0.0.1' },
    });
    expect(chunks.filter((path) => path.includes('sentry'))).toHaveLength(1);
  },
);

test(
  'a request cancelled on purpose is not reported, a failure after it is',
  { annotation: [CLIENT_FAILURE, { type: EXPECTS_CONSOLE_ERRORS, description: 'cancelled on purpose' }] },
  async ({ page }, testInfo) => {
    // a page that reads nothing from the catalogue, which this server cannot read
    await page.goto(`${reportingUrl}/privacy-policy`);
    await hydrated(page);
    const cancelled = `cancelled on purpose ${testInfo.project.name} ${Date.now()}`;
    const failure = `a client failure after it ${testInfo.project.name} ${Date.now()}`;
    // what a navigation cancelled by a second click leaves: an AbortError nothing handles
    await page.evaluate((message) => void Promise.reject(new DOMException(message, 'AbortError')), cancelled);
    await page.evaluate((message) => void Promise.reject(new Error(message)), failure);
    // the one after it arrives, so the first was seen and left out
    await expect.poll(() => withMessage(failure)).toHaveLength(1);
    expect(await withMessage(cancelled)).toEqual([]);
  },
);

test(
  'a server error on a page is reported with its route, and the visitor gets the friendly view',
  { annotation: SERVER_FAILURE },
  async ({ page }) => {
    const before = (await collectedEvents(collectorUrl)).length;
    const response = await page.goto(`${reportingUrl}/channel4/car-list?fuel=electric`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('cars_unreadable');
    await expect
      .poll(async () =>
        (await collectedEvents(collectorUrl))
          .slice(before)
          .filter((event) => event.tags?.route === '/car-list' && event.tags.channel === 'channel4'),
      )
      .not.toHaveLength(0);
    const [event] = (await collectedEvents(collectorUrl)).slice(before).filter((item) => item.tags?.route === '/car-list');
    expect(event).toMatchObject({ environment: 'prod', tags: { group: 'web', domain: '127.0.0.1' } });
  },
);

test('without a DSN nothing is reported and the reporter is never loaded', { annotation: CLIENT_FAILURE }, async ({ page }, testInfo) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/about');
  await hydrated(page);
  const marker = `a client failure without dsn ${testInfo.project.name} ${Date.now()}`;
  const thrown = page.waitForEvent('pageerror', (error) => error.message.includes(marker));
  await page.evaluate(
    (message) =>
      setTimeout(() => {
        throw new Error(message);
      }),
    marker,
  );
  await thrown;
  // the page's error listeners have run: the reporter would be on its way
  await requestsSoFarSeen(page);
  expect(requests.filter((url) => url.includes('sentry') || url.includes('/envelope/'))).toEqual([]);
  expect(await withMessage(marker)).toEqual([]);
});
