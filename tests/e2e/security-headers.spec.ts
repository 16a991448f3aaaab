// Pages and static files carry the security headers, no answer sets a cookie, and pages cannot be
// framed by another site (the whole suite runs with this policy and fails on any console error, so a
// policy that broke a page would show there).
import { expect, test } from './fixtures';

const SECURED = {
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

test('pages, their data, gateway answers and static files carry the security headers and set no cookie', async ({ page, request }) => {
  await page.goto('/car-list');
  const files = await page.locator('link[rel="modulepreload"], link[rel="stylesheet"]').evaluateAll((els) => els.map((el) => new URL((el as HTMLLinkElement).href).pathname));
  for (const path of ['/', '/car-list?type=suv', '/car-rank.data', '/cars/no-such-car/99999999', '/nowhere', '/api?url=/car/indexPage', files[0]!, '/favicon.svg']) {
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
