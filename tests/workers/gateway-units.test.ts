// The gateway's `units=` on every target that answers figures, against what the pages show: for the
// same car, a page's loader (with the visitor's units cookie) and the gateway (with `units=`) must
// write every figure the same way, in metric and in US units. The domain's units apply without
// `units=`; units the site does not know are a 400 with the envelope.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { familyPage } from '#app/catalogue/families.server.ts';
import { keyFigures } from '#app/catalogue/format.ts';
import type { Suggestions } from '#app/catalogue/search/suggest.server.ts';
import { clearDomainConfigCache } from '#app/domain/config.server.ts';
import { TARGETS } from '#app/gateway/targets.server.ts';
import { loader as rootLoader } from '#app/root.tsx';
import { loader as brandLoader } from '#app/routes/brands/brand.tsx';
import { loader as modelLoader } from '#app/routes/brands/model.tsx';
import { familyCells } from '#app/routes/brands/ranges.ts';
import { loader as carDetailLoader } from '#app/routes/car-detail/route.tsx';
import { loader as carListLoader } from '#app/routes/car-list/route.tsx';
import { loader as carRankLoader } from '#app/routes/car-rank.tsx';
import { ACCEL_LABEL, CARGO_LABEL, UNIT_SYSTEMS, type Units } from '#app/units/units.ts';
import { api, loaderArgs } from './helpers';

type Figured = { id: number; figures: string[] };
type Page = { units: Units; list: Figured[] };
const cookie = (units: Units) => ({ headers: { Cookie: `carlog_units=${units}` } });

/** The loader's answer as a visitor with these units gets it. */
async function asVisitor<T>(loader: (args: never) => Promise<T>, path: string, params: Record<string, string>, units: Units) {
  const args = await loaderArgs(path, params, cookie(units));
  // the cards take their units from the client state, which the root loader fills
  const root = await rootLoader((await loaderArgs(path, params, cookie(units))) as never);
  expect(root.clientState.units).toBe(units);
  return loader(args as never);
}

afterEach(async () => {
  await env.DOMAIN_CONFIG.delete('domain:carlog.test');
  clearDomainConfigCache();
});

describe.each(UNIT_SYSTEMS)('in %s units, a page and the gateway write a car’s figures alike', (units) => {
  it('an electric model family: the model page, its versions’ cards, the car page and the list', async () => {
    const page = await asVisitor(modelLoader, '/brands/porsche/taycan', { brand: 'porsche', model: 'taycan' }, units);
    expect(page.units).toBe(units);
    const model = await api<{ units: Units; versions: Array<Figured & { cells: unknown }> }>('/car/modelInfo', {
      brand: 'porsche',
      model: 'taycan',
      units,
    });
    expect(model.status).toBe(200);
    expect(model.data.units).toBe(units);
    const byId = new Map(model.data.versions.map((car) => [car.id, car]));
    // the page's rows carry the table's text; the gateway's versions also their figures, worded from the stored family
    const stored = (await familyPage(env.DB, 'porsche', 'taycan'))!;
    const storedById = new Map(stored.versions.map((car) => [car.id, car]));
    expect(page.family.versions.map((car) => car.id).sort()).toEqual(stored.versions.map((car) => car.id).sort());
    for (const car of page.family.versions) {
      expect(byId.get(car.id)!.cells).toEqual(car.cells);
      expect(byId.get(car.id)!.figures).toEqual(keyFigures(storedById.get(car.id)!, units));
    }
    // one car with a range, on its own page and in the list
    const car = stored.versions.find((version) => version.rangeKm !== null)!;
    const info = await api<Figured & { units: Units; specs: unknown; unknown: string | null }>('/car/carInfo', { id: car.id, units });
    const detail = await asVisitor(carDetailLoader, car.path, { carName: car.path.split('/')[2]!, id: String(car.id) }, units);
    expect(info.data.units).toBe(units);
    expect(info.data.specs).toEqual(detail.groups);
    expect(info.data.unknown).toBe(detail.unknown);
    // the page's tiles say the figures the gateway gives, in the same units
    const tiles = new Map(detail.keyTiles.map(({ label, parts }) => [label, parts.map((part) => part.text).join('')]));
    expect(info.data.figures).toContain(`${tiles.get('Range')} range`);
    expect(info.data.figures).toContain(`${ACCEL_LABEL[units]} ${tiles.get(ACCEL_LABEL[units])}`);
    expect(info.data.figures.join(' ')).toContain(units === 'imperial' ? 'miles range' : 'km range');

    const list = await asVisitor(carListLoader, '/car-list?brand=porsche', {}, units);
    const listed = await api<Page>('/car/indexPage', { brand: 'porsche', units });
    expect(listed.data.units).toBe(units);
    expect(listed.data.list.map((item) => item.id)).toEqual(list.result.list.map((item) => item.id));
    list.result.list.forEach((item, i) => expect(listed.data.list[i]!.figures).toEqual(keyFigures(item, units)));
  });

  it('rankings and teasers, and a brand page', async () => {
    const ranking = await asVisitor(carRankLoader, '/car-rank?by=topSpeed', {}, units);
    const ranked = await api<Page>('/car/fastestRankList', { by: 'topSpeed', units });
    expect(ranked.data.units).toBe(units);
    ranking.ranking.list.forEach((item, i) => expect(ranked.data.list[i]!.figures).toEqual(keyFigures(item, units)));
    expect(ranked.data.list[0]!.figures.join(' ')).toMatch(units === 'imperial' ? /top speed [\d,]+ mph/ : /top speed [\d,]+ km\/h/);
    // the longest range: the page's cars are the gateway's, its tabs worded in the units
    const byRange = await asVisitor(carRankLoader, '/car-rank?by=range', {}, units);
    const ranged = await api<Page>('/car/rangeRankList', { units });
    expect(byRange.ranking.list.map((item) => item.id)).toEqual(ranged.data.list.map((item) => item.id));
    expect(byRange.tabs.map((tab) => tab.label)).toEqual(['Newest', ACCEL_LABEL[units], 'Top speed', 'Range']);
    expect(byRange.title).toBe('Longest range');
    expect(ranged.data.list[0]!.figures.join(' ')).toMatch(units === 'imperial' ? /[\d,]+ miles range/ : /[\d,]+ km range/);
    const newest = await api<Page>('/car/releaseRankList', { units });
    expect(newest.data.units).toBe(units);

    for (const target of [
      '/car/recommendedTopCars',
      '/car/recommendedPopularCars',
      '/car/recommendedNewReleaseRank',
      '/car/recommendedRangRank',
    ]) {
      const teaser = await api<Array<Figured & { units: Units }>>(target, { limit: 3, units });
      expect(teaser.status, target).toBe(200);
      for (const car of teaser.data) {
        expect(car.units).toBe(units);
        const info = await api<Figured>('/car/carInfo', { id: car.id, units });
        expect(car.figures, `${target} ${car.id}`).toEqual(info.data.figures);
      }
    }

    const brand = await asVisitor(brandLoader, '/brands/porsche', { brand: 'porsche' }, units);
    const answered = await api<{ units: Units; families: Array<{ modelSlug: string; cells: unknown; path: string }> }>('/car/brandInfo', {
      brand: 'porsche',
      units,
    });
    expect(answered.data.units).toBe(units);
    expect(answered.data.families.map((family) => family.cells)).toEqual(brand.brand.families.map((family) => familyCells(family, units)));
    expect(answered.data.families[0]!.path).toBe(`/brands/porsche/${brand.brand.families[0]!.modelSlug}`);
  });
});

describe.each(UNIT_SYSTEMS)('in %s units, a page and the gateway speak that system’s English', (units) => {
  // a reader of US units reads gasoline and cargo volume; of metric units petrol and a boot
  const petrol = units === 'imperial' ? 'Gasoline' : 'Petrol';
  const rowOf = (groups: Array<{ rows: Array<{ label: string; value: string }> }>, label: string) =>
    groups.flatMap((group) => group.rows).find((row) => row.label === label)?.value;

  it('a petrol car’s fuel and an electric car’s luggage space, on its page and in the comparison', async () => {
    const golf = await asVisitor(carDetailLoader, '/cars/volkswagen-golf-r/1293', { carName: 'volkswagen-golf-r', id: '1293' }, units);
    expect(rowOf(golf.groups, 'Fuel')).toBe(petrol);
    const tiles = new Map(golf.keyTiles.map(({ label, parts }) => [label, parts.map((part) => part.text).join('')]));
    expect(tiles.get('Fuel')).toBe(petrol);
    const id3 = await asVisitor(carDetailLoader, '/cars/volkswagen-id-3-pro/1309', { carName: 'volkswagen-id-3-pro', id: '1309' }, units);
    expect(rowOf(id3.groups, CARGO_LABEL[units])).toBe(units === 'imperial' ? '13.6 cu ft' : '385 l');
    expect(rowOf(id3.groups, CARGO_LABEL[units === 'imperial' ? 'metric' : 'imperial'])).toBeUndefined();
    const compared = await api<{ groups: Array<{ rows: Array<{ label: string; cells: Array<{ text: string | null }> }> }> }>(
      '/car/compare',
      {
        cars: '1293,1309',
        units,
      },
    );
    const rows = new Map(compared.data.groups.flatMap((group) => group.rows).map((row) => [row.label, row.cells.map((cell) => cell.text)]));
    expect(rows.get('Fuel')).toEqual([petrol, 'Electric']);
    expect(rows.get(CARGO_LABEL[units])?.[1]).toBe(units === 'imperial' ? '13.6 cu ft' : '385 l');
  });

  it('the list filtered to petrol cars: its title, chip and option, the gateway’s option and the suggestions', async () => {
    const list = await asVisitor(carListLoader, '/car-list?fuel=petrol', {}, units);
    expect(list.title).toBe(`Cars: ${petrol}`);
    expect(list.chips.map((chip) => chip.text)).toEqual([`Fuel: ${petrol}`]);
    expect(list.result.facets.fuel.find((option) => option.value === 'petrol')?.label).toBe(petrol);
    expect(list.result.list.every((car) => car.fuels.includes('petrol'))).toBe(true);
    const listed = await api<{ facets: { fuel: Array<{ value: string; label: string; count: number }> } }>('/car/indexPage', {
      fuel: 'petrol',
      units,
    });
    expect(listed.data.facets.fuel.find((option) => option.value === 'petrol')).toMatchObject({ label: petrol, count: list.result.total });
    // what the search box offers for "gas" is the same list, in the same words
    const offered = await api<Suggestions & { units: Units }>('/car/suggest', { q: 'gas', units });
    expect(offered.data.units).toBe(units);
    expect(offered.data.kinds).toEqual([
      { label: petrol, path: '/car-list?fuel=petrol', detail: `${list.result.total.toLocaleString('en-US')} cars` },
    ]);
    const golf = await api<Suggestions>('/car/suggest', { q: 'golf r', units });
    expect(golf.data.cars.find((car) => car.path === '/cars/volkswagen-golf-r/1293')?.detail).toBe(`${petrol} · Hatchback`);
  });
});

describe('the gateway’s units', () => {
  it('are the domain’s own without `units=`, and the stored numbers never change', async () => {
    const metric = await api<Figured & { units: Units; topSpeedKmh: number }>('/car/carInfo', { id: 1001 });
    expect(metric.data.units).toBe('metric');
    expect(metric.data.figures).toContain('top speed 340 km/h');
    const config = (await import('../../domains/default.json')).default;
    await env.DOMAIN_CONFIG.put('domain:carlog.test', JSON.stringify({ ...config, units: 'imperial' }));
    clearDomainConfigCache();
    // another address than the metric one: the edge cache keys the gateway by its URL
    const imperial = await api<Figured & { units: Units; topSpeedKmh: number }>('/car/carInfo', { id: 1001, limit: 1 });
    expect(imperial.data.units).toBe('imperial');
    expect(imperial.data.figures).toContain('top speed 211 mph');
    expect(imperial.data.topSpeedKmh).toBe(340);
    const asked = await api<{ units: Units }>('/car/indexPage', { brand: 'ferrari', units: 'metric' });
    expect(asked.data.units).toBe('metric');
  });

  it('refuses units it does not know on every target that takes them, with the envelope', async () => {
    const withUnits = Object.entries(TARGETS).filter(([, target]) => 'units' in ((target.params as { shape?: object }).shape ?? {}));
    expect(withUnits.map(([path]) => path).sort()).toEqual(
      [
        '/car/brandInfo',
        '/car/carInfo',
        '/car/compare',
        '/car/fastestRankList',
        '/car/indexPage',
        '/car/modelInfo',
        '/car/rangeRankList',
        '/car/recommendedNewReleaseRank',
        '/car/recommendedPopularCars',
        '/car/recommendedRangRank',
        '/car/recommendedTopCars',
        '/car/releaseRankList',
        '/car/suggest',
      ].sort(),
    );
    for (const [path] of withUnits) {
      for (const bad of ['furlongs', 'Imperial', 'metric,imperial', '<x-fuzz>']) {
        const answer = await api(path, { id: 1001, brand: 'porsche', model: 'taycan', cars: '1001', units: bad });
        expect(answer.status, `${path} ${bad}`).toBe(400);
        expect(answer.body).toMatchObject({ code: 400, data: { fields: { units: ['must be metric or imperial'] } } });
      }
    }
  });

  it('brand and model: an unknown one is a 404, a malformed slug a 400', async () => {
    expect((await api('/car/brandInfo', { brand: 'no-such-brand' })).status).toBe(404);
    expect((await api('/car/modelInfo', { brand: 'porsche', model: 'no-such-model' })).status).toBe(404);
    for (const slug of ['Porsche', 'a--b', '', 'x'.repeat(81), '../x']) {
      expect((await api('/car/brandInfo', { brand: slug })).status, slug).toBe(400);
      expect((await api('/car/modelInfo', { brand: 'porsche', model: slug })).status, slug).toBe(400);
    }
    expect((await api('/car/modelInfo', { brand: 'porsche' })).status).toBe(400);
  });
});
