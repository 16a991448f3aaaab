// The operators' console in Chromium against the served build: sign-in (wrong token, expired session),
// a cross-site form refused, photo moderation (approve in bulk, by keyboard, undo, delete), at a glance
// and its purge, a domain edited with an invalid value, previewed, saved, rolled back and deleted, and
// the visitor pages loading none of it.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { ANY_DEVICE, expect, expectAccessible, hydrated, screenshotWhenAsked, test } from './fixtures';
import { sessionCookie, SESSION_COOKIE, token } from './console-session';
import { rgbPng } from './png';

/**
 * A 320×240 picture (a diagonal blend from a random colour to a dark one), one of 16.7 million: a
 * photo is stored once per car and content, so two projects' uploads for the same car must differ.
 */
function picture(): Buffer {
  const pixels = Buffer.alloc(320 * 240 * 3);
  const [r, g, b] = [...randomBytes(3)] as [number, number, number];
  for (let y = 0; y < 240; y += 1) {
    for (let x = 0; x < 320; x += 1) {
      const t = (x + y) / 560;
      pixels.set([r * (1 - t) + 30 * t, g * (1 - t) + 40 * t, b * (1 - t) + 60 * t], (y * 320 + x) * 3);
    }
  }
  return pixels.length ? rgbPng(320, 240, pixels) : pixels;
}

async function sendPhoto(request: APIRequestContext, carId: number, caption: string): Promise<string> {
  const sent = await request.post(`/api?url=/tc/p/photo&carId=${carId}&caption=${encodeURIComponent(caption)}`, {
    headers: { 'Content-Type': 'image/png' },
    data: picture(),
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return ((await sent.json()).data as { id: string }).id;
}

async function openConsole(page: Page, next = '/admin') {
  await page
    .context()
    .addCookies([
      { name: SESSION_COOKIE, value: sessionCookie(3_600_000), url: new URL(next, process.env.BASE_URL ?? 'http://127.0.0.1:8787').href },
    ]);
  await page.goto(next);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}

/** A screenshot of the console for review (and for README's Operators section, copied to docs/console/). */
const shot = (page: Page, name: string) => screenshotWhenAsked(page, name);

const photoCard = (page: Page, id: string) => page.locator(`[data-photo="${id}"]`);

test('a wrong token is refused; the right one opens the console, which is noindex, never cached, no visitor script', async ({ page }) => {
  test.info().annotations.push({ type: 'expects-console-errors', description: 'status of 401' });
  const first = await page.goto('/admin');
  expect(first?.status()).toBe(401);
  await page.getByLabel('Operator token').fill(`${token}x`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That is not the operator token.');
  await shot(page, 'sign-in');
  await page.getByLabel('Operator token').fill(token);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/admin'),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'At a glance' })).toBeVisible();
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(answer.headers()['content-security-policy']).toMatch(/^default-src 'none'; script-src 'nonce-/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // the console is one document: no script files of the site's pages (counted, and scanned below, once
  // the whole of the new document is parsed)
  await page.waitForLoadState('domcontentloaded');
  expect(await page.locator('script[src]').count()).toBe(0);
  await expectAccessible(page);
});

test(
  'an expired session goes back to the sign-in page, and signing in again returns to the page asked for',
  { tag: ANY_DEVICE },
  async ({ page, context, baseURL }) => {
    test.info().annotations.push({ type: 'expects-console-errors', description: 'status of 401' });
    await context.addCookies([{ name: SESSION_COOKIE, value: sessionCookie(-60_000), url: baseURL! }]);
    await page.goto('/admin/domains');
    await expect(page.getByRole('alert')).toHaveText('Your session has ended: sign in again.');
    await page.getByLabel('Operator token').fill(token);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
  },
);

test('a form posted from another site changes nothing', { tag: ANY_DEVICE }, async ({ page, baseURL }) => {
  test.info().annotations.push({ type: 'expects-console-errors', description: 'status of 40[13]' });
  await openConsole(page);
  const generation = await page.locator('code').nth(1).textContent();
  const target = new URL('/admin/purge', baseURL).href;
  const evil = `http://evil.localhost:${new URL(baseURL!).port}/trap`;
  await page.route(evil, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${target}"><input name="csrf" value="guess"></form><script>document.forms[0].submit()</script>`,
    }),
  );
  await page.goto(evil);
  await page.waitForURL(target);
  await expect(page.locator('body')).toContainText(/Sign in|Not sent from the console/);
  await page.goto('/admin');
  await expect(page.locator('code').nth(1)).toHaveText(generation!);
});

test('moderation: see each photo, approve several at once, one by keyboard, undo, delete', async ({ page, request }) => {
  const project = test.info().project.name;
  const ids = [
    await sendPhoto(request, 1001, `Front, ${project}`),
    await sendPhoto(request, 1002, `Side, ${project}`),
    await sendPhoto(request, 1003, `Keyboard, ${project}`),
  ];
  await openConsole(page, '/admin/photos');
  await expect(page.locator('.badge')).toHaveText(/^\d+$/);
  const first = photoCard(page, ids[0]!);
  await expect(first).toContainText(`Front, ${project}`);
  await expect(first.getByRole('link', { name: /Ferrari|SF90|\w/ }).nth(1)).toHaveAttribute('href', /^\/cars\/[a-z0-9-]+\/1001$/);
  // the thumbnail is the photo itself, and opens it full size (loaded as it comes into view: other
  // photos in the queue may put it below the first screen)
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(first.locator('a.thumb')).toHaveAttribute('href', `/admin/photos/${ids[0]}/image`);
  await shot(page, 'photos');

  await first.getByRole('checkbox', { name: 'Select' }).check();
  await photoCard(page, ids[1]!).getByRole('checkbox', { name: 'Select' }).check();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByRole('status')).toHaveText('2 photos approved.');
  // each form answers with a new document: a photo is gone only once the whole of it is parsed
  await page.waitForLoadState('domcontentloaded');
  await expect(photoCard(page, ids[0]!)).toHaveCount(0);

  // keyboard: focus the photo's box, x selects it, a approves it
  const third = photoCard(page, ids[2]!);
  await third.getByRole('checkbox', { name: 'Select' }).focus();
  await page.keyboard.press('a');
  await expect(page.getByRole('status')).toHaveText('1 photo approved.');

  await page.getByRole('link', { name: 'Approved' }).click();
  await expect(photoCard(page, ids[0]!)).toBeVisible();
  // the list shown is marked, for the eye as for a screen reader
  const tabs = page.getByRole('navigation', { name: 'Photo lists' });
  await expect(tabs.getByRole('link', { name: 'Approved' })).toHaveAttribute('aria-current', 'page');
  const background = (name: string) => tabs.getByRole('link', { name }).evaluate((tab) => getComputedStyle(tab).backgroundColor);
  expect(await background('Approved')).not.toBe(await background('Rejected'));
  expect((await request.get(`/photos/${ids[0]}`)).status()).toBe(200);
  await photoCard(page, ids[0]!).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status')).toHaveText('1 photo moved back to the queue.');
  expect((await request.get(`/photos/${ids[0]}`)).status()).toBe(404);

  await photoCard(page, ids[1]!).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText('1 photo deleted.');
  await page.waitForLoadState('domcontentloaded');
  await expect(photoCard(page, ids[1]!)).toHaveCount(0);
  expect((await request.get(`/photos/${ids[1]}`)).status()).toBe(404);
  await expectAccessible(page);
});

test('at a glance: a visit shows in the counts; purge the edge cache', async ({ page }) => {
  // a visitor's car page view, recorded as the site records it
  const recorded = page.waitForResponse((response) => response.url().includes('url=/express/epost') && response.status() === 200);
  await page.goto('/cars/ferrari-sf90-stradale/1001');
  await recorded;
  await openConsole(page);
  // the queue's consumer writes accepted events in batches (at most 5 s later): reload as an operator would
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row', { name: /^127\.0\.0\.1 [1-9]/ })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole('link', { name: 'Ferrari SF90 Stradale' })).toBeVisible();
  await expect(page.getByText('photos waiting for review').or(page.getByText('photo waiting for review'))).toBeVisible();
  const before = await page.locator('code').nth(1).textContent();
  await page.getByRole('button', { name: 'Purge the edge cache' }).click();
  await expect(page.getByRole('status')).toContainText('The edge cache is emptied');
  await shot(page, 'glance');
  await expect(page.locator('code').nth(1)).not.toHaveText(before!);
});

test('a domain: created, an invalid value shown by its field, previewed, saved, rolled back, deleted', async ({ page }) => {
  test.info().annotations.push({ type: 'expects-console-errors', description: 'status of 400' });
  const host = `console-${test.info().project.name}-${Date.now()}.example.com`;
  await openConsole(page, '/admin/domains');
  await page.getByLabel('Host name').fill(host);
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByRole('heading', { level: 1, name: host })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(`${host} added with the default config.`);

  await page.getByLabel('Site name').fill('Draft Motors');
  await page.getByLabel('Primary', { exact: true }).fill('red; } body { display: none');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('Nothing was saved');
  await expect(page.locator('#f-theme-colors-primary-error')).toHaveText(/^Primary: must be a colour/);
  await expect(page.getByLabel('Primary', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Primary', { exact: true }).scrollIntoViewIfNeeded();
  await shot(page, 'domain-error');

  await page.getByLabel('Primary', { exact: true }).fill('#0f766e');
  await page.getByRole('button', { name: 'Preview' }).click();
  const home = page.frameLocator('iframe[title="Home page with the draft config"]');
  await expect(home.getByText('Draft Motors').first()).toBeVisible();
  const car = page.frameLocator('iframe[title="A car page with the draft config"]');
  await expect(car.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(car.getByText('Draft Motors').first()).toBeVisible();
  // the search field's placeholder is whole in the preview's frame, narrower than a phone's screen
  const placeholderFits = await home.getByRole('searchbox', { name: 'Search cars' }).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const measure = document.createElement('canvas').getContext('2d')!;
    measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: input.placeholder, fits: measure.measureText(input.placeholder).width <= room };
  });
  expect(placeholderFits).toEqual({ text: 'e.g. Golf or electric SUV', fits: true });
  await page.getByRole('heading', { name: 'Preview (not saved)' }).scrollIntoViewIfNeeded();
  await shot(page, 'preview');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: pages show it within a minute.');
  await expect(page.getByLabel('Site name')).toHaveValue('Draft Motors');
  const versions = page.getByRole('list', { name: 'Earlier versions' }).getByRole('listitem');
  await expect(versions).toHaveCount(1);
  await versions.first().getByText('What differs').click();
  await expect(versions.first().getByRole('cell', { name: 'siteName' })).toBeVisible();
  await versions.first().getByRole('button', { name: 'Roll back to this' }).click();
  await expect(page.getByRole('status')).toHaveText('Rolled back: pages show it within a minute.');
  await expect(page.getByLabel('Site name')).not.toHaveValue('Draft Motors');

  const remove = page.getByRole('button', { name: `Delete ${host}` });
  await expect(remove).toBeDisabled();
  await page.getByLabel(`Type ${host} to delete its config`).fill(host);
  await remove.click();
  await expect(page.getByRole('status')).toHaveText(`${host} deleted: it now gets the default config.`);
  // the list of domains is further down the new document: absent only once it is parsed
  await page.waitForLoadState('domcontentloaded');
  await expect(page.getByRole('link', { name: host })).toHaveCount(0);
});

test('visitor pages load none of the console', { tag: ANY_DEVICE }, async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // every script of the first load has come: the page's scripts are asked for after its first paint
  await hydrated(page);
  expect(await page.content()).not.toContain('Carlog console');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).not.toMatch(/data-confirm-host|select-all|Carlog console/);
});
