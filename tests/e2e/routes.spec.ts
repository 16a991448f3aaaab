// Every route, plain and under a channel, and the redirect rules, table-driven. Addresses, answers and
// tags are the same on every device, so this spec runs on the desktop only (playwright.config.ts); how
// each page looks and reads on a phone (accessibility, sideways scrolling) is look-walk.spec.ts's walk.
import { DEFAULT_PAGE_SIZE, RANK_PAGE_SIZE } from '#app/catalogue/list-query.ts';
import { BAD_REQUEST_STATUS, expect, hydrated, NOT_FOUND_STATUS, test } from './fixtures';
import { pagesOf, SEED_BRANDS, SEED_CARS, SEED_FAMILIES, SEED_TOP_SPEED_RANKED } from '../support/catalogue';

const CAR = '/cars/ferrari-sf90-stradale/1001';
const LAST_LIST_PAGE = pagesOf(SEED_CARS, DEFAULT_PAGE_SIZE);

const PAGES: Array<{ path: string; h1: RegExp; title: RegExp }> = [
  { path: '/', h1: /^Carlog$/, title: /Carlog: car prices/ },
  { path: '/car-list', h1: /^All cars$/, title: /All cars \| Carlog/ },
  { path: '/car-rank', h1: /^Rankings$/, title: /Rankings: Newest releases/ },
  { path: '/car-rank?by=range', h1: /^Rankings$/, title: /Rankings: Longest range/ },
  { path: CAR, h1: /^SF90 Stradale$/, title: /Ferrari SF90 Stradale: price and specs/ },
  { path: '/brands', h1: /^Brands$/, title: /Car brands and their models \| Carlog/ },
  { path: '/brands/porsche', h1: /^Porsche$/, title: /Porsche models: prices and specs/ },
  { path: '/brands/volkswagen/id-4', h1: /^Volkswagen ID\.4$/, title: /Volkswagen ID\.4: every version compared/ },
  { path: '/about', h1: /^About Carlog$/, title: /About Carlog/ },
  { path: '/privacy-policy', h1: /^Privacy policy$/, title: /Privacy policy \| Carlog/ },
  { path: '/terms-of-services', h1: /^Terms of service$/, title: /Terms of service \| Carlog/ },
  { path: '/disclaimer', h1: /^Disclaimer$/, title: /Disclaimer \| Carlog/ },
];

for (const { path, h1, title } of PAGES) {
  for (const channel of ['', '/channel7', '/channel99']) {
    const url = channel && path === '/' ? channel : channel + path;
    test(`${url} renders with its title, canonical address and Open Graph tags`, async ({ page, baseURL }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);
      const canonical = new URL(path, baseURL).href;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\w/);
      // every site link in the header and footer stays inside the channel
      const hrefs = await page.locator('header a, footer a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(5);
      // the units switch is an action, not a page: it remembers the choice and goes back to this very
      // page, channel and all; a link to a place on the page stays on it
      const here = new URL(page.url());
      const back = here.pathname + here.search;
      for (const href of hrefs.filter((href) => href.startsWith('/units?')))
        expect(new URL(href, baseURL).searchParams.get('back'), href).toBe(back);
      for (const href of hrefs.filter((href) => !href.startsWith('/units?') && !href.startsWith('#'))) {
        if (channel) expect(href === channel || href.startsWith(`${channel}/`), href).toBe(true);
        else expect(href.startsWith('/') && !href.startsWith('/channel'), href).toBe(true);
      }
      await hydrated(page);
    });
  }
}

const REDIRECTS: Array<[from: string, to: string]> = [
  ['/no-such-page', '/'],
  // the car pages' folder is the list of them, as a page's other names are the page
  ['/cars', '/car-list'],
  ['/channel7/rankings?by=range', '/channel7/car-rank?by=range'],
  // an other name with an escaped letter is that name, as a page's own address is
  ['/r%61nkings', '/car-rank'],
  ['/cars/ferrari-sf90-stradale', '/'],
  ['/channel7/nope', '/channel7'],
  ['/channel7/cars/x', '/channel7'],
  ['/CHANNEL7/nope', '/channel7'],
  ['/channel0', '/'],
  ['/channel01', '/'],
  ['/channel100', '/'],
  ['/channelx/car-list', '/'],
  ['/channel00/about', '/'],
  ['/channel0/cars/ferrari-sf90-stradale/1001', '/'],
  ['/foo', '/'],
  ['/Channel05/About', '/'],
  ['/CAR-LIST', '/car-list'],
  ['/channel5/About/', '/channel5/about'],
  ['/cars/Old-Name/1001/', CAR],
  ['/car-list?brand=no-such-brand&fuel=electric&page=0', '/car-list?fuel=electric'],
  ['/car-list?purpose=all&brand=all&type=all&price=all&fuel=all&sort=name&q=', '/car-list'],
  // a seats value the list has not (seats are bands) is dropped; a number of seats searched is the filter
  ['/car-list?seats=7&type=suv', '/car-list?type=suv'],
  ['/car-list?seats=%3Cb%3E&seats=5', '/car-list'],
  ['/car-list?q=Seven-Seater+SUVs', '/car-list?type=suv&seats=7-plus'],
  ['/car-list?page=500', `/car-list?page=${LAST_LIST_PAGE}`],
  // however far past the end: the last page, as just past it
  ['/car-list?page=9999', `/car-list?page=${LAST_LIST_PAGE}`],
  ['/car-rank?by=topSpeed&page=99999', `/car-rank?by=topSpeed&page=${pagesOf(SEED_TOP_SPEED_RANKED, RANK_PAGE_SIZE)}`],
  ['/car-rank?by=slowest&page=x', '/car-rank'],
  ['/brands/porsche/911?sort=nope', '/brands/porsche/911'],
  // a choice in another letter case is kept, in the page's own spelling
  ['/car-rank?by=ACCEL', '/car-rank?by=accel'],
  ['/car-rank?by=topspeed&page=2', '/car-rank?by=topSpeed&page=2'],
  ['/brands/porsche/911?sort=Top-Speed', '/brands/porsche/911?sort=top-speed'],
  ['/channel3/brands?page=2', '/channel3/brands'],
  // whole numbers are read from decimal digits only: any other spelling is dropped, never read as a number
  ['/car-list?fuel=electric&page=0x2', '/car-list?fuel=electric'],
  ['/car-list?page=02&pageSize=1.2e1', '/car-list'],
  ['/car-list?page=%202&pageSize=%2B12', '/car-list'],
  ['/car-rank?by=accel&page=2.0', '/car-rank?by=accel'],
];

// the redirects as a browser follows them, without rendering each target (the pages' own tests do)
for (const [from, to] of REDIRECTS) {
  test(`${from} goes to ${to}`, async ({ request }) => {
    const response = await request.get(from);
    expect(response.status(), from).toBe(200);
    const url = new URL(response.url());
    expect(url.pathname + url.search).toBe(to);
    expect(await response.text()).toMatch(/<h1[ >]/);
  });
}

test('a redirected address shows its page in the browser', async ({ page }) => {
  await page.goto('/channel5/About/');
  await expect(page).toHaveURL((url) => url.pathname === '/channel5/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a known car under a stale name moves for good to its current address', async ({ request }) => {
  for (const [from, to] of [
    ['/cars/old-name/1001', CAR],
    ['/channel3/cars/ferrari/1001?db', `/channel3${CAR}?db`],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    const location = new URL(response.headers().location ?? '', 'http://x');
    expect(location.pathname + location.search).toBe(to);
  }
});

// one page, one address: another letter case or a trailing slash is the same page spelled another way
const SPELLINGS: Array<[from: string, to: string]> = [
  ['/CAR-LIST', '/car-list'],
  ['/car-list/', '/car-list'],
  ['/About', '/about'],
  ['/Privacy-Policy/', '/privacy-policy'],
  ['/channel5/About/', '/channel5/about'],
  ['/CHANNEL5', '/channel5'],
  ['/channel7/', '/channel7'],
  ['/Car-Rank/?by=accel', '/car-rank?by=accel'],
  ['/channel3/Car-List?fuel=electric&db', '/channel3/car-list?fuel=electric&db'],
  ['/CARS/ferrari-sf90-stradale/1001/', CAR],
  ['/ROBOTS.TXT', '/robots.txt'],
  ['/Sitemap.xml/', '/sitemap.xml'],
  ['/Sitemap-Cars-1.XML/', '/sitemap-cars-1.xml'],
  // a percent-escape is spelled in capitals: a lower-case one moves once, a capital one stays (no
  // brand has this name: the one spelling of an address that is not found)
  ['/brands/citro%c3%abn', '/brands/citro%C3%ABn'],
  ['/Brands/Porsche/', '/brands/porsche'],
  // a letter or digit needs no escape: spelled as one, the address moves to the plain spelling
  ['/%63ar-list', '/car-list'],
  ['/ab%6Fut', '/about'],
  ['/channel%35', '/channel5'],
  ['/channel%35/car-list', '/channel5/car-list'],
  ['/cars/ferrari-sf90-stradale/%31%30%30%31', CAR],
  ['/robots%2Etxt', '/robots.txt'],
];

test('an address in another letter case or with a trailing slash moves for good to the one address', async ({ request }) => {
  for (const [from, to] of SPELLINGS) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    const location = new URL(response.headers().location ?? '', 'http://x');
    expect(location.pathname + location.search, from).toBe(to);
  }
});

// an address spelled another way whose page moves on in turn: one hop to the last address, moved for
// good only where both moves are
const CHAINS: Array<[from: string, status: number, to: string]> = [
  ['/car-list/?q=bmw+electric', 302, '/car-list?brand=bmw&fuel=electric'],
  ['/channel5/Car-List/?q=electric+suv', 302, '/channel5/car-list?type=suv&fuel=electric'],
  ['/Car-List?fuel=bogus', 302, '/car-list'],
  ['/car-list/?page=999', 302, `/car-list?page=${LAST_LIST_PAGE}`],
  ['/CARS/ferrari/1001/', 301, CAR],
  // its escape in capitals, then the car's current name
  ['/cars/citro%c3%abn-c3/1001', 301, CAR],
  // its letter unescaped by the frame, then the page the other name is (the Worker's one hop)
  ['/channel7/%74erms', 301, '/channel7/terms-of-services'],
];

test('an address that would move twice moves once, straight to the last address', async ({ request }) => {
  for (const [from, status, to] of CHAINS) {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await request.fetch(from, { method, maxRedirects: 0 });
      expect(response.status(), `${method} ${from}`).toBe(status);
      expect(response.headers()['cache-control'], from).toBe('private, no-store');
      const location = new URL(response.headers().location ?? '', 'http://x');
      expect(location.pathname + location.search, `${method} ${from}`).toBe(to);
      // where it lands is the page itself, not another move
      expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200);
    }
  }
});

test("a text file asked for as page data is not found (never the file's route data, kept by the cache)", async ({ request }) => {
  for (const path of ['/robots.txt.data', '/sitemap.xml.data', '/sitemap-cars-1.xml.data', '/ROBOTS.TXT.DATA']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([response.status(), response.headers()['content-type'], await response.text()], path).toEqual([
      404,
      'text/plain; charset=utf-8',
      'Not found.\n',
    ]);
  }
  // a page's data still answers
  expect((await request.get('/car-list.data', { maxRedirects: 0 })).status()).toBe(200);
});

test('a file missing from the static folders is not found, never the home page in its place', async ({ request }) => {
  // a script a page of an earlier deployment names, a style, an image, a brand's mark
  for (const path of [
    '/js/entry.client-0ld0ld00.js',
    '/css/root-0ld0ld00.css',
    '/assets/nope.png',
    '/backgrounds/nope.svg',
    '/brands/nope.svg',
    '/js/',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([response.status(), response.headers()['content-type'], await response.text()], path).toEqual([
      404,
      'text/plain; charset=utf-8',
      'Not found.\n',
    ]);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
  }
  // the files that are there are served, and any other unknown address still goes home
  expect((await request.get('/brands/porsche.svg', { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get('/backgrounds/default-wide.svg', { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get('/jsx/nope.js', { maxRedirects: 0 })).headers().location).toMatch(/\/$/);
});

test('a page typed by another name opens that page: /rankings, /search, /terms', async ({ page, request }) => {
  const answer = await request.get('/channel3/rankings?by=accel', { maxRedirects: 0 });
  expect([answer.status(), answer.headers().location]).toEqual([301, '/channel3/car-rank?by=accel']);
  await page.goto('/search?q=golf');
  await expect(page).toHaveURL(/\/car-list\?q=golf$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('golf');
  await page.goto('/terms');
  await expect(page).toHaveURL(/\/terms-of-services$/);
});

test('the gateway misspelt answers its own JSON 404, not the home page', async ({ request }) => {
  for (const path of ['/api/?url=/car/carNameList', '/API?url=/car/carNameList', '/api/car/carInfo?id=1001']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([response.status(), response.headers()['content-type']], path).toEqual([404, 'application/json']);
    expect(await response.json()).toEqual({ code: 404, data: null, msg: 'Unknown address: the gateway answers at /api?url=<target>' });
  }
});

test('a sitemap file the index does not list is not found, whichever its number', async ({ request }) => {
  for (const path of [
    '/sitemap-cars-2.xml',
    '/sitemap-pages-2.xml',
    '/sitemap-cars-99.xml',
    '/sitemap-cars-0.xml',
    '/sitemap-cars-01.xml',
    '/sitemap-old.xml',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([response.status(), await response.text()], path).toEqual([404, 'No such sitemap file.\n']);
  }
});

// pages and text routes are only read; a POST from a form, a crawler's PROPFIND or a stray DELETE is refused plainly
const READ_ONLY = [
  '/',
  '/channel7/car-list',
  '/car-rank',
  CAR,
  '/about',
  '/car-list.data',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemap-cars-1.xml',
  '/no-such-page',
];

for (const path of READ_ONLY) {
  test(`${path} takes GET and HEAD only`, async ({ request }) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'PURGE']) {
      const response = await request.fetch(path, { method, data: 'a=1', maxRedirects: 0 });
      const label = `${method} ${path}`;
      expect(response.status(), label).toBe(405);
      expect(response.headers()['allow'], label).toBe('GET, HEAD');
      expect(response.headers()['x-content-type-options'], label).toBe('nosniff');
      expect(response.headers()['cache-control'], label).toContain('no-store');
      expect(await response.text(), label).toBe('Method not allowed: this address takes GET and HEAD only.\n');
    }
    const head = await request.head(path, { maxRedirects: 0 });
    expect(head.status(), `HEAD ${path}`).toBe(path === '/no-such-page' ? 302 : 200);
  });
}

const NOT_FOUND = ['/cars/ferrari-sf90-stradale/999999', '/channel4/cars/x/2000000000'];
// a car's address ends in its id in decimal digits; any other spelling names no car and is a bad request
const BAD_ADDRESS = [
  '/cars/x/abc',
  '/cars/x/-1',
  '/cars/x/0',
  '/cars/x/1e3',
  '/channel4/cars/x/00001001',
  '/cars/ferrari-sf90-stradale/0x3e9',
  '/cars/ferrari-sf90-stradale/1.001e3',
  '/cars/ferrari-sf90-stradale/1001.0',
  '/cars/ferrari-sf90-stradale/01001',
  '/cars/ferrari-sf90-stradale/+1001',
  '/cars/ferrari-sf90-stradale/%201001',
  '/cars/ferrari-sf90-stradale/%0A1001',
  '/cars/ferrari-sf90-stradale/99999999999',
];
const ERROR_PAGES = [
  ...NOT_FOUND.map((path) => [path, 404, 'We could not find that page'] as const),
  ...BAD_ADDRESS.map((path) => [path, 400, 'That address is not valid'] as const),
];

// every one as served (status, heading, links back); a few also in the browser, below
test('a bad or unknown car address is the error view with its status, for every spelling', async ({ request }) => {
  for (const [path, status, heading] of ERROR_PAGES) {
    // followed as a browser does (another spelling of the address moves first)
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const html = await response.text();
    expect(html, path).toContain(`>${heading}</h1>`);
    const channel = path.startsWith('/channel4') ? '/channel4' : '';
    expect(html, path).toContain(`href="${channel}/car-list"`);
    expect(html, path).toMatch(/<meta name="robots" content="noindex"/);
  }
});

for (const [path, status, heading] of ERROR_PAGES.filter(([path]) =>
  ['/cars/ferrari-sf90-stradale/999999', '/channel4/cars/x/00001001', '/cars/ferrari-sf90-stradale/0x3e9'].includes(path),
)) {
  const annotation = status === 404 ? NOT_FOUND_STATUS : BAD_REQUEST_STATUS;
  test(`${path} is a friendly ${status} with ways back into the catalogue`, { annotation }, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const channel = path.startsWith('/channel4') ? '/channel4' : '';
    await expect(page.getByRole('link', { name: 'Browse all cars' })).toHaveAttribute('href', `${channel}/car-list`);
    await expect(page.getByRole('link', { name: 'See the rankings' })).toHaveAttribute('href', `${channel}/car-rank`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // a short page still ends the window with its footer, not half way down it
    const footer = (await page.locator('.site-footer').boundingBox())!;
    expect(footer.y + footer.height).toBeGreaterThanOrEqual(await page.evaluate(() => window.innerHeight - 1));
    // the car may be in the catalogue under another address: the view searches for it, inside the channel
    await page.getByLabel('Search the catalogue').fill('taycan');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${channel}/car-list\\?q=taycan$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading);
    await expect(
      page
        .locator('main')
        .getByRole('link', { name: /Taycan/ })
        .first(),
    ).toBeVisible();
  });
}

test('robots.txt and sitemap.xml list the catalogue by canonical address', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(files.map((file) => new URL(file).pathname)).toEqual(['/sitemap-pages-1.xml', '/sitemap-models-1.xml', '/sitemap-cars-1.xml']);
  let xml = '';
  for (const file of files) {
    const sitemap = await request.get(new URL(file).pathname);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    xml += await sitemap.text();
  }
  // the pages, /brands, every brand and model family page, every car
  expect(xml.match(/<loc>/g)).toHaveLength(10 + 1 + SEED_BRANDS + SEED_FAMILIES + SEED_CARS);
  expect(xml).toContain(`<loc>${new URL(CAR, baseURL).href}</loc>`);
  expect(xml).not.toContain('/channel');
  // each ranking listed names itself as its canonical address, not the newest releases' page
  const rankings = [...xml.matchAll(/<loc>([^<]*\/car-rank[^<]*)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  expect(rankings.map((loc) => new URL(loc).search)).toEqual(['', '?by=accel', '?by=topSpeed', '?by=range']);
  for (const loc of rankings) {
    const html = await (await request.get(new URL(loc).pathname + new URL(loc).search)).text();
    expect(html, loc).toContain(`<link rel="canonical" href="${loc}"/>`);
  }
});
