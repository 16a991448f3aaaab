// A brand in the directory opens inside the page; a modified click opens it in a new tab, as a visitor's
// browser does. This file runs in the full Chromium, not the headless shell the other specs use: there the
// renderer of a tab that a modified click opens crashes now and then (one run in twenty-five under load
// here; microsoft/playwright#42142), and a browser is chosen per worker, so per file.
import { DESKTOP_ONLY, expect, hydrated, test } from './fixtures';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.ts';

test.use({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } });

test(
  'a brand in the directory opens without a new document; a modified click is left to the browser',
  { tag: DESKTOP_ONLY },
  async ({ page, context }) => {
    await page.goto('/channel6/brands');
    await hydrated(page);
    // a value on the window lives as long as the document: a full load would lose it
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Porsche', exact: true }).click();
    await expect(page).toHaveURL(/\/channel6\/brands\/porsche$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Porsche');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brands');
    // Ctrl-click (Cmd on a Mac) opens the brand in a new tab and leaves this one where it is
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'BMW', exact: true }).click({ modifiers: ['ControlOrMeta'] });
    await expect(await opened).toHaveURL(/\/channel6\/brands\/bmw$/);
    await expect(page).toHaveURL(/\/channel6\/brands$/);
  },
);
