// The home page's brand directory: every brand's mark shows once it is in view, and the names line up
// whether a brand has a mark or its initials.
import { expect, test } from './fixtures';

test('brand marks load as the directory scrolls into view, and the names line up', async ({ page }) => {
  await page.goto('/');
  const directory = page.getByRole('region', { name: 'Brands' });
  const links = directory.getByRole('link');
  await expect(links.first()).toBeAttached();
  const count = await links.count();
  // walk the directory as a visitor scrolls it: the marks are loaded lazily
  for (let index = 0; index < count; index += 12) await links.nth(index).scrollIntoViewIfNeeded();
  await links.last().scrollIntoViewIfNeeded();
  const marks = directory.locator('img.brand-mark');
  expect(await marks.count()).toBeGreaterThan(10);
  await expect
    .poll(() =>
      marks.evaluateAll(
        (images) => images.filter((image) => !(image as HTMLImageElement).complete || !(image as HTMLImageElement).naturalWidth).length,
      ),
    )
    .toBe(0);
  expect(await directory.locator('.brand-mark-type').count()).toBeGreaterThan(0);
  // the name starts at the same place in every entry, mark or initials
  const offsets = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.querySelector('.brand-name')!.getBoundingClientRect().left - anchor.getBoundingClientRect().left),
  );
  expect(new Set(offsets.map((offset) => Math.round(offset))).size).toBe(1);
});
