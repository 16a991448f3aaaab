// One local deployment, several domains: each has its own name, theme and background.
import { domainUrl, expect, test } from './fixtures';

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
    await page.screenshot({ path: testInfo.outputPath(`${host}-home-${testInfo.project.name}.png`) });
  });
}
