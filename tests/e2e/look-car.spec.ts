// The car page as a visitor sees it: cards whose pictures show the car, figures kept with their units,
// spec groups without holes, and one clear way to compare.
import { expect, hydrated, test } from './fixtures';

const CAR = '/cars/ferrari-sf90-stradale/1001';

test('the similar cars show their picture, not a speck', async ({ page }) => {
  await page.goto(CAR);
  await hydrated(page);
  const similar = page.getByRole('region', { name: 'Similar cars' });
  await expect(similar.getByRole('article').first()).toBeVisible();
  // the drawing's own box (the sprite arrives on its own): the smallest one drawn on the page
  const smallest = () =>
    similar.locator('.car-visual use').evaluateAll((uses) => {
      const boxes = uses.map((use) => use.getBoundingClientRect());
      return boxes.length ? Math.min(...boxes.map((box) => Math.min(box.width / 2.5, box.height))) : 0;
    });
  await expect.poll(smallest).toBeGreaterThan(24);
});
