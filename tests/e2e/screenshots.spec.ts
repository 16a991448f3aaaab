// Screenshots of the main screens at the project's viewport (390×844 and 1440×900), kept under
// tests/artifacts/results for review.
import { expect, hydrated, test } from './fixtures';

for (const [name, path] of [
  ['home', '/'],
  ['list', '/car-list?fuel=electric'],
  ['rankings', '/car-rank?by=accel'],
  ['detail', '/cars/ferrari-sf90-stradale/1001'],
] as const) {
  test(`screenshot: ${name}`, async ({ page }, testInfo) => {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
  });
}
