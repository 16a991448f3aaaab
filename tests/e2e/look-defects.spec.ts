// What a visitor notices first: readable hero text on every domain's background, a home page that
// leads with the domain's focus, the consent banner reached first, rankings that number only true
// rankings, and privacy texts that say how to write. Quiet consoles and headings that do not skip a
// level are checked on every page of the look walk (look-walk.spec.ts), which loads those pages anyway.
import type { Page } from '@playwright/test';
import { sessionCookie, SESSION_COOKIE } from './console-session';
import { ANY_DEVICE, DESKTOP_ONLY, domainUrl, expect, hydrated, PHONE_ONLY, test, textLines } from './fixtures';

const HOSTS = ['127.0.0.1', 'fastlane.localhost', 'greenroute.localhost'] as const;
const at = (host: string, path: string, baseURL: string | undefined) => (host === '127.0.0.1' ? path : domainUrl(host, path, baseURL));

/** Contrast of white text with the lightest pixel drawn behind it (the text itself hidden). */
async function worstContrastOfWhiteText(page: Page, selector: string): Promise<number> {
  const boxes = await page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      (element as HTMLElement).style.color = 'transparent';
      (element as HTMLElement).style.textShadow = 'none';
      return { x: box.x, y: box.y + scrollY, width: box.width, height: box.height };
    }),
  );
  let worst = 21;
  // read the pixels in a blank page: the site's own policy rightly refuses data: addresses
  const reader = await page.context().newPage();
  for (const box of boxes) {
    const png = (await page.screenshot({ clip: box, fullPage: true })).toString('base64');
    const lightest = await reader.evaluate(async (data) => {
      const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      let max = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        max = Math.max(max, 0.2126 * channel(pixels[i]!) + 0.7152 * channel(pixels[i + 1]!) + 0.0722 * channel(pixels[i + 2]!));
      }
      return max;
    }, png);
    worst = Math.min(worst, 1.05 / (lightest + 0.05));
  }
  await reader.close();
  return worst;
}

for (const host of HOSTS) {
  test(`${host}: the home page's title and tagline pass 4.5:1 over its background`, async ({ page, baseURL }) => {
    await page.goto(at(host, '/', baseURL));
    await page.waitForLoadState('load');
    expect(await worstContrastOfWhiteText(page, '.hero-text h1, .hero-text p')).toBeGreaterThanOrEqual(4.5);
  });
}

// one load of greenroute's home for what a visitor meets there first: the banner, then the focus of every row
test("greenroute's home: the consent banner first for Tab, then electric cars in every row and behind its links", async ({
  page,
  baseURL,
}) => {
  await page.goto(domainUrl('greenroute.localhost', '/', baseURL));
  await hydrated(page);
  await test.step('the consent banner is the first thing Tab reaches, and Tab goes on to the page', async () => {
    const banner = page.getByRole('region', { name: 'Privacy choices' });
    await expect(banner).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(banner.locator(':focus')).toHaveCount(1);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(banner.locator(':focus')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });
  const rows = page.locator('main section.teasers');
  await test.step('it leads with electric cars, as its config asks', async () => {
    const first = page.locator('main section').first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('Electric cars on sale');
    const cards = first.getByRole('article');
    await expect(cards).toHaveCount(8);
    for (const text of await cards.allInnerTexts()) expect(text).toMatch(/Electric/);
  });
  await test.step('every row keeps to its focus', async () => {
    await expect(rows.getByRole('heading', { level: 2 })).toHaveText([
      'Electric cars on sale',
      'Most powerful',
      'Popular',
      'Quickest 0–100 km/h',
    ]);
    // every card's fuels (the tags line names each) include electric
    // (the text as written: a row away from the screen is not laid out, so it has no rendered text)
    for (const text of await rows.locator('.car-card-tags').allTextContents()) expect(text).toMatch(/\bElectric\b/);
    expect(await rows.locator('.car-card-tags').count()).toBeGreaterThanOrEqual(4 * 4);
  });
  await test.step('"See them all" lists the electric cars on sale', async () => {
    await page.locator('main section').first().getByRole('link', { name: 'See them all' }).click();
    await expect(page).toHaveURL(/\/car-list\?fuel=electric&status=current&sort=newest$/);
  });
  await test.step("a row's full ranking keeps to the focus too", async () => {
    await page.goBack();
    await rows.filter({ hasText: 'Quickest 0–100 km/h' }).getByRole('link', { name: 'Full ranking' }).click();
    await expect(page).toHaveURL(/\/car-list\?fuel=electric&sort=fastest$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await test.step('the quick filters keep to the focus too, and leave out the focus itself', async () => {
    await page.goBack();
    const quick = page.getByRole('navigation', { name: 'Quick filters' });
    await expect(quick.getByRole('link', { name: 'Family cars' })).toBeVisible();
    await expect(quick.getByRole('link', { name: 'Electric', exact: true })).toHaveCount(0);
    await quick.getByRole('link', { name: 'SUVs' }).click();
    await expect(page).toHaveURL(/\/car-list\?type=suv&fuel=electric&status=current$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Electric');
  });
});

test('rankings: the newest releases are not numbered, the quickest are; every tab in sight, the links on one line', async ({
  page,
  isMobile,
}) => {
  await page.goto('/car-rank');
  await hydrated(page);
  await expect(page.locator('main article .rank')).toHaveCount(0);
  const tabs = page.getByRole('navigation', { name: 'Rankings' }).getByRole('link');
  await expect(tabs).toHaveCount(4);
  const boxes = await tabs.evaluateAll((links) =>
    links.map((link) => {
      const box = link.getBoundingClientRect();
      return {
        top: Math.round(box.top),
        left: box.left,
        right: box.right,
        width: Math.round(box.width),
        lines: link.getClientRects().length,
      };
    }),
  );
  // each whole on the screen, its name on one line: one row on a desktop, two even rows of two on a phone
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  for (const box of boxes) expect(box.left >= 0 && box.right <= width && box.lines === 1, JSON.stringify(box)).toBe(true);
  expect(new Set(boxes.map((box) => box.top)).size).toBe(isMobile ? 2 : 1);
  if (isMobile) expect(new Set(boxes.map((box) => box.width)).size).toBe(1);
  await tabs.nth(1).click();
  await expect(page).toHaveURL(/by=accel/);
  await expect(page.locator('main article .rank').first()).toHaveText('#1');
  await page.goto('/');
  for (const link of await page.locator('.more-link').all()) expect(await link.evaluate((el) => el.getClientRects().length)).toBe(1);
  // a card's tags wrap between tags, never inside one ("Launched" on a line, "2023" on the next)
  const tags = page.locator('.car-card-tags > span');
  expect(await tags.count()).toBeGreaterThan(10);
  expect(
    await tags.evaluateAll((spans) => spans.filter((span) => span.getClientRects().length > 1).map((span) => span.textContent)),
  ).toEqual([]);
});

for (const [host, contact] of [
  ['fastlane.localhost', /write to the operator of Fastlane at privacy@fastlane\.example\./],
  ['greenroute.localhost', /write to the operator of Greenroute at hello@greenroute\.example\./],
  ['127.0.0.1', /publishes no address of its own.*WHOIS/],
] as const) {
  test(
    `${host}: the privacy policy says how to reach the operator, and offers no choice it does not have`,
    { tag: ANY_DEVICE },
    async ({ page, baseURL }) => {
      await page.goto(at(host, '/privacy-policy', baseURL));
      const main = page.getByRole('main');
      await expect(main).toContainText(contact);
      await expect(main).not.toContainText('choose below');
      // no domain has a contact page of its own to point to
      await expect(main).not.toContainText('contact page');
      if (host === 'fastlane.localhost')
        await expect(main.getByRole('link', { name: 'privacy@fastlane.example' })).toHaveAttribute(
          'href',
          'mailto:privacy@fastlane.example',
        );
    },
  );
}

test('a privacy policy names only the services its domain loads', { tag: ANY_DEVICE }, async ({ page, baseURL }) => {
  // Greenroute: Google Analytics behind the consent banner, and no ads
  await page.goto(at('greenroute.localhost', '/privacy-policy', baseURL));
  const main = page.getByRole('main');
  await expect(main).toContainText('This site shows no advertisements.');
  await expect(main).toContainText('Google Analytics loads only after you agree in the banner');
  await expect(main).not.toContainText('AdSense');
  await expect(main).not.toContainText('an advertisement was shown');
});

test('the brands directory tells every brand without a mark apart by its letters', { tag: ANY_DEVICE }, async ({ page }) => {
  await page.goto('/brands');
  const directory = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: 'Maxus' }) });
  const letters = await directory.locator('.brand-mark-type').allTextContents();
  expect(letters.length).toBeGreaterThan(20);
  expect(letters.filter((mark, index) => letters.findIndex((other) => other.toLowerCase() === mark.toLowerCase()) !== index)).toEqual([]);
  // Mahindra, Maxus and McLaren were all "M"
  for (const [brand, mark] of [
    ['Mahindra', 'Ma'],
    ['Maxus', 'Mx'],
    ['McLaren', 'Mc'],
  ] as const)
    await expect(directory.getByRole('link', { name: brand, exact: true }).locator('.brand-mark-type')).toHaveText(mark);
});

test('the terms of service speak of advertisements only on a domain that shows them', { tag: ANY_DEVICE }, async ({ page, baseURL }) => {
  await page.goto(at('greenroute.localhost', '/terms-of-services', baseURL));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Links', exact: true })).toBeVisible();
  await expect(main).not.toContainText(/advertisement|\bads\b/i);
  await page.goto(at('fastlane.localhost', '/terms-of-services', baseURL));
  await expect(page.getByRole('main').getByRole('heading', { name: 'Links and advertisements' })).toBeVisible();
});

test('the terms of service link the disclaimer they point to, inside the channel', { tag: ANY_DEVICE }, async ({ page }) => {
  await page.goto('/channel3/terms-of-services');
  await page.getByRole('main').getByRole('link', { name: 'disclaimer', exact: true }).click();
  await expect(page).toHaveURL(/\/channel3\/disclaimer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disclaimer');
});

test('a ranking says which places a page shows, after its description and before its first card', async ({ page }) => {
  await page.goto('/car-rank?by=accel&page=2');
  const place = page.getByText(/^Places 21–40 of [\d,]+$/);
  await expect(place).toBeVisible();
  await expect(page.locator('main article .rank').first()).toHaveText('#21');
  // a later page's title says which page it is, as the list's does
  await expect(page).toHaveTitle(/^Rankings: Quickest 0–100 km\/h, page 2 \| /);
  expect((await place.boundingBox())!.y).toBeLessThan((await page.getByRole('article').first().boundingBox())!.y);
  // after the words that say what the list is, not between them and their heading
  expect((await place.boundingBox())!.y).toBeGreaterThan((await page.locator('main .lede').boundingBox())!.y);
  await page.goto('/car-rank?page=2');
  // the line above the cards, not the pager's own "Page 2 of" below them
  await expect(page.locator('main .ranking-place')).toHaveText(/^Page 2 of \d+$/);
});

test("the model page's intro says how to sort in words true of the table and of a phone's blocks", async ({ page }) => {
  await page.goto('/brands/porsche/911');
  const lede = page.locator('main .lede');
  await expect(lede).toContainText("Select a figure's name (Price, Power, …) to sort by it");
  await expect(lede).not.toContainText('column');
  // the names it speaks of are links that sort, as a table heading or as a phone's "Sort by" choice
  const power = page.getByRole('link', { name: /^Power/ }).first();
  await expect(power).toBeVisible();
  await power.click();
  await expect(page).toHaveURL(/\?sort=power$/);
});

test('pictures: brand marks where there is one, initials where not, and an unknown body claims no shape', async ({ page }) => {
  await page.goto('/');
  const brands = page.getByRole('region', { name: 'Brands' });
  const bmw = brands.getByRole('link', { name: /^BMW \d+ cars$/ });
  await bmw.scrollIntoViewIfNeeded();
  const mark = bmw.locator('img.brand-mark');
  await expect(mark).toHaveAttribute('src', '/brands/bmw.svg');
  await expect.poll(() => mark.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(brands.getByRole('link', { name: /^Mercedes-Benz \d+ cars$/ }).locator('.brand-mark-type')).toHaveText('MB');
  // Mercedes-Benz has no mark in the package: its car page shows initials, and its body type is not known
  await page.goto('/cars/mercedes-benz-e-class-e-63-s/1081');
  await expect(page.locator('.car-detail-brand .brand-mark-type')).toHaveText('MB');
  await expect(page.getByRole('img', { name: 'Body type not known' })).toHaveAttribute('data-body', 'unknown');
  // and the photos section does not call the picture an illustration of a body type
  await expect(page.getByRole('region', { name: 'Photos' })).toContainText('its body type is not known, so the picture above shows none');
  // a mark drawn too finely to read at this size (a wordmark, hairline wings) gives way to initials
  await page.goto('/cars/aston-martin-valkyrie/1033');
  await expect(page.locator('.car-detail-brand .brand-mark-type')).toHaveText('AM');
  await page.goto('/about');
  await expect(page.getByRole('main')).toContainText('each mark remains the trademark of its owner');
});

test('the model table fits its column on a desktop (a phone shows each version as a block)', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.goto('/brands/volkswagen/id-4');
  const scroller = page.getByRole('region', { name: /^Every Volkswagen ID\.4/ });
  await expect(scroller.getByRole('row')).toHaveCount(8);
  expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
});

// the same drawings on every device
test("pictures: at a card's size each body type's drawing differs from every other one", { tag: ANY_DEVICE }, async ({ page }) => {
  await page.goto('/');
  const text = await page.evaluate(async () => (await fetch('/car-bodies.svg')).text());
  // each drawing in two tones (body, glass) on a 120 × 48 canvas; two types compared on the pixels either
  // covers. Drawn in a blank page: the site's own policy rightly refuses data: addresses.
  const reader = await page.context().newPage();
  const closest = await reader.evaluate(async (text) => {
    const sprite = new DOMParser().parseFromString(text, 'image/svg+xml');
    const [width, height] = [120, 48];
    const drawings = new Map<string, Uint8Array>();
    for (const symbol of sprite.querySelectorAll('symbol:not(#car-unknown)')) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 240 96" color="#000">${symbol.innerHTML}</svg>`;
      const image = new Image();
      image.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, width, height).data;
      drawings.set(
        symbol.id,
        Uint8Array.from({ length: width * height }, (_, i) => (pixels[i * 4 + 3]! < 128 ? 0 : pixels[i * 4]! > 128 ? 2 : 1)),
      );
    }
    let worst = { pair: '', share: 1 };
    const entries = [...drawings];
    for (const [i, [a, first]] of entries.entries()) {
      for (const [b, second] of entries.slice(i + 1)) {
        let [differ, covered] = [0, 0];
        first.forEach((value, k) => {
          if (value || second[k]) covered++;
          if (value !== second[k]) differ++;
        });
        if (differ / covered < worst.share) worst = { pair: `${a} / ${b}`, share: differ / covered };
      }
    }
    return { count: drawings.size, ...worst };
  }, text);
  expect(closest.count).toBe(12);
  // a saloon and a liftback are the closest pair: the boot's step against a sloping hatch
  expect(closest.share, closest.pair).toBeGreaterThan(0.06);
});

test(
  'the console header on a phone: its name and who is signed in on one line, the sections under them',
  { tag: PHONE_ONLY },
  async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: SESSION_COOKIE, value: sessionCookie(3_600_000), url: baseURL! }]);
    await page.goto('/admin');
    const pieces = await textLines(page.getByRole('banner').locator('.brand, .muted, a, button'));
    expect(pieces.filter((piece) => piece.lines !== 1)).toEqual([]);
    const piece = (text: string) => pieces.find((candidate) => candidate.text.startsWith(text))!;
    const [name, who, signOut, section] = [piece('Carlog console'), piece('operator'), piece('Sign out'), piece('At a glance')];
    // on one line: each overlaps the name's height
    for (const other of [who, signOut]) expect(other.top < name.bottom && other.bottom > name.top, other.text).toBe(true);
    // the sections on the next line (their boxes may reach into the button's by a pixel or two)
    expect(section.top).toBeGreaterThanOrEqual(Math.max(name.bottom, who.bottom));
  },
);

test('the about page states the catalogue as it is, and says where to report a mistake', { tag: ANY_DEVICE }, async ({ page, baseURL }) => {
  await page.goto('/brands');
  const [brands, cars] = (await page.locator('.lede').innerText()).match(/[\d,]+(?= brands)|[\d,]+(?= cars)/g)!;
  await page.goto('/about');
  await expect(page.getByRole('main')).toContainText(`catalogue of ${cars} cars from ${brands} brands`);
  await page.goto(domainUrl('fastlane.localhost', '/about', baseURL));
  await expect(page.getByRole('main').getByRole('link', { name: 'privacy@fastlane.example' })).toBeVisible();
  await page.goto(domainUrl('greenroute.localhost', '/about', baseURL));
  await expect(page.getByRole('main').getByRole('link', { name: 'hello@greenroute.example' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('contact page');
});

test('every text on every domain is in its configured family, ending in a sans-serif fallback', async ({ page, baseURL }) => {
  for (const host of ['127.0.0.1', 'fastlane.localhost', 'greenroute.localhost']) {
    // the list has the search box and the filters' fields, the compare page its checkbox
    for (const path of ['/car-list', '/compare?cars=1001,1659']) {
      await page.goto(host === '127.0.0.1' ? path : domainUrl(host, path, baseURL));
      await hydrated(page);
      const fonts = await page.evaluate(() => {
        const configured = getComputedStyle(document.body).fontFamily;
        const elsewhere = new Set<string>();
        for (const element of document.querySelectorAll('body *')) {
          const text = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
          if (!text && !element.matches('button, input, select, textarea')) continue;
          // the debug panel and the ad places' captions are monospace on purpose
          if (element.closest('.ad-slot-label, .debug-panel, code, pre')) continue;
          const family = getComputedStyle(element).fontFamily;
          if (family !== configured) elsewhere.add(`${element.tagName.toLowerCase()}: ${family}`);
        }
        return { configured, elsewhere: [...elsewhere] };
      });
      expect(fonts.configured, `${host}${path}`).toMatch(/(^|, )sans-serif$/);
      expect(fonts.elsewhere, `${host}${path}`).toEqual([]);
    }
  }
});

test(
  "a form field's outline stands out from the page in every domain's colours, light and dark",
  { tag: ANY_DEVICE },
  async ({ page, baseURL }) => {
    for (const host of HOSTS) {
      await page.goto(at(host, '/car-list', baseURL));
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        // the outline against what is drawn around the field (its nearest ancestor with a background)
        const ratios = await page.locator('main select, main input[type="search"], main input[type="text"]').evaluateAll((fields) => {
          const probe = document.createElement('canvas').getContext('2d')!;
          const rgb = (colour: string) => {
            probe.clearRect(0, 0, 1, 1);
            probe.fillStyle = colour;
            probe.fillRect(0, 0, 1, 1);
            return [...probe.getImageData(0, 0, 1, 1).data.slice(0, 3)];
          };
          const luminance = (colour: string) =>
            rgb(colour)
              .map((value) => value / 255)
              .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
              .reduce((sum, value, index) => sum + value * [0.2126, 0.7152, 0.0722][index]!, 0);
          return fields.map((field) => {
            let behind: Element | null = field.parentElement;
            while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') behind = behind.parentElement;
            const [a, b] = [
              luminance(getComputedStyle(field).borderTopColor),
              luminance(getComputedStyle(behind ?? document.body).backgroundColor),
            ];
            return { field: field.getAttribute('name') ?? field.id, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) };
          });
        });
        expect(ratios.length).toBeGreaterThanOrEqual(3);
        expect(
          ratios.filter(({ ratio }) => ratio < 3),
          `${host} ${colorScheme}`,
        ).toEqual([]);
      }
    }
  },
);
