// A brand with more model families than a page holds, as `npm run bench:scale` grows the catalogue
// (scripts/bench/grow-catalogue.ts): Nissan's cars copied twice, each copy its own family ("Leaf (1)"),
// then the seed's last statements, which count the families and the brands again. No real brand has a
// second page (brand-pages.test.ts); this one has three, and the page, its address and the gateway's
// answer must agree on them.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRAND_PAGE_SIZE } from '#app/catalogue/families.server.ts';
import { loader as rootLoader } from '#app/root.tsx';
import { loader as brandLoader, meta as brandMeta } from '#app/routes/brands/brand.tsx';
import { api, loaderArgs, ORIGIN, thrownBy } from './helpers';
import { copyCarsStatement } from './copied-cars';
import { catalogueSeed } from './test-data';

const COPIES = 2;
let families: Array<{ model: string; modelSlug: string }>;

beforeAll(async () => {
  await (await copyCarsStatement(COPIES, "brand_slug = 'nissan'")).run();
  const seed = await catalogueSeed();
  for (const statement of seed.slice(seed.indexOf('DELETE FROM car_families;'))) await env.DB.prepare(statement).run();
  // every family of the brand, from its cars, in the order a visitor reads them: by name, letter case aside
  const { results } = await env.DB.prepare(
    "SELECT max(model) AS model, model_slug AS modelSlug FROM cars WHERE brand_slug = 'nissan' GROUP BY model_slug",
  ).all<{ model: string; modelSlug: string }>();
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  families = results.sort((a, b) => byName(a.model.toLowerCase(), b.model.toLowerCase()) || byName(a.modelSlug, b.modelSlug));
});

async function brandPageAt(search: string, channel?: string) {
  const path = `${channel ? `/${channel}` : ''}/brands/nissan${search}`;
  const args = await loaderArgs(path, { brand: 'nissan', channel });
  const [loaderData, rootData] = await Promise.all([brandLoader(args), rootLoader(args)]);
  const tags = brandMeta({
    loaderData,
    location: { pathname: args.url.pathname, search, hash: '', state: null, key: 'default', unstable_mask: undefined },
    matches: [{ id: 'root', loaderData: rootData }],
  } as unknown as Parameters<typeof brandMeta>[0]);
  return { ...loaderData, tags };
}

describe('a brand with more model families than a page holds', () => {
  it('lists them a page at a time, by name, each family once', async () => {
    const pages = Math.ceil(families.length / BRAND_PAGE_SIZE);
    expect(pages).toBe(3);
    const shown: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const { brand, summary } = await brandPageAt(page > 1 ? `?page=${page}` : '');
      expect(brand).toMatchObject({ page, totalPages: pages });
      expect(brand.families.length).toBe(page < pages ? BRAND_PAGE_SIZE : families.length - (pages - 1) * BRAND_PAGE_SIZE);
      // the summary speaks of the whole brand on every page
      expect(summary[0]).toBe(`${brand.cars} cars in ${families.length} model families.`);
      shown.push(...brand.families.map((family) => family.modelSlug));
    }
    expect(shown).toEqual(families.map((family) => family.modelSlug));
  });

  it('indexes the first page only, each naming the first as canonical', async () => {
    const first = await brandPageAt('');
    const title = (tags: typeof first.tags) => tags.flatMap((tag) => ('title' in tag ? [tag.title] : []))[0];
    expect(title(first.tags)).toMatch(/^Nissan models: prices and specs \| /);
    expect(first.tags).not.toContainEqual({ name: 'robots', content: 'noindex' });
    const second = await brandPageAt('?page=2', 'channel7');
    expect(title(second.tags)).toMatch(/^Nissan models: prices and specs, page 2 \| /);
    expect(second.tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(second.tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/brands/nissan` });
  });

  it('redirects a page past the last to the last, and a bad page number to the first', async () => {
    const last = async (path: string, channel?: string) => thrownBy(brandLoader(await loaderArgs(path, { brand: 'nissan', channel })));
    expect(await last('/brands/nissan?page=4')).toEqual({ status: 302, location: '/brands/nissan?page=3' });
    expect(await last('/channel7/brands/nissan?page=999', 'channel7')).toEqual({ status: 302, location: '/channel7/brands/nissan?page=3' });
    for (const bad of ['page=two', 'page=0', 'page=02', 'page=1']) {
      expect(await last(`/brands/nissan?${bad}`), bad).toEqual({ status: 302, location: '/brands/nissan' });
    }
  });

  it('answers the gateway with the families the page at the same number shows', async () => {
    for (const page of [1, 2, 3]) {
      const { brand } = await brandPageAt(page > 1 ? `?page=${page}` : '');
      const answered = await api<{
        page: number;
        totalPages: number;
        familyCount: number;
        cars: number;
        families: Array<{ modelSlug: string }>;
      }>('/car/brandInfo', { brand: 'nissan', page });
      expect(answered.status).toBe(200);
      expect(answered.data).toMatchObject({ page, totalPages: 3, familyCount: families.length, cars: brand.cars });
      expect(answered.data.families.map((family) => family.modelSlug)).toEqual(brand.families.map((family) => family.modelSlug));
    }
    // past the last page: the brand, without families (as the list's past its last car)
    const beyond = await api<{ families: unknown[]; totalPages: number }>('/car/brandInfo', { brand: 'nissan', page: 9 });
    expect(beyond.status).toBe(200);
    expect(beyond.data).toMatchObject({ families: [], totalPages: 3 });
    for (const bad of ['0', 'two', '1.5', '1001']) {
      expect((await api('/car/brandInfo', { brand: 'nissan', page: bad })).status, bad).toBe(400);
    }
  });
});
