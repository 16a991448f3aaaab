// The brand directory, a brand's page and a model family's page: their loaders with the request
// context the Worker builds, against the seeded D1 (the served pages: tests/e2e/brand-pages.spec.ts).
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { count, isNotNull } from 'drizzle-orm';
import { BRAND_PAGE_SIZE, brandPage, familyPage } from '#app/catalogue/families.server.ts';
import { cars } from '#app/catalogue/schema.server.ts';
import { orm } from '#app/db/orm.server.ts';
import { brandAnswer } from '#app/routes/brands/answers.server.ts';
import { loader as brandLoader } from '#app/routes/brands/brand.tsx';
import { loader as directoryLoader } from '#app/routes/brands/directory.tsx';
import { loader as modelLoader } from '#app/routes/brands/model.tsx';
import { loader as sitemapFileLoader } from '#app/routes/sitemap-file.ts';
import { loaderArgs, ORIGIN, thrownBy } from './helpers';
import { SEED_CARS } from '../support/catalogue';

describe('/brands', () => {
  it('lists every brand with its models, cars and price range', async () => {
    const { brands } = await directoryLoader(await loaderArgs('/brands', {}));
    expect(brands.length).toBeGreaterThan(60);
    expect(brands.reduce((sum, brand) => sum + brand.cars, 0)).toBe(SEED_CARS);
    const ferrari = brands.find((brand) => brand.brandSlug === 'ferrari')!;
    expect(ferrari).toMatchObject({ brand: 'Ferrari', cars: 9, models: 6 });
    expect(ferrari.price.min).toBeLessThan(ferrari.price.max!);
  });

  it("prices a brand by the vehicles it sells, not a race car's valuation or a concept's plan", async () => {
    const { brands } = await directoryLoader(await loaderArgs('/brands', {}));
    const price = (slug: string) => brands.find((brand) => brand.brandSlug === slug)!.price;
    // the source prices the 787B race car at $5,000,000–$7,000,000; Mazda's dearest car on sale is $60,000
    expect(price('mazda')).toEqual({ min: 8000, max: 60000 });
    // Porsche's 911 RSR race car ($750,000) and Tesla's Roadster concept ($200,000) leave their ranges too
    expect(price('porsche').max).toBeLessThan(750000);
    expect(price('tesla').max).toBeLessThan(200000);
    // commercial vehicles are sold at list prices: Volvo's trucks count
    expect(price('volvo').max).toBe(160000);
    // and a family's range, on the brand page, is by the same rule: the 911's dearest is no race car
    const { brand } = await brandLoader(await loaderArgs('/brands/porsche', { brand: 'porsche' }));
    const families = brand.families;
    expect(families.find((family) => family.modelSlug === '911')!.price.max).toBe(price('porsche').max);
    for (const family of families) expect(family.price.max ?? 0, family.model).toBeLessThanOrEqual(price('porsche').max!);
  });

  it("gives a family the power and 0–100 km/h of its road cars, not its rally car's", async () => {
    const { brand } = await brandLoader(await loaderArgs('/brands/volkswagen', { brand: 'volkswagen' }));
    const polo = brand.families.find((family) => family.modelSlug === 'polo')!;
    // the Polo GTI R5 rally car is 4.1 s to 100 km/h; the quickest Polos on the road, the GTI and GTI Plus, 6.7 s
    expect(polo.accel).toEqual({ min: 6.7, max: 9.9 });
    // a family of race cars only keeps its own figures
    const { brand: bugatti } = await brandLoader(await loaderArgs('/brands/bugatti', { brand: 'bugatti' }));
    expect(bugatti.families.find((family) => family.modelSlug === 'bolide')!.power).toEqual({ min: 1825, max: 1825 });
  });
});

describe('/brands/{brand}', () => {
  it('shows the model families with their ranges and a summary from the data', async () => {
    const { brand, summary } = await brandLoader(await loaderArgs('/brands/porsche', { brand: 'porsche' }));
    expect(brand.brand).toBe('Porsche');
    const taycan = brand.families.find((family) => family.modelSlug === 'taycan')!;
    expect(taycan.variants).toBeGreaterThan(3);
    expect(taycan.power.min).toBeLessThan(taycan.power.max!);
    expect(brand.families.reduce((sum, family) => sum + family.variants, 0)).toBe(brand.cars);
    expect(summary.join(' ')).toMatch(/Fuels: .*Electric/);
    expect(summary.join(' ')).toMatch(/Quickest road car: the .+, 0–100 km\/h in [\d.]+/);
  });

  it('names a tie for the quickest road car, never one of the tied cars alone', async () => {
    const quickest = async (slug: string) =>
      (await brandLoader(await loaderArgs(`/brands/${slug}`, { brand: slug }))).summary.find((line) => line.startsWith('Quickest'));
    expect(await quickest('aston-martin')).toBe('Quickest road cars: the Valhalla and the Valkyrie, 0–100 km/h in 2.5 s.');
    // three: each named
    expect(await quickest('acura')).toMatch(
      /^Quickest road cars: the NSX [^,]+, the NSX [^,]+ and the NSX [^,]+, 0–100 km\/h in 2\.9 s\.$/,
    );
    // four or more as quick: the first two by name, and others
    expect(await quickest('lamborghini')).toMatch(
      /^Quickest road cars: the Aventador [^,]+, the Aventador [^,]+ and others, 0–100 km\/h in 2\.8 s\.$/,
    );
    // and the gateway names them as the page does
    const { quickest: car, quickestAlike } = (await brandAnswer(env.DB, 'aston-martin', 'metric'))!;
    expect([car?.name, quickestAlike]).toEqual(['Valhalla', ['Valkyrie']]);
    expect((await brandAnswer(env.DB, 'porsche', 'metric'))!.quickestAlike).toEqual([]);
  });

  it('lists every family of every brand on its one page, counted as the cars say', async () => {
    const { brands } = await directoryLoader(await loaderArgs('/brands', {}));
    const carsBy = (column: typeof cars.fuel | typeof cars.bodyType) =>
      orm(env.DB)
        .select({ brandSlug: cars.brandSlug, value: column, cars: count() })
        .from(cars)
        .where(isNotNull(column))
        .groupBy(cars.brandSlug, column);
    const [fuels, bodyTypes] = await Promise.all([carsBy(cars.fuel), carsBy(cars.bodyType)]);
    const ofBrand = (rows: Awaited<ReturnType<typeof carsBy>>, slug: string) =>
      Object.fromEntries(rows.filter((row) => row.brandSlug === slug).map((row) => [row.value, row.cars]));
    for (const entry of brands) {
      const { brand, summary } = await brandLoader(await loaderArgs(`/brands/${entry.brandSlug}`, { brand: entry.brandSlug }));
      // every family on the first page, the page links left out (none of the real brands has a second page)
      expect(brand.families, entry.brandSlug).toHaveLength(entry.models);
      expect(brand, entry.brandSlug).toMatchObject({ cars: entry.cars, page: 1, totalPages: 1 });
      expect(
        brand.families.reduce((sum, family) => sum + family.variants, 0),
        entry.brandSlug,
      ).toBe(entry.cars);
      expect(summary[0], entry.brandSlug).toMatch(new RegExp(`^${entry.cars} cars? in ${entry.models} model famil(y|ies)\\.$`));
      const page = (await brandPage(env.DB, entry.brandSlug))!;
      expect(Object.fromEntries(page.fuels.map((row) => [row.value, row.cars])), entry.brandSlug).toEqual(ofBrand(fuels, entry.brandSlug));
      expect(Object.fromEntries(page.bodyTypes.map((row) => [row.value, row.cars])), entry.brandSlug).toEqual(
        ofBrand(bodyTypes, entry.brandSlug),
      );
      // most cars first
      expect(page.fuels.map((row) => row.cars)).toEqual(page.fuels.map((row) => row.cars).sort((a, b) => b - a));
    }
    expect(Math.max(...brands.map((entry) => entry.models))).toBeLessThanOrEqual(BRAND_PAGE_SIZE);
  });

  it('redirects a page number it cannot show to the clean address, keeping the channel', async () => {
    const bad = ['page=abc', 'page=0', 'page=1', 'page=01', 'page=-2', 'page=1.5', 'page=', 'page=2', 'page=1001', 'sort=power'];
    for (const search of bad) {
      expect(await thrownBy(brandLoader(await loaderArgs(`/brands/porsche?${search}`, { brand: 'porsche' }))), search).toEqual({
        status: 302,
        location: '/brands/porsche',
      });
    }
    const inChannel = await loaderArgs('/channel3/brands/porsche?page=7', { channel: 'channel3', brand: 'porsche' });
    expect(await thrownBy(brandLoader(inChannel))).toEqual({ status: 302, location: '/channel3/brands/porsche' });
  });

  it('keeps the channel and is a 404 for an unknown or malformed brand', async () => {
    const page = await brandLoader(await loaderArgs('/channel3/brands/tesla', { channel: 'channel3', brand: 'tesla' }));
    expect(page.brand.brand).toBe('Tesla');
    for (const brand of ['no-such-brand', 'tesla%00', '--', 'x'.repeat(200)]) {
      expect(await thrownBy(brandLoader(await loaderArgs(`/brands/${brand}`, { brand }))), brand).toMatchObject({ status: 404 });
    }
  });
});

describe('/brands/{brand}/{model}', () => {
  it('lists every version of the family by name, the model itself first', async () => {
    const { family, sort } = await modelLoader(await loaderArgs('/brands/ford/f-150', { brand: 'ford', model: 'f-150' }));
    expect(sort).toBe('name');
    expect(family.versions.map((car) => car.name)).toEqual(['F-150', 'F-150 Limited', 'F-150 Platinum', 'F-150 Raptor']);
  });

  it('sorts by a column, figures unknown last, and cleans an unknown sort away', async () => {
    const path = '/brands/porsche/911?sort=power';
    const { family } = await modelLoader(await loaderArgs(path, { brand: 'porsche', model: '911' }));
    // the rows carry the table's text: the stored figures give the order to check
    const stored = new Map((await familyPage(env.DB, 'porsche', '911'))!.versions.map((car) => [car.id, car.powerHp]));
    const power = family.versions.map((car) => stored.get(car.id)).filter((hp) => hp !== null && hp !== undefined);
    expect(power).toEqual([...power].sort((a, b) => b - a));
    // a maker's generation code is named one: "992" alone read as another year
    const years = family.versions.map((car) => car.cells.years);
    expect(years).toContain('Launched 2019, 992 generation');
    expect(years.every((text) => !/, 992$/.test(text))).toBe(true);
    const bad = await thrownBy(modelLoader(await loaderArgs('/brands/porsche/911?sort=nope', { brand: 'porsche', model: '911' })));
    expect(bad).toMatchObject({ status: 302, location: '/brands/porsche/911' });
  });

  it('is a 404 for a model the brand does not have', async () => {
    const missing: Array<[brand: string, model: string]> = [
      ['ferrari', '296'],
      ['ferrari', 'taycan'],
      ['nope', '911'],
    ];
    for (const [brand, model] of missing) {
      expect(await thrownBy(modelLoader(await loaderArgs(`/brands/${brand}/${model}`, { brand, model })))).toMatchObject({ status: 404 });
    }
  });
});

describe('sitemap.xml', () => {
  it('are in the sitemap, canonical only', async () => {
    const locations: string[] = [];
    for (const path of ['/sitemap-pages-1.xml', '/sitemap-models-1.xml']) {
      const response = await sitemapFileLoader(await loaderArgs(path, {}));
      locations.push(...[...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!));
    }
    expect(locations).toEqual(expect.arrayContaining([`${ORIGIN}/brands`, `${ORIGIN}/brands/porsche`, `${ORIGIN}/brands/porsche/taycan`]));
    expect(locations.some((location) => location.includes('/channel'))).toBe(false);
  });
});
