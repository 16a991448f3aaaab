// A page that fails the test on any console error or uncaught exception, and helpers shared by the specs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

export const EXPECTS_CONSOLE_ERRORS = 'expects-console-errors';

/**
 * The tag of a test (or group) about what the server answers or what a page says, the same on every
 * device: the phone project leaves it out (`grepInvert` in playwright.config.ts) and it runs on the
 * desktop only. Layout, touch, sheets, sticky bars and anything the viewport decides stay on both.
 */
export const ANY_DEVICE = '@any-device';

/**
 * The tags of a test of one device's layout: the other project leaves it out (`grepInvert` in
 * playwright.config.ts), so it costs nothing there, not even a page opened to be skipped.
 */
export const PHONE_ONLY = '@phone-only';
export const DESKTOP_ONLY = '@desktop-only';

/** The browser logs a page answered with status 404 as an error: expected on a not-found page. */
export const NOT_FOUND_STATUS = { type: EXPECTS_CONSOLE_ERRORS, description: 'status of 404' };
/** The same for a page answered with status 400 (an address the site never writes). */
export const BAD_REQUEST_STATUS = { type: EXPECTS_CONSOLE_ERRORS, description: 'status of 400' };

/** Stand-ins for the third-party scripts; every other address off this machine is refused and fails the test. */
const FAKE_ADSENSE = `(function(){
  window.__fakeAdsense = { loadedAt: performance.now() };
  function fillNext() {
    var ins = document.querySelector('ins.adsbygoogle:not([data-adsbygoogle-status])');
    if (!ins) return;
    ins.setAttribute('data-adsbygoogle-status', 'done');
    var frame = document.createElement('iframe');
    frame.title = 'Advertisement';
    frame.style.cssText = 'display:block;width:100%;height:250px;border:0';
    frame.srcdoc = '<button style="width:100%;height:240px">Fake ad</button>';
    ins.appendChild(frame);
    ins.setAttribute('data-ad-status', 'filled');
  }
  var queued = (window.adsbygoogle || []).length;
  window.adsbygoogle = { push: fillNext };
  for (var i = 0; i < queued; i++) fillNext();
})();`;
const FAKE_GTAG = 'window.__fakeGtag = { loadedAt: performance.now() };';
const LOCAL = /^https?:\/\/(127\.0\.0\.1|([a-z0-9-]+\.)*localhost)(:\d+)?\//;

export type ThirdParty = { requests: string[] };

const thirdPartyLog = new WeakMap<BrowserContext, ThirdParty>();
const consoleErrorsOf = new WeakMap<Page, string[]>();

// The guards sit on the browser context and the page themselves, so a test that only sends requests
// (`request`) starts no browser page at all.
export const test = base.extend<{ consoleErrors: string[]; thirdParty: ThirdParty }>({
  context: async ({ context }, provide) => {
    const requests: string[] = [];
    const refused: string[] = [];
    await context.route(
      (url) => !LOCAL.test(url.href) && url.protocol.startsWith('http'),
      async (route) => {
        const url = route.request().url();
        requests.push(url);
        if (url.startsWith('https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js')) {
          return route.fulfill({ contentType: 'text/javascript', body: FAKE_ADSENSE, headers: { 'Access-Control-Allow-Origin': '*' } });
        }
        if (url.startsWith('https://www.googletagmanager.com/gtag/js'))
          return route.fulfill({ contentType: 'text/javascript', body: FAKE_GTAG });
        refused.push(url);
        return route.abort('blockedbyclient');
      },
    );
    thirdPartyLog.set(context, { requests });
    await provide(context);
    expect(refused, 'requests to addresses outside this machine').toEqual([]);
  },
  thirdParty: async ({ context }, provide) => provide(thirdPartyLog.get(context)!),
  page: async ({ page }, provide, testInfo) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    consoleErrorsOf.set(page, errors);
    await provide(page);
    // a test that provokes a failure on purpose names the messages it expects (a pattern each)
    const expected = testInfo.annotations
      .filter((annotation) => annotation.type === EXPECTS_CONSOLE_ERRORS)
      .map((annotation) => new RegExp(annotation.description ?? '^$'));
    expect(
      errors.filter((error) => !expected.some((pattern) => pattern.test(error))),
      'console errors',
    ).toEqual([]);
  },
  consoleErrors: async ({ page }, provide) => provide(consoleErrorsOf.get(page)!),
});

export { expect };

/** An address on one of the example domains, served by the same local Worker. */
export function domainUrl(host: string, path: string, baseURL: string | undefined): string {
  const base = new URL(baseURL ?? 'http://127.0.0.1:8787');
  return `http://${host}:${base.port}${path}`;
}

/**
 * A picture of the page for a person to look at, kept under tests/artifacts/results as
 * `<name>-<project>.png`: taken only when asked for (`npm run screenshots` sets SCREENSHOTS=1). No test
 * reads it, and a full-page capture of a long phone page takes seconds.
 */
export async function screenshotWhenAsked(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  const info = test.info();
  const path = info.outputPath(`${name}-${info.project.name}.png`);
  const fullPage = options.fullPage ?? false;
  // a capture of the whole page does not bring the parts away from the screen near
  if (fullPage) await asShownScrolling(page, () => page.screenshot({ path, fullPage }));
  else await page.screenshot({ path });
}

/**
 * Runs `read` on the whole page as a visitor sees each part of it on scrolling to it. The parts away from
 * the screen are laid out only when near it (decisions 085 and 100): until then a part has its estimated
 * height, and what is inside it, laid out only when asked about, may run past it.
 */
export async function asShownScrolling<T>(page: Page, read: () => Promise<T>): Promise<T> {
  const style = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  try {
    return await read();
  } finally {
    await style.evaluate((element) => (element as Element).remove());
  }
}

/** React has hydrated the page (root sets this once it runs). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * The page is usable and has settled its third parties (ads, gtag): `held` until the visitor consents,
 * or `started` with whatever the domain configures already added to the page. What has not loaded by
 * then does not load by itself (app/components/site-services.tsx).
 */
export async function thirdParties(page: Page, state: 'held' | 'started'): Promise<void> {
  await expect(page.locator(`html[data-third-parties="${state}"]`)).toHaveCount(1);
}

/** Every request the page has started so far has reached the test's listeners: one it starts after them has. */
export async function requestsSoFarSeen(page: Page): Promise<void> {
  const marker = `/favicon.svg?requests-seen=${crypto.randomUUID()}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    // in a task of its own, after whatever the page's current tasks start
    page.evaluate((url) => void setTimeout(() => void fetch(url)), marker),
  ]);
}

/**
 * axe-core's minified build, set up once in each document. `analyze()` sends the source it is given into
 * the page, then into every frame, the page's own again, on every run: the 1.3 MB readable build was
 * parsed and run twice a scan, and again for the dark scheme's scan of the same page. A document that
 * has axe already skips it.
 */
const AXE_ONCE = `if (typeof window.axe === 'undefined') {\n${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}\n}`;

/**
 * axe-core on the page as it is: run inside the page itself (axe's frames are reached from there), and
 * only violations collected. axe's default in Playwright opens a second, blank page to merge per-frame
 * results and builds the list of every check that passed: most of a run's time, for nothing a test reads.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource: AXE_ONCE }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/** No serious or critical axe-core violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await axe(page).exclude('.debug-panel').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  expect(serious, 'serious accessibility violations').toEqual([]);
}

/** The list's filters, opened where they sit behind "Filters" (a phone or tablet; a sidebar on wide screens is always open). */
export async function openFilters(page: Page): Promise<void> {
  const toggle = page.locator('summary.filters-toggle');
  if ((await toggle.isVisible()) && !(await page.locator('details.filters-panel').evaluate((panel) => (panel as HTMLDetailsElement).open)))
    await toggle.click();
  await expect(page.getByRole('form', { name: 'Filter cars' })).toBeVisible();
}

/** Back to the list from the filter sheet ("Show N cars"); nothing to do where the filters are a sidebar. */
export async function closeFilters(page: Page): Promise<void> {
  const close = page.locator('.filters-sheet-head').getByRole('button', { name: 'Close' });
  if (await close.isVisible()) {
    await page.getByRole('button', { name: /^Show [\d,]+ cars?$/ }).click();
    await expect(close).toBeHidden();
  }
}

/**
 * Each element's text, where it is on screen, and how many lines its text takes (1: not broken). Pieces
 * of text less than 8 px apart in height, such as a badge beside a word, are on the same line.
 */
export const textLines = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const text = document.createRange();
      text.selectNodeContents(element);
      const tops = [...text.getClientRects()].map((rect) => rect.top).sort((a, b) => a - b);
      const box = element.getBoundingClientRect();
      return {
        text: element.textContent?.trim() ?? '',
        top: Math.round(box.top),
        bottom: Math.round(box.bottom),
        lines: tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 8).length,
      };
    }),
  );
