// Seeded fuzzing of the pages (the gateway, events and photos: tests/workers/fuzz.test.ts): hostile
// values in every route parameter (`carName`, `id`, `brand`, `model`, the channel), every filter of the list, the
// rankings' parameters, the compare page's `cars` (joined, or repeated as the model page's form sends them) and `add`, the units switch and any other path. Each answer must be the page, a redirect to this site, or
// the page's own error view with a 4xx: never a 5xx, a stack trace or markup echoed back unescaped.
// Sent as plain requests (no rendering needed), a few at a time, after the other browser tests (the
// `fuzz` project in playwright.config.ts); FUZZ_SEED=<n> replays a run.
import { expect, test } from '@playwright/test';
import { listQuerySchema } from '#app/catalogue/filters.server.ts';
import { ECHOED_MARKUP, HOSTILE, hostileValue, integerSpelling, MARKUP, random, type Rng } from '../support/fuzz';

const SEED = Number(process.env.FUZZ_SEED) || 20261121;
const CASES = 2_000;

const LIST_PARAMS = [...Object.keys(listQuerySchema.shape), 'db', 'channel', '__proto__'];
const RANK_PARAMS = ['by', 'page', 'db', 'pageSize'];
const PAGES = ['', 'car-list', 'car-rank', 'brands', 'about', 'privacy-policy', 'terms-of-services', 'disclaimer'];

/** A path segment: hostile text, encoded unless it is harmless ASCII the router should see raw. */
function segment(rng: Rng): string {
  const value = rng.int(4) === 0 ? rng.pick(MARKUP) : hostileValue(rng);
  if (/^[\w.~!$'()*+,;=:@-]*$/.test(value) && rng.int(2) === 0) return value;
  return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd')).slice(0, 400);
}

function channel(rng: Rng): string {
  const roll = rng.int(6);
  if (roll === 0) return '';
  if (roll === 1) return `/channel${1 + rng.int(99)}`;
  return `/${rng.pick(['channel0', 'channel01', 'channel100', 'channel-1', 'CHANNEL5', 'channel1.5', 'channel%00', 'channel 7', segment(rng)])}`;
}

function query(rng: Rng, names: readonly string[]): string {
  const params = new URLSearchParams();
  for (let i = 0, n = rng.int(5); i < n; i += 1) params.append(rng.pick(names), rng.int(3) === 0 ? rng.pick(HOSTILE) : hostileValue(rng));
  const text = params.toString().replace(/%EF%BF%BD/g, '');
  return text ? `?${text}` : '';
}

/** A brand or model page: a real brand and model, or hostile segments, and a sort that may be anything. */
function brandPath(rng: Rng): string {
  const brand = rng.int(2) === 0 ? rng.pick(['porsche', 'citroen', 'volkswagen']) : segment(rng);
  const model = rng.int(2) === 0 ? rng.pick(['911', 'taycan', 'id-4']) : segment(rng);
  const depth = rng.int(4);
  const path =
    depth === 0
      ? '/brands'
      : depth === 1
        ? `/brands/${brand}`
        : depth === 2
          ? `/brands/${brand}/${model}`
          : `/brands/${brand}/${model}/${segment(rng)}`;
  return `${channel(rng)}${path}${query(rng, ['sort', 'db', 'page', 'cars', 'units'])}`;
}

function pagePath(rng: Rng): string {
  const roll = rng.int(11);
  if (roll === 10) return brandPath(rng);
  if (roll < 3) {
    const roll = rng.int(6);
    // a real id, one spelled other than in decimal digits (`0x3e9`, `1001.0`, `01001` …), or anything
    const id =
      roll < 2 ? String(1001 + rng.int(500)) : roll < 3 ? encodeURIComponent(integerSpelling(rng, 1001 + rng.int(500))) : segment(rng);
    const name = rng.int(3) === 0 ? 'ferrari-sf90-stradale' : segment(rng);
    return `${channel(rng)}/cars/${name}/${id}${rng.int(4) === 0 ? `/${segment(rng)}` : ''}${query(rng, ['db', 'photo'])}`;
  }
  if (roll < 6) return `${channel(rng)}/car-list${query(rng, LIST_PARAMS)}`;
  if (roll < 7) return `${channel(rng)}/car-rank${query(rng, RANK_PARAMS)}`;
  if (roll < 8) return `${channel(rng)}/${rng.pick(PAGES)}${query(rng, ['db', 'q', 'page'])}`;
  // the compare page (hostile and real ids, repeated `cars`) and the units switch (hostile `back`)
  if (rng.int(3) === 0) {
    if (rng.int(3) === 0) {
      // a `back` that starts as a path of this site, then anything (a control character, `€`, markup)
      const back = rng.int(2)
        ? `&back=${encodeURIComponent(`/${rng.pick(PAGES)}${hostileValue(rng)}`.replace(/[\ud800-\udfff]/g, ''))}`
        : '';
      return `/units${query(rng, ['set', 'back', 'back'])}${back}`;
    }
    const ids = Array.from({ length: rng.int(8) }, () => (rng.int(2) ? String(1001 + rng.int(500)) : segment(rng)));
    // as a link writes it (`cars=1,2`), or as the model page's form sends it (`cars=1&cars=2`)
    const cars = rng.int(2) ? `cars=${ids.join(',')}` : ids.map((id) => `cars=${id}`).join('&');
    return `${channel(rng)}/compare?${cars}${query(rng, ['cars', 'units', 'db', 'add']).replace(/^\?/, '&')}`;
  }
  // anywhere else: dots, doubled slashes, backslashes, encoded separators
  return rng.pick(['/', '//', '/\\', '/..', '/%2e%2e', '/%2F%2F', '/./']) + segment(rng) + (rng.int(2) ? `/${segment(rng)}` : '');
}

const STACK = /\n\s+at |\.tsx?:\d+|node_modules|D1_ERROR|SQLITE|TypeError|ReferenceError/;

test('hostile addresses get the page, a redirect home or to the right address, or the error view; never a 5xx', async ({
  request,
  baseURL,
}) => {
  // thousands of requests: minutes on a busy machine
  test.setTimeout(600_000);
  const seed = SEED;
  const rng = random(seed);
  const paths = Array.from({ length: CASES }, () => pagePath(rng));
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const origin = new URL(baseURL!).origin;
  for (let i = 0; i < paths.length; i += 4) {
    await Promise.all(
      paths.slice(i, i + 4).map(async (path, j) => {
        const label = `seed ${seed} case ${i + j}: ${path.slice(0, 160)}`;
        try {
          const response = await request.get(`${origin}${path}`, { maxRedirects: 0, failOnStatusCode: false });
          const status = response.status();
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const text = await response.text();
          if (status >= 500) failures.push(`${label}: status ${status}`);
          else if (STACK.test(text)) failures.push(`${label}: internals in the page`);
          else if (ECHOED_MARKUP.test(text))
            failures.push(
              `${label}: markup echoed: …${text.slice(Math.max(0, text.search(ECHOED_MARKUP) - 80), text.search(ECHOED_MARKUP) + 40)}…`,
            );
          else if (status >= 300 && status < 400) {
            const location = response.headers()['location'] ?? '';
            // only ever to a path of this site
            if (!location.startsWith('/') || location.startsWith('//') || location.startsWith('/\\'))
              failures.push(`${label}: redirect to ${location}`);
          } else if (
            status >= 400 &&
            !/<h1>(We could not find that page|That address is not valid|Something went wrong)<\/h1>/.test(text)
          ) {
            failures.push(`${label}: ${status} without the error view`);
          }
        } catch (error) {
          failures.push(`${label}: ${String(error)}`);
        }
      }),
    );
  }
  expect(failures.slice(0, 20)).toEqual([]);
  // pages, redirects, not-found and bad-address views all occurred
  for (const status of [200, 400, 404]) expect(statuses.get(status) ?? 0, `answers with ${status}`).toBeGreaterThan(10);
  expect([...statuses.keys()].some((status) => status >= 300 && status < 400)).toBe(true);
});
