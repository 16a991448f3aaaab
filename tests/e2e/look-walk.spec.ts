// Every page type on the three example domains, on a desktop and a 390 px phone: axe's WCAG 2.1 AA
// rules, all of them (colour contrast included, in the dark scheme too on the most colourful pages), and
// what a visitor would notice at once: sideways scrolling, controls on top of one another, broken images,
// headings that skip a level, and anything the page logs (a warning included); a few pages also at 360 and
// 1920 px, without sideways scrolling. `npm run screenshots`
// runs the walk keeping each page's full-page screenshot under tests/artifacts/results, to look at
// before a change to the look is done.
import type { Page } from '@playwright/test';
import { asShownScrolling, axe, domainUrl, expect, hydrated, NOT_FOUND_STATUS, screenshotWhenAsked, test } from './fixtures';

const PAGES = [
  ['home', '/'],
  ['list', '/car-list'],
  ['filtered list', '/car-list?fuel=electric&type=suv&sort=price-asc'],
  ['empty list', '/car-list?q=zzzz-no-such-car'],
  ['rankings', '/car-rank'],
  ['ranking by 0–100', '/car-rank?by=accel&page=2'],
  ['car', '/cars/ferrari-sf90-stradale/1001'],
  ['electric car', '/cars/tesla-model-3/1659'],
  ['about', '/about'],
  ['privacy policy', '/privacy-policy'],
  ['terms', '/terms-of-services'],
  ['disclaimer', '/disclaimer'],
  ['unknown car', '/cars/nothing/999999'],
  ['brands', '/brands'],
  ['brand', '/brands/porsche'],
  ['model', '/brands/volkswagen/id-4'],
  ['compare', '/compare?cars=1001,1659,1002'],
] as const;

// the dark scheme (prefers-color-scheme) on the pages with the most colours. It is colours only (custom
// properties and a few rules under the media query in app/styles; nothing reads the scheme from a script),
// so the same page, once walked in the light, is switched to dark and the rules that read colours are run
// again: what a visitor whose system turns dark sees, without loading and hydrating the page a second time.
const DARK: ReadonlySet<string> = new Set(['home', 'filtered list', 'ranking by 0–100', 'car', 'privacy policy', 'compare']);
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// the narrowest phones and the widest screens, beside the two devices above: the same pages, resized once
// walked (below), as their layout is CSS alone: nothing reads the width once (no `sizes` to pick an image
// by; the hero's <picture> turns at 768 px, which neither resize crosses; no ads or consent banner on this
// domain). The filtered list without a sort is a page of its own, loaded at each width.
const NARROW = 360;
const WIDE = 1920;
const AT_EDGE_WIDTHS: ReadonlySet<string> = new Set(['home', 'rankings', 'car', 'about']);

/** The page, resized to the narrowest phone's or the widest screen's width, never scrolls sideways. */
async function fitsAtEdgeWidth(page: Page, isMobile: boolean): Promise<void> {
  const width = isMobile ? NARROW : WIDE;
  await test.step(`fits without sideways scrolling at ${width} px wide`, async () => {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
  });
}

type Layout = { overflow: number; broken: string[]; overlaps: string[] };

/** The page's heading levels in document order, for the outline a screen reader user walks. */
const headingLevels = (page: Page): Promise<number[]> =>
  page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));

/** Sideways scrolling, broken images and controls on top of one another, as the page is now. */
const layoutOf = (page: Page): Promise<Layout> =>
  page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    const broken = [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.currentSrc || img.src);
    // controls and headings in the page's flow that overlap another (fixed overlays left out)
    const inOverlay = (element: Element) => Boolean(element.closest('.consent-banner, .asset-failure, .filters-sheet, .skip-link'));
    // per line box: an inline link that wraps has two boxes, and its bounding box would overlap its neighbours
    const boxes = [...document.querySelectorAll('a, button, input, select, summary, h1, h2, h3')]
      .filter((element) => !inOverlay(element))
      .map((element) => ({ element, rects: [...element.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0) }))
      .filter(({ rects }) => rects.length > 0);
    const overlaps: string[] = [];
    const meet = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        if (a.rects.some((ra) => b.rects.some((rb) => meet(ra, rb))))
          overlaps.push(`${a.element.outerHTML.slice(0, 80)} × ${b.element.outerHTML.slice(0, 80)}`);
      }
    }
    return { overflow, broken, overlaps: overlaps.slice(0, 5) };
  });

/** axe's violations, each with where it was found and why, for the failure message. */
const described = (results: Awaited<ReturnType<ReturnType<typeof axe>['analyze']>>) =>
  results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1] ?? ''}`)
        .join(' | ')}`,
  );

for (const host of ['127.0.0.1', 'fastlane.localhost', 'greenroute.localhost']) {
  for (const [name, path] of PAGES) {
    const notFound = name === 'unknown car';
    const dark = DARK.has(name);
    test(
      `${host}: ${name}${dark ? ' (light and dark)' : ''} passes WCAG 2.1 AA and looks whole`,
      { annotation: notFound ? [NOT_FOUND_STATUS] : [] },
      async ({ page, baseURL, isMobile }) => {
        await page.emulateMedia({ colorScheme: 'light' });
        const messages: string[] = [];
        page.on('console', (message) => {
          if (notFound && /status of 404/.test(message.text())) return;
          messages.push(`${message.type()}: ${message.text()}`);
        });
        const response = await page.goto(host === '127.0.0.1' ? path : domainUrl(host, path, baseURL));
        expect(response?.status()).toBe(notFound ? 404 : 200);
        await hydrated(page);
        await page.waitForLoadState('load');

        // one h1, then no level skipped on the way down (the same in either scheme)
        const levels = await headingLevels(page);
        expect(levels[0], 'the first heading').toBe(1);
        levels.forEach((level, index) =>
          expect(level - (levels[index - 1] ?? 0), `h${levels[index - 1]} then h${level}`).toBeLessThanOrEqual(1),
        );

        for (const scheme of dark ? (['light', 'dark'] as const) : (['light'] as const)) {
          await page.emulateMedia({ colorScheme: scheme });
          const rules =
            scheme === 'light' ? axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']) : axe(page).withRules(COLOUR_RULES);
          expect(described(await rules.analyze()), `axe WCAG 2.1 AA violations (${scheme})`).toEqual([]);
          const layout = await asShownScrolling(page, () => layoutOf(page));
          expect(layout.overflow, `sideways scrolling (px, ${scheme})`).toBeLessThanOrEqual(0);
          expect(layout.broken, `broken images (${scheme})`).toEqual([]);
          expect(layout.overlaps, `overlapping elements (${scheme})`).toEqual([]);
          await screenshotWhenAsked(page, `${host}-${name.replace(/\W+/g, '-')}-${scheme}`, { fullPage: true });
        }
        if (host === '127.0.0.1' && AT_EDGE_WIDTHS.has(name)) await fitsAtEdgeWidth(page, isMobile);
        expect(messages, 'console messages').toEqual([]);
      },
    );
  }
}

// the filtered list without a sort, at the narrowest phone's and the widest screen's width
for (const width of [NARROW, WIDE]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.skip(({ isMobile }) => isMobile !== width < 768, 'one device class per width');
    test('/car-list?fuel=electric&type=suv fits without sideways scrolling', async ({ page }) => {
      await page.goto('/car-list?fuel=electric&type=suv');
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
