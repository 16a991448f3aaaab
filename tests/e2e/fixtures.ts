// A page that fails the test on any console error or uncaught exception, and helpers shared by the specs.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const EXPECTS_CONSOLE_ERRORS = 'expects-console-errors';

/** The browser logs a page answered with status 404 as an error: expected on a not-found page. */
export const NOT_FOUND_STATUS = { type: EXPECTS_CONSOLE_ERRORS, description: 'status of 404' };

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      // a test that provokes a failure on purpose names the messages it expects (a pattern each)
      const expected = testInfo.annotations
        .filter((annotation) => annotation.type === EXPECTS_CONSOLE_ERRORS)
        .map((annotation) => new RegExp(annotation.description ?? '^$'));
      expect(errors.filter((error) => !expected.some((pattern) => pattern.test(error))), 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** An address on one of the example domains, served by the same local Worker. */
export function domainUrl(host: string, path: string, baseURL: string | undefined): string {
  const base = new URL(baseURL ?? 'http://127.0.0.1:8787');
  return `http://${host}:${base.port}${path}`;
}

/** React has hydrated the page (root sets this once it runs). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** No serious or critical axe-core violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('.debug-panel').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(serious, 'serious accessibility violations').toEqual([]);
}
