// One local deployment, several domains: each has its own name, theme and background.
import { ANY_DEVICE, domainUrl, expect, screenshotWhenAsked, test } from './fixtures';

for (const { host, name, primary, background } of [
  { host: 'fastlane.localhost', name: 'Fastlane', primary: '#b91c1c', background: 'fastlane' },
  { host: 'greenroute.localhost', name: 'Greenroute', primary: '#047857', background: 'greenroute' },
]) {
  test(`${host} is its own site: ${name}, its theme and its background`, async ({ page, baseURL }, testInfo) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/backgrounds/')) images.push(new URL(request.url()).pathname);
    });
    await page.goto(domainUrl(host, '/', baseURL));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(`^${name}:`));
    const colour = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
    expect(colour).toBe(primary);
    // the background is an <img> of the document: loaded by the load event
    await page.waitForLoadState('load');
    const variant = testInfo.project.name === 'mobile' ? 'tall' : 'wide';
    expect(images).toEqual([`/backgrounds/${background}-${variant}.svg`]);
    await screenshotWhenAsked(page, `${host}-home`);
  });
}

test('text from a domain config is shown as written, never read as markup', { tag: ANY_DEVICE }, async ({ page, baseURL }) => {
  // tests/e2e/domains/escaping.localhost.json: quotes, ampersands and escaped-looking text; the schema
  // already refuses < and > (tests/workers/domain-config.test.ts)
  const name = 'Cars & "Quotes" R Us';
  const tagline = `Tom & Jerry's "fast" cars &lt;b&gt;not bold&lt;/b&gt; &amp; more`;
  const url = domainUrl('escaping.localhost', '/', baseURL);
  const html = (await (await page.goto(url))?.text()) ?? '';
  expect(html).toContain('<h1>Cars &amp; &quot;Quotes&quot; R Us</h1>');
  expect(html).toContain('Tom &amp; Jerry&#x27;s &quot;fast&quot; cars &amp;lt;b&amp;gt;not bold&amp;lt;/b&amp;gt; &amp;amp; more');
  // the logo's alt stays one attribute: no handler appears
  expect(html).toContain('alt="Cars &amp; &quot;Quotes&quot; logo &#x27; onerror=&#x27;alert(1)"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText(tagline, { exact: true })).toBeVisible();
  await expect(page.locator('b')).toHaveCount(0);
  await expect(page).toHaveTitle(`${name}: car prices, specs and rankings`);
  await expect(page.locator('img[onerror]')).toHaveCount(0);
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', name);
});
