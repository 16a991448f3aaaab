// Each page's loader called as React Router calls it, with the request context the Worker builds,
// against the seeded D1: what a visitor sees on the page, below the browser.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import defaultConfig from '../../domains/default.json';
import { listBrands } from '#app/catalogue/brands.server.ts';
import { toCard } from '#app/catalogue/card.ts';
import { getCar } from '#app/catalogue/cars.server.ts';
import { SIMILAR_SHOWN, similarCars, storedSimilarStatement } from '#app/catalogue/rankings.server.ts';
import { channelContext } from '#app/channel.ts';
import { clearDomainConfigCache } from '#app/domain/config.server.ts';
import { loader as rootLoader } from '#app/root.tsx';
import { loader as aboutLoader } from '#app/routes/about.tsx';
import { loader as carDetailLoader } from '#app/routes/car-detail/route.tsx';
import { unknownFigures } from '#app/routes/car-detail/spec-groups.ts';
import { loader as carListLoader, meta as carListMeta } from '#app/routes/car-list/route.tsx';
import { loader as carRankLoader } from '#app/routes/car-rank.tsx';
import { loader as homeLoader } from '#app/routes/home.tsx';
import { loader as unknownLoader } from '#app/routes/unknown.tsx';
import { loaderArgs, ORIGIN, thrownBy } from './helpers';
import { pagesOf, SEED_BRANDS, SEED_CARS, SEED_ELECTRIC, SEED_NOT_ROAD } from '../support/catalogue';

const NOT_ROAD = Object.keys(SEED_NOT_ROAD);
const LIST_PAGE_SIZE = 24;

/** How many of these cars have electric among their fuels, read from D1 itself. */
async function electricAmong(ids: number[]) {
  const row = await env.DB.prepare(
    `SELECT count(DISTINCT car_id) AS n FROM car_tags WHERE kind = 'fuel' AND value = 'electric' AND car_id IN (${ids.map(() => '?').join(', ')})`,
  )
    .bind(...ids)
    .first<{ n: number }>();
  return row?.n;
}

describe('home', () => {
  it('shows the teasers and every brand', async () => {
    const data = await homeLoader(await loaderArgs('/', {}));
    expect(data.channel).toBeNull();
    expect(data.top).toHaveLength(8);
    expect(data.newest).toHaveLength(8);
    expect(data.fastest).toHaveLength(8);
    // the quickest cars, quickest first, and only road cars
    const times = data.fastest.map((car) => car.accel0To100S!);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(data.fastest.every((car) => !NOT_ROAD.includes(car.status))).toBe(true);
    // the 12 brands with the most cars, by name; the count names them all
    expect(data.brandCount).toBe(SEED_BRANDS);
    expect(data.brands).toHaveLength(12);
    const labels = data.brands.map((brand) => brand.label);
    expect(labels).toEqual(labels.toSorted((a, b) => a.localeCompare(b)));
    // none left out has more cars than one shown
    const shown = new Set(labels);
    const leftOut = (await listBrands(env.DB)).filter((brand) => !shown.has(brand.label));
    expect(Math.max(...leftOut.map((brand) => brand.count))).toBeLessThanOrEqual(Math.min(...data.brands.map((brand) => brand.count)));
    expect(data.background.pc).toBe(defaultConfig.homeBackground.pc);
    // without a focus, each row's full ranking is the whole catalogue's
    expect(data.more).toEqual({ top: '/car-list?sort=power', newest: '/car-rank', fastest: '/car-rank?by=accel' });
  });

  it('keeps the channel a page is visited under', async () => {
    const data = await homeLoader(await loaderArgs('/channel7', { channel: 'channel7' }));
    expect(data.channel).toBe('channel7');
  });

  it("leads with the domain's focus when its config sets one", async () => {
    expect((await homeLoader(await loaderArgs('/', {}))).focus).toBeNull();
    const host = 'volts.example';
    await env.DOMAIN_CONFIG.put(
      `domain:${host}`,
      JSON.stringify({ ...defaultConfig, homeFocus: { title: 'Electric cars on sale', filter: { fuel: 'electric' } } }),
    );
    try {
      const data = await homeLoader(await loaderArgs(`https://${host}/`, {}));
      expect(data.focus?.title).toBe('Electric cars on sale');
      expect(data.focus?.more).toBe('/car-list?fuel=electric&status=current&sort=newest');
      const ids = data.focus!.cars.map((car) => car.id);
      expect(ids).toHaveLength(8);
      expect(await electricAmong(ids)).toBe(8);
      expect(data.focus!.cars.every((car) => car.status === 'current')).toBe(true);
      // one version of each model, newest first: not three trims of one car
      const focused = await Promise.all(ids.map((id) => getCar(env.DB, id)));
      expect(new Set(focused.map((car) => `${car!.brand}|${car!.model}`)).size).toBe(8);
      const launches = focused.map((car) => car!.launchYear ?? 0);
      expect(launches).toEqual([...launches].sort((a, b) => b - a));
      // the focus is the newest of its cars: its row takes the place of "Newest releases"
      expect(data.newest).toBeNull();
      // every row keeps to the focus, and its full ranking is the focus's list in the row's order
      for (const row of [data.top, data.popular, data.fastest]) {
        expect(row.length).toBeGreaterThan(0);
        expect(await electricAmong(row.map((car) => car.id))).toBe(row.length);
      }
      expect(data.top).toHaveLength(8);
      const times = data.fastest.map((car) => car.accel0To100S!);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(data.more).toEqual({
        top: '/car-list?fuel=electric&sort=power',
        newest: '/car-list?fuel=electric&sort=newest',
        fastest: '/car-list?fuel=electric&sort=fastest',
      });
    } finally {
      clearDomainConfigCache();
      await env.DOMAIN_CONFIG.delete(`domain:${host}`);
    }
  });

  it("keeps the quick filters to the domain's focus, leaving out the focus itself and what has no car in it", async () => {
    const generic = (await homeLoader(await loaderArgs('/', {}))).quickFilters;
    expect(generic.map((link) => link.label)).toEqual([
      'Family cars',
      'City cars',
      'Electric',
      'SUVs',
      '7 seaters',
      'Performance',
      'Under $20k',
      'Off-road',
      'Luxury',
    ]);
    // each to the cars on sale: a visitor asking for cars under $20k is shopping
    expect(generic[0]!.to).toBe('/car-list?purpose=family&status=current');
    expect(generic.every((link) => link.to.endsWith('&status=current'))).toBe(true);
    const host = 'volts.example';
    const withFocus = async (filter: Record<string, string>) => {
      clearDomainConfigCache();
      await env.DOMAIN_CONFIG.put(`domain:${host}`, JSON.stringify({ ...defaultConfig, homeFocus: { title: 'Focus', filter } }));
      return (await homeLoader(await loaderArgs(`https://${host}/`, {}))).quickFilters;
    };
    // every link leads to a list with cars on sale in it
    const onSale = async (to: string) => {
      const { result } = await carListLoader(await loaderArgs(to, {}));
      return result.total;
    };
    try {
      const electric = await withFocus({ fuel: 'electric' });
      expect(electric.map((link) => link.label)).not.toContain('Electric');
      expect(electric.find((link) => link.label === 'Family cars')!.to).toBe('/car-list?purpose=family&fuel=electric&status=current');
      expect(electric.find((link) => link.label === 'SUVs')!.to).toBe('/car-list?type=suv&fuel=electric&status=current');
      for (const link of electric) {
        expect(link.to).toContain('fuel=electric');
        expect(await onSale(link.to), link.to).toBeGreaterThan(0);
      }
      // a focus of few cars (two natural-gas hatchbacks on sale) keeps only the filters that find some of them
      const gas = await withFocus({ fuel: 'cng' });
      expect(gas.length).toBeGreaterThan(0);
      expect(gas.length).toBeLessThan(electric.length);
      for (const link of gas) expect(await onSale(link.to), link.to).toBeGreaterThan(0);
      const left = generic.filter((link) => link.label !== 'Electric' && !gas.some((kept) => kept.label === link.label));
      expect(left.length).toBeGreaterThan(0);
      for (const link of left) expect(await onSale(link.to.replace('&status', '&fuel=cng&status')), link.to).toBe(0);
    } finally {
      clearDomainConfigCache();
      await env.DOMAIN_CONFIG.delete(`domain:${host}`);
    }
  });
});

describe('car list', () => {
  it('lists the whole catalogue, first page, by brand', async () => {
    const { result } = await carListLoader(await loaderArgs('/car-list', {}));
    expect(result.total).toBe(SEED_CARS);
    expect(result.totalPages).toBe(pagesOf(SEED_CARS, LIST_PAGE_SIZE));
    expect(result.list).toHaveLength(LIST_PAGE_SIZE);
    expect(result.list[0]).toMatchObject({ brand: 'Abarth' });
  });

  it('filters: the count and the cars shown follow the filter', async () => {
    const { result } = await carListLoader(await loaderArgs('/car-list?type=suv&fuel=electric', {}));
    expect(result.total).toBeGreaterThan(0);
    expect(result.total).toBeLessThan(SEED_ELECTRIC);
    expect(result.list.every((car) => car.bodyType === 'suv')).toBe(true);
    expect(await electricAmong(result.list.map((car) => car.id))).toBe(result.list.length);
    const { result: electric } = await carListLoader(await loaderArgs('/car-list?fuel=electric', {}));
    expect(electric.total).toBe(SEED_ELECTRIC);
    expect(electric.list[0]!.brand <= electric.list.at(-1)!.brand).toBe(true);
  });

  it('redirects a bad or default filter to the clean address', async () => {
    expect(await thrownBy(carListLoader(await loaderArgs('/car-list?fuel=unicorn&type=suv&page=1', {})))).toEqual({
      status: 302,
      location: '/car-list?type=suv',
    });
    expect(await thrownBy(carListLoader(await loaderArgs('/channel7/car-list?brand=nosuchbrand', { channel: 'channel7' })))).toEqual({
      status: 302,
      location: '/channel7/car-list',
    });
    // a search with control characters in it: never in the page's title or heading
    expect(await thrownBy(carListLoader(await loaderArgs('/car-list?q=%00', {})))).toEqual({ status: 302, location: '/car-list' });
    expect(await thrownBy(carListLoader(await loaderArgs('/car-list?q=%01tesla%1B', {})))).toEqual({
      status: 302,
      location: '/car-list?q=tesla',
    });
  });

  it('redirects a page past the end to the last page, however far past, and an empty list to its first', async () => {
    const last = pagesOf(SEED_ELECTRIC, LIST_PAGE_SIZE);
    for (const page of ['999', '1001', '99999999999999999999']) {
      expect(await thrownBy(carListLoader(await loaderArgs(`/car-list?fuel=electric&page=${page}`, {}))), page).toEqual({
        status: 302,
        location: `/car-list?fuel=electric&page=${last}`,
      });
    }
    expect(await thrownBy(carListLoader(await loaderArgs('/car-list?brand=bmw&fuel=hydrogen&page=2', {})))).toEqual({
      status: 302,
      location: '/car-list?brand=bmw&fuel=hydrogen',
    });
  });

  it('reads an option in capitals as that option, and cuts a long search after its last whole word', async () => {
    expect(await thrownBy(carListLoader(await loaderArgs('/car-list?brand=BMW&type=SUV&sort=Price-Asc', {})))).toEqual({
      status: 302,
      location: '/car-list?brand=bmw&type=suv&sort=price-asc',
    });
    // 94 characters: the first 80 end inside "taycan", which goes
    const long = `${'porsche '.repeat(11)}taycan`;
    expect(await thrownBy(carListLoader(await loaderArgs(`/car-list?q=${encodeURIComponent(long)}`, {})))).toEqual({
      status: 302,
      location: `/car-list?q=${'porsche+'.repeat(10).slice(0, -1)}`,
    });
  });

  it('names a brand that the other filters leave no car, and says which words of a long search were not searched', async () => {
    const { title, chips, result } = await carListLoader(await loaderArgs('/car-list?brand=bmw&fuel=hydrogen', {}));
    expect(result.total).toBe(0);
    expect(title).toBe('Cars: BMW · Hydrogen');
    expect(chips.map((chip) => chip.text)).toContain('Brand: BMW');
    expect(result.facets.brand.find((option) => option.value === 'bmw')).toEqual({ value: 'bmw', label: 'BMW', count: 0 });
    const searched = await carListLoader(await loaderArgs('/car-list?q=mercedes+benz+amg+gt+63+s+zzz', {}));
    expect(searched.lede).toBe('1 car. A search takes its first 6 words: “zzz” was not searched.');
    const plain = await carListLoader(await loaderArgs('/car-list?q=mercedes+amg+gt+63', {}));
    expect(plain.lede).toMatch(/^\d+ cars?$/);
  });

  it('names the plain list as canonical under a channel', async () => {
    const args = await loaderArgs('/channel7/car-list', { channel: 'channel7' });
    const [loaderData, rootData] = await Promise.all([carListLoader(args), rootLoader(args)]);
    // the parts of React Router's meta arguments the route reads
    const tags = carListMeta({
      loaderData,
      location: { pathname: '/channel7/car-list', search: '', hash: '', state: null, key: 'default', unstable_mask: undefined },
      matches: [{ id: 'root', loaderData: rootData }],
    } as unknown as Parameters<typeof carListMeta>[0]);
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/car-list` });
  });
});

describe('rankings', () => {
  it.each([
    ['accel', (car: { accel0To100S: number | null }) => car.accel0To100S!, 'ascending'],
    ['topSpeed', (car: { topSpeedKmh: number | null }) => car.topSpeedKmh!, 'descending'],
  ] as const)('ranks %s: in order, road cars only', async (by, figure, order) => {
    const { ranking } = await carRankLoader(await loaderArgs(`/car-rank?by=${by}`, {}));
    expect(ranking.list).toHaveLength(20);
    expect(ranking.list.map((car) => car.rank)).toEqual(ranking.list.map((_, index) => index + 1));
    const figures = ranking.list.map((car) => figure(car));
    expect(figures).toEqual([...figures].sort((a, b) => (order === 'ascending' ? a - b : b - a)));
    expect(ranking.list.every((car) => !NOT_ROAD.includes(car.status))).toBe(true);
  });

  it('ranks newest releases by default, newest first', async () => {
    const { by, ranking } = await carRankLoader(await loaderArgs('/car-rank', {}));
    expect(by).toBe('newest');
    // each card says its year in words (`Launched 2025`, `First US model year 2024`)
    const years = ranking.list.map((car) => Number(/\d{4}/.exec(car.year ?? '')?.[0]));
    expect(years.every((year) => year > 1900)).toBe(true);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('redirects an unknown ranking or a page past the end, however far past', async () => {
    expect(await thrownBy(carRankLoader(await loaderArgs('/car-rank?by=weight', {})))).toEqual({ status: 302, location: '/car-rank' });
    const { ranking } = await carRankLoader(await loaderArgs('/car-rank?by=accel', {}));
    for (const page of [ranking.totalPages + 1, 1001, 99999]) {
      expect(await thrownBy(carRankLoader(await loaderArgs(`/car-rank?by=accel&page=${page}`, {}))), String(page)).toEqual({
        status: 302,
        location: `/car-rank?by=accel&page=${ranking.totalPages}`,
      });
    }
  });
});

describe('car page', () => {
  const ferrari = { carName: 'ferrari-sf90-stradale', id: '1001' };

  it('shows the car, its figures and similar cars', async () => {
    const data = await carDetailLoader(await loaderArgs('/cars/ferrari-sf90-stradale/1001', ferrari));
    expect(data.car).toMatchObject({ id: 1001, brand: 'Ferrari', name: 'SF90 Stradale' });
    const tiles = data.keyTiles.map(({ label, parts }) => [label, parts.map((part) => part.text).join('')]);
    // its figures in the domain's metric units (no power: the source's 963 hp is no Ferrari figure), then
    // what the car is
    expect(tiles).toEqual([
      ['0–100 km/h', '2.5 s'],
      ['Top speed', '340 km/h'],
      ['Fuel', 'Plug-in hybrid'],
      ['Body', 'Coupé'],
      ['Seats', '2'],
    ]);
    // a plug-in hybrid's EPA range is electric only: no Range tile for it (above); an electric car
    // without a stated range shows the EPA's, named so, as its spec group does
    const tesla = await carDetailLoader(await loaderArgs('/cars/tesla-model-3/1659', { carName: 'tesla-model-3', id: '1659' }));
    const range = tesla.keyTiles.find((tile) => tile.label.startsWith('Range'));
    expect([range?.label, range?.parts.map((part) => part.text).join('')]).toEqual(['Range (EPA)', '438–584 km']);
    expect(tesla.groups.flatMap((group) => group.rows)).toContainEqual({ label: 'Electric range (EPA)', value: '438–584 km' });
    // and the plug-in hybrid's says what it is: its range on electricity alone
    expect(data.groups.flatMap((group) => group.rows).find((row) => row.label.includes('range'))).toEqual({
      label: 'Electric range (EPA)',
      value: '14 km',
    });
    // an electric car's tailpipe CO₂ (0 g) is no row of its own
    expect(tesla.groups.flatMap((group) => group.rows).some((row) => row.label.startsWith('Tailpipe'))).toBe(false);
    // the US note says whose figures they are; one model year is "model year", not "model years"
    expect(data.groups.find((group) => group.id === 'economy')?.note).toBe(
      'From FuelEconomy.gov (US EPA), SF90 Stradale Coupe and SF90 Stradale: the figures of 3 US versions, model years 2022–2024.',
    );
    // three US names read as a list
    const golf = await carDetailLoader(await loaderArgs('/cars/volkswagen-golf/1272', { carName: 'volkswagen-golf', id: '1272' }));
    expect(golf.groups.find((group) => group.id === 'economy')?.note).toMatch(
      /^From FuelEconomy\.gov \(US EPA\), Golf\/GTI, R32 and Rabbit: /,
    );
    // what no source states is named under the groups, not left out without a word: the Golf's
    // nameplate is older than the EPA's file, so nothing dates it; a Plaid's sources state all of it
    expect(golf.unknown).toBe('launch year, dimensions and boot size');
    expect(data.unknown).toBe('power, battery size, dimensions and boot size');
    // a plug-in hybrid is asked its battery and its electric range too; a pickup no boot
    const gte = await carDetailLoader(await loaderArgs('/cars/volkswagen-golf-gte/1332', { carName: 'volkswagen-golf-gte', id: '1332' }));
    expect(gte.unknown).toMatch(/\bbattery size, electric range\b/);
    const hummer = await carDetailLoader(
      await loaderArgs('/cars/gmc-hummer-ev-pickup-edition-1/1793', { carName: 'gmc-hummer-ev-pickup-edition-1', id: '1793' }),
    );
    expect(hummer.unknown).not.toMatch(/boot/);
    // a people carrier is asked its boot, a work van not
    const multivan = await carDetailLoader(
      await loaderArgs('/cars/volkswagen-multivan/1301', { carName: 'volkswagen-multivan', id: '1301' }),
    );
    expect(multivan.unknown).toMatch(/\bboot size$/);
    const crafter = await carDetailLoader(await loaderArgs('/cars/volkswagen-crafter/1311', { carName: 'volkswagen-crafter', id: '1311' }));
    expect(crafter.unknown).not.toMatch(/boot/);
    // nor the launch, economy or boot of a car never sold, nor a race car’s economy or boot
    const roadster = await carDetailLoader(await loaderArgs('/cars/tesla-roadster-2/1666', { carName: 'tesla-roadster-2', id: '1666' }));
    expect(roadster.unknown).toBe('torque, 0–100 km/h time, drivetrain, range and dimensions');
    const cup = await carDetailLoader(await loaderArgs('/cars/porsche-911-gt3-cup/1621', { carName: 'porsche-911-gt3-cup', id: '1621' }));
    expect(cup.unknown).toBe('drivetrain and dimensions');
    const plaid = await carDetailLoader(await loaderArgs('/cars/tesla-model-s-plaid/1658', { carName: 'tesla-model-s-plaid', id: '1658' }));
    expect(plaid.unknown).toBeNull();
    const monza = await carDetailLoader(await loaderArgs('/cars/ferrari-monza-sp2/1014', { carName: 'ferrari-monza-sp2', id: '1014' }));
    // the Monza SP2's figures the curated table cleared (the 812 GTS's) are unknown too; its 2.9 s is its own
    expect(monza.unknown).toBe('power, top speed, dimensions and boot size');
    // an engine is asked only where no source describes it, the US figures' size and cylinders
    // included: the Corolla's listing, cleared, leaves them; with those cleared too it is asked
    const corolla = (await getCar(env.DB, 1201))!;
    expect(corolla).toMatchObject({ brand: 'Toyota', name: 'Corolla', engine: 'I4' });
    expect(unknownFigures(corolla, 'metric')).not.toMatch(/engine/);
    const unlisted = { ...corolla, engine: null, displacementCc: null, cylinders: null };
    expect(unknownFigures(unlisted, 'metric')).not.toMatch(/engine/);
    // (and its torque: the listing's 200 Nm, no 139 hp 1.8's, was cleared)
    expect(unknownFigures({ ...unlisted, epa: { ...corolla.epa!, displacementL: null, cylinders: null } }, 'metric')).toBe(
      'body type, torque, engine, dimensions and boot size',
    );
    // an electric car has no engine to ask of
    expect(unknownFigures({ ...unlisted, fuels: ['electric'], epa: null }, 'metric')).not.toMatch(/engine|fuel economy/);
    const economy = monza.groups.find((group) => group.id === 'economy');
    expect(economy?.note).toMatch(/: the figures of one US version, model year 2023\.$/);
    expect(economy?.rows).toContainEqual({ label: 'Sold in the US as Monza SP2', value: 'model year 2023' });
    // its year as its card words it: the CT4's dated by its first US model year, the Monza SP2's by
    // its curated launch (its deliveries began in 2019, years before the EPA's one row)
    const ct4 = await carDetailLoader(await loaderArgs('/cars/cadillac-ct4/1598', { carName: 'cadillac-ct4', id: '1598' }));
    expect(ct4.groups[0]!.rows).toContainEqual({ label: 'First US model year', value: '2020' });
    expect(data.groups[0]!.rows).toContainEqual({ label: 'Launched', value: '2020' });
    expect(monza.groups[0]!.rows).toContainEqual({ label: 'Launched', value: '2019' });
    expect(monza.groups[0]!.rows.some((row) => row.label === 'First US model year')).toBe(false);
    // two ranges on one page say which test each is from
    const ioniq = await carDetailLoader(
      await loaderArgs('/cars/hyundai-ioniq-9-long-range-awd/2372', { carName: 'hyundai-ioniq-9-long-range-awd', id: '2372' }),
    );
    expect(ioniq.groups.find((group) => group.id === 'battery')?.note).toMatch(
      /^Range and efficiency as the EV specifications state them\. The range is close to the EPA’s .*usually below a maker’s WLTP figure; the efficiency is a rated figure, .* lower than the battery over the range shown\. The US figures are the EPA’s/,
    );
    // a stated range and efficiency that do not divide out say why, with or without US figures
    const ev3 = await carDetailLoader(await loaderArgs('/cars/kia-ev3-long-range/2381', { carName: 'kia-ev3-long-range', id: '2381' }));
    const battery = ev3.groups.find((group) => group.id === 'battery');
    expect(battery?.note).toMatch(/the efficiency is a rated figure, close to the battery over the WLTP range/);
    expect(battery?.rows.map((row) => row.label)).toContain('Rated efficiency');
    // in US units the rated figure is the larger number: more miles per kWh, not less energy per mile
    const ev3Us = await carDetailLoader(
      await loaderArgs(
        '/cars/kia-ev3-long-range/2381',
        { carName: 'kia-ev3-long-range', id: '2381' },
        { headers: { Cookie: 'carlog_units=imperial' } },
      ),
    );
    expect(ev3Us.groups.find((group) => group.id === 'battery')?.note).toMatch(
      /so it is more miles per kWh than the range shown over the battery\.$/,
    );
    // where the rated figure is above the battery over the range (174 Wh/km; 82.3 kWh over 490 km is 168), no sum it does not bear out
    const taycan = await carDetailLoader(
      await loaderArgs('/cars/porsche-taycan-4s-82-3-kwh/1558', { carName: 'porsche-taycan-4s-82-3-kwh', id: '1558' }),
    );
    const taycanNote = taycan.groups.find((group) => group.id === 'battery')?.note;
    expect(taycanNote).toMatch(/the efficiency is a rated figure, close to the battery over the WLTP range\./);
    expect(taycanNote).not.toMatch(/lower than the battery/);
    expect(tesla.groups.find((group) => group.id === 'battery')?.note).toBeUndefined();
    // the segment by its name: the source's code ("JB - Compact") says again what the body type says
    const abarth = await carDetailLoader(
      await loaderArgs('/cars/abarth-600e-turismo/2218', { carName: 'abarth-600e-turismo', id: '2218' }),
    );
    expect(abarth.groups.flatMap((group) => group.rows)).toContainEqual({ label: 'Segment', value: 'Compact' });
    expect(data.description).toBe(
      // no price or power: the source's are not Ferrari's (the curated table clears them)
      'Ferrari SF90 Stradale: 0–100 km/h 2.5 s, top speed 340 km/h. Every published figure, and similar cars.',
    );
    expect(data.groups.length).toBeGreaterThan(0);
    expect(data.similar.length).toBeGreaterThan(0);
    expect(data.similar.some((car) => car.id === 1001)).toBe(false);
    expect(data.photos.list).toEqual([]);
  });

  it('sends the popular cars other than this one as cards, with only what a card shows', async () => {
    const data = await carDetailLoader(await loaderArgs('/cars/ferrari-sf90-stradale/1001', ferrari));
    expect(data.popular).toHaveLength(4);
    expect(data.popular.some((car) => car.id === 1001)).toBe(false);
    const [first] = data.popular;
    expect(Object.keys(first!).sort()).toEqual(
      Object.keys(toCard({ ...first!, launchYear: null, launchBasis: null, modelYear: null })).sort(),
    );
    expect(first).toHaveProperty('priceMinUsd');
    expect(first).toHaveProperty('year');
    expect(first).not.toHaveProperty('model');
    expect(first).not.toHaveProperty('launchYear');
  });

  it("keeps the popular cars to the domain's focus, filled from every car's only when the focus has too few", async () => {
    const host = 'volts.example';
    const withFocus = (filter: Record<string, string>) =>
      env.DOMAIN_CONFIG.put(`domain:${host}`, JSON.stringify({ ...defaultConfig, homeFocus: { title: 'Focus', filter } }));
    const gas = await env.DB.prepare(
      `SELECT c.id, c.slug FROM cars c JOIN car_tags t ON t.car_id = c.id AND t.kind = 'fuel' AND t.value = 'cng'
       WHERE c.status = 'current' ORDER BY c.id`,
    ).all<{ id: number; slug: string }>();
    try {
      // an electric domain's petrol car: its popular row is electric cars
      await withFocus({ fuel: 'electric' });
      const electric = await carDetailLoader(await loaderArgs(`https://${host}/cars/ferrari-sf90-stradale/1001`, ferrari));
      expect(electric.popular).toHaveLength(4);
      expect(await electricAmong(electric.popular.map((car) => car.id))).toBe(4);
      // and so are the recommended cars of the page's client state, the same list
      const { recommendList } = (await rootLoader(await loaderArgs(`https://${host}/cars/ferrari-sf90-stradale/1001`, {}))).clientState;
      expect(recommendList.length).toBeGreaterThan(0);
      expect(await electricAmong(recommendList.map((car) => car.id))).toBe(recommendList.length);
      // a focus of fewer cars than the row: its own cars first, the rest from every car's popular list
      clearDomainConfigCache();
      await withFocus({ fuel: 'cng' });
      expect(gas.results.length).toBeGreaterThanOrEqual(2);
      const [car, other] = gas.results;
      const data = await carDetailLoader(
        await loaderArgs(`https://${host}/cars/${car!.slug}/${car!.id}`, { carName: car!.slug, id: String(car!.id) }),
      );
      expect(data.popular).toHaveLength(4);
      expect(data.popular[0]!.id).toBe(other!.id);
      expect(data.popular.some((card) => card.id === car!.id)).toBe(false);
      expect(new Set(data.popular.map((card) => card.id)).size).toBe(4);
    } finally {
      clearDomainConfigCache();
      await env.DOMAIN_CONFIG.delete(`domain:${host}`);
    }
  });

  it('finds similar cars like for like: the family first, then the same body type', async () => {
    const family = await env.DB.prepare(
      `SELECT min(id) AS id FROM cars WHERE status IN ('current', 'discontinued') AND body_type IN ('suv', 'sedan', 'hatchback')
       GROUP BY brand, model HAVING count(*) >= 5 ORDER BY brand, model LIMIT 1`,
    ).first<{ id: number }>();
    const car = (await getCar(env.DB, family!.id))!;
    const similar = await similarCars(env.DB, car, 6);
    expect(similar).toHaveLength(6);
    const sameFamily = similar.filter((other) => other.brand === car.brand && other.model === car.model);
    expect(sameFamily).toHaveLength(3);
    expect(similar.slice(0, 3)).toEqual(sameFamily);
    expect(similar.slice(3).every((other) => other.bodyType === car.bodyType)).toBe(true);
    expect(similar.some((other) => other.id === car.id)).toBe(false);
  });

  it('finds an electric car electric ones of its kind before petrol ones closer in price', async () => {
    // the bZ3 publishes its price, power and time: electric saloons near in time are as near as
    // petrol ones near in price
    const car = (await getCar(env.DB, 1249))!;
    expect([car.name, car.bodyType, car.fuel]).toEqual(['bZ3', 'sedan', 'electric']);
    const similar = await similarCars(env.DB, car, 6);
    const others = similar.filter((other) => !(other.brand === car.brand && other.model === car.model));
    expect(others.length).toBeGreaterThan(0);
    expect(others.map((other) => [other.bodyType, other.fuel])).toEqual(others.map(() => ['sedan', 'electric']));
  });

  it('finds a supercar supercars near its power, not a coupé of a fraction of it', async () => {
    const car = (await getCar(env.DB, 1006))!;
    expect([car.name, car.bodyType, car.fuel, car.priceMinUsd, car.powerHp]).toEqual(['720S', 'coupe', 'petrol', null, 710]);
    // the catalogue has petrol coupés of under half its power
    const weak = await env.DB.prepare(
      `SELECT count(*) AS cars FROM cars WHERE body_type = 'coupe' AND fuel = 'petrol' AND power_hp * 2 < ? AND status IN ('current', 'discontinued')`,
    )
      .bind(car.powerHp)
      .first<{ cars: number }>();
    expect(weak!.cars).toBeGreaterThan(10);
    const similar = await similarCars(env.DB, car, 6);
    expect(similar).toHaveLength(6);
    // every one that publishes its power within twice or half the car's, coupés all; one that does not
    // is near in the figures both publish (its 2.9 s to 100 km/h)
    expect(
      similar.filter((other) => other.powerHp !== null && (other.powerHp * 2 < car.powerHp! || other.powerHp > car.powerHp! * 2)),
    ).toEqual([]);
    for (const other of similar.filter((candidate) => candidate.powerHp === null)) {
      expect(other.accel0To100S! * 2 >= car.accel0To100S! && other.accel0To100S! <= car.accel0To100S! * 2, other.name).toBe(true);
    }
    expect(similar.map((other) => other.bodyType)).toEqual(similar.map(() => 'coupe'));
    // a car that publishes neither price nor power (the SF90's are cleared) is matched on its time:
    // supercars, never the 68 hp XL1 beside it among the plug-in hybrid coupés
    const sf90 = (await getCar(env.DB, 1001))!;
    expect([sf90.priceMinUsd, sf90.powerHp, sf90.accel0To100S]).toEqual([null, null, 2.5]);
    const itsLike = await similarCars(env.DB, sf90, 6);
    expect(itsLike).toHaveLength(6);
    for (const other of itsLike) expect(other.accel0To100S !== null && other.accel0To100S <= 5, other.name).toBe(true);
    expect(itsLike.map((other) => other.name)).not.toContain('XL1');
  });

  it('finds a hypercar near in one figure before a coupé on its fuel near in none', async () => {
    const car = (await getCar(env.DB, 1034))!;
    expect([car.name, car.bodyType, car.fuel, car.priceMinUsd, car.powerHp, car.accel0To100S]).toEqual([
      'Valhalla',
      'coupe',
      'plug-in-hybrid',
      1_100_000,
      null,
      2.5,
    ]);
    const similar = await similarCars(env.DB, car, 6);
    expect(similar).toHaveLength(6);
    // the XL1 shares its body type and fuel but is more than twice off in price and time; a $518,000
    // Aventador SVJ is more than twice off in price but not in time, and comes first
    const near = (mine: number, theirs: number | null) => theirs !== null && theirs * 2 >= mine && theirs <= mine * 2;
    for (const other of similar) {
      expect(near(car.priceMinUsd!, other.priceMinUsd) || near(car.accel0To100S!, other.accel0To100S), other.name).toBe(true);
    }
    expect(similar.map((other) => other.name)).not.toContain('XL1');
    expect(similar.map((other) => other.bodyType)).toEqual(similar.map(() => 'coupe'));
  });

  it('finds a hot hatchback hot hatchbacks, not the economy cars at its price', async () => {
    const car = (await getCar(env.DB, 1264))!;
    expect([car.name, car.bodyType, car.priceMinUsd, car.powerHp]).toEqual(['Veloster N', 'hatchback', 25_000, 275]);
    // the catalogue has petrol hatchbacks of under 180 hp within $2,000 of its price
    const economy = await env.DB.prepare(
      `SELECT name FROM cars WHERE body_type = 'hatchback' AND fuel = 'petrol' AND power_hp < 180 AND abs(price_min_usd - 25000) <= 2000`,
    ).all<{ name: string }>();
    expect(economy.results.length).toBeGreaterThan(2);
    const similar = await similarCars(env.DB, car, 6);
    expect(similar).toHaveLength(6);
    for (const other of similar) expect(other.powerHp! * 1.5, other.name).toBeGreaterThan(car.powerHp!);
  });

  it('shows one version of each other model before a second', async () => {
    const car = (await getCar(env.DB, 1128))!;
    expect([car.brand, car.name]).toEqual(['Audi', 'A8']);
    // the catalogue has three Jaguar XJs near its price and power
    const xj = await env.DB.prepare(`SELECT count(*) AS n FROM cars WHERE brand_slug = 'jaguar' AND model_slug = 'xj'`).first<{
      n: number;
    }>();
    expect(xj!.n).toBeGreaterThanOrEqual(3);
    const similar = await similarCars(env.DB, car, 6);
    const others = similar.filter((other) => other.modelSlug !== car.modelSlug).map((other) => `${other.brand} ${other.modelSlug}`);
    expect(others.length).toBeGreaterThan(3);
    expect(new Set(others).size).toBe(others.length);
  });

  it('finds a commercial truck pickups, not the road cars nearest its price', async () => {
    const car = (await getCar(env.DB, 2045))!;
    expect([car.name, car.bodyType, car.status]).toEqual(['F-450 Super Duty', 'truck', 'commercial']);
    const similar = await similarCars(env.DB, car, 6);
    expect(similar).toHaveLength(6);
    expect(similar.map((other) => other.bodyType)).toEqual(similar.map(() => 'pickup'));
  });

  it('fills the row of a car whose body type is not known with cars on its fuel first', async () => {
    const car = (await getCar(env.DB, 2013))!;
    expect([car.brand, car.name, car.bodyType, car.fuel]).toEqual(['Ford', 'Fiesta', null, 'petrol']);
    // a diesel utility vehicle at the very same price was among them
    const similar = await similarCars(env.DB, car, 6);
    expect(similar).toHaveLength(6);
    expect(similar.map((other) => other.fuel)).toEqual(similar.map(() => 'petrol'));
  });

  it('finds a car without price or power the cars nearest its 0–100 km/h time, not the first by name', async () => {
    const car = (await getCar(env.DB, 2628))!;
    expect([car.name, car.priceMinUsd, car.powerHp, car.accel0To100S]).toEqual(['ID.3 Pro S', null, null, 7.1]);
    const similar = await similarCars(env.DB, car, 6);
    expect(similar).toHaveLength(6);
    // its family's versions and electric hatchbacks: the versions nearest its 7.1 s (the ID.3 Pro at
    // 7.3 s, the Pure at 8.2 s, the GTX at 5.9 s), the other models within a second of it
    expect(similar.map((other) => [other.bodyType, other.fuel])).toEqual(similar.map(() => ['hatchback', 'electric']));
    const versions = similar.filter((other) => other.modelSlug === car.modelSlug);
    expect(versions.map((other) => other.name).sort()).toEqual(['ID.3 GTX', 'ID.3 Pro', 'ID.3 Pure']);
    expect(similar.filter((other) => other.modelSlug !== car.modelSlug && Math.abs(other.accel0To100S! - 7.1) > 1)).toEqual([]);
  });

  it("stores every car's similar cars as the live statements find them today", async () => {
    // the seed's answers (scripts/import/similar.ts) go stale if the statements or the catalogue change
    // without a new import: every car's stored row, in order, is what a live read gives
    const { results } = await env.DB.prepare('SELECT id FROM cars ORDER BY id').all<{ id: number }>();
    expect(results.length).toBeGreaterThan(1000);
    const differing: number[] = [];
    for (const { id } of results) {
      const car = (await getCar(env.DB, id))!;
      const [stored, live] = await Promise.all([storedSimilarStatement(env.DB, id), similarCars(env.DB, car, SIMILAR_SHOWN)]);
      if (stored.map((row) => row.id).join() !== live.map((row) => row.id).join()) differing.push(id);
    }
    expect(differing, 'run `npm run import:catalogue` after changing how similar cars are found').toEqual([]);
  });

  it("shows a car's stored similar cars, and reads them live where the seed stored none", async () => {
    const stored = await env.DB.prepare('SELECT * FROM car_similar WHERE car_id = 1001 ORDER BY position').all();
    expect(stored.results).toHaveLength(SIMILAR_SHOWN);
    const similarShown = async () => (await carDetailLoader(await loaderArgs('/cars/ferrari-sf90-stradale/1001', ferrari))).similar;
    try {
      // the page shows what is stored, in the stored order
      await env.DB.prepare('UPDATE car_similar SET position = 10 - position WHERE car_id = 1001').run();
      expect((await similarShown()).map((card) => card.id)).toEqual(stored.results.map((row) => row.similar_id).reverse());
      await env.DB.prepare('DELETE FROM car_similar WHERE car_id = 1001').run();
      expect((await similarShown()).map((card) => card.id)).toEqual(stored.results.map((row) => row.similar_id));
    } finally {
      await env.DB.prepare('DELETE FROM car_similar WHERE car_id = 1001').run();
      await env.DB.batch(
        stored.results.map((row) =>
          env.DB.prepare('INSERT INTO car_similar (car_id, position, similar_id) VALUES (?, ?, ?)').bind(
            row.car_id,
            row.position,
            row.similar_id,
          ),
        ),
      );
    }
  });

  it('moves an old name to the current address for good, keeping the channel', async () => {
    expect(
      await thrownBy(
        carDetailLoader(await loaderArgs('/channel7/cars/ferrari-sf90/1001', { ...ferrari, carName: 'ferrari-sf90', channel: 'channel7' })),
      ),
    ).toEqual({
      status: 301,
      location: '/channel7/cars/ferrari-sf90-stradale/1001',
    });
  });

  it('moves a merged car to the car it became', async () => {
    const moved = await thrownBy(
      carDetailLoader(await loaderArgs('/cars/lamborghini-aventador/1060', { carName: 'lamborghini-aventador', id: '1060' })),
    );
    expect(moved.status).toBe(301);
    expect(moved.location).toMatch(/^\/cars\/lamborghini-[a-z0-9-]+\/1055$/);
  });

  it('answers 404 for a car id no car has', async () => {
    expect(await thrownBy(carDetailLoader(await loaderArgs('/cars/any/999999', { carName: 'any', id: '999999' })))).toEqual({
      status: 404,
      location: null,
    });
    // nor the address of a listing left out as a car never built (decision 119): no other car's page
    const neverBuilt = { carName: 'porsche-911-sport-turismo', id: '1624' };
    expect(await thrownBy(carDetailLoader(await loaderArgs('/cars/porsche-911-sport-turismo/1624', neverBuilt)))).toEqual({
      status: 404,
      location: null,
    });
  });

  it.each(['0', '1e3', 'abc', '01001', '1001.0'])('answers 400 for an id that is not one in decimal digits (%s)', async (id) => {
    expect(await thrownBy(carDetailLoader(await loaderArgs(`/cars/any/${id}`, { carName: 'any', id })))).toEqual({
      status: 400,
      location: null,
    });
  });
});

describe('about and legal pages', () => {
  afterEach(async () => {
    clearDomainConfigCache();
    await env.DOMAIN_CONFIG.delete('domain:torque.example');
  });

  it("names the domain's own site", async () => {
    await env.DOMAIN_CONFIG.put('domain:torque.example', JSON.stringify({ ...defaultConfig, siteName: 'Torque Weekly' }));
    const data = await aboutLoader(await loaderArgs('https://torque.example/about', {}));
    // the counts the page states are read from the catalogue
    expect(data).toMatchObject({ channel: null, siteName: 'Torque Weekly', cars: SEED_CARS, brands: SEED_BRANDS });
  });

  it.each(['privacy-policy', 'terms-of-services', 'disclaimer'])(
    '%s: the frame keeps the channel, and sends a bad channel home',
    async (path) => {
      expect((await loaderArgs(`/channel12/${path}`, { channel: 'channel12' })).context.get(channelContext)).toBe('channel12');
      expect(await thrownBy(loaderArgs(`/channel0/${path}`, { channel: 'channel0' }))).toEqual({ status: 302, location: '/' });
      expect(await thrownBy(loaderArgs(`/channel12/${path.toUpperCase()}/`, { channel: 'channel12' }))).toEqual({
        status: 301,
        location: `/channel12/${path}`,
      });
    },
  );

  it('sends an unknown address home, keeping its channel', async () => {
    expect(unknownLoader(await loaderArgs('/channel7/nope', { '*': 'channel7/nope' })).headers.get('Location')).toBe('/channel7');
    expect(unknownLoader(await loaderArgs('/nope', { '*': 'nope' })).headers.get('Location')).toBe('/');
  });

  it('sends a page’s other name to the page, with its channel and query', async () => {
    // a name at the root is matched as the channel segment: the frame sends it on
    const atRoot = async (path: string) => {
      const segment = new URL(path, ORIGIN).pathname.split('/')[1];
      return thrownBy(loaderArgs(path, { channel: segment }));
    };
    // one after a channel matches no route under the frame: the unknown path's route (`*`) answers
    const inChannel = async (path: string) => {
      const answer = unknownLoader(await loaderArgs(path, { '*': new URL(path, ORIGIN).pathname.slice(1) }));
      return { status: answer.status, location: answer.headers.get('Location') };
    };
    expect(await atRoot('/rankings')).toEqual({ status: 301, location: '/car-rank' });
    expect(await atRoot('/Rankings/?by=accel')).toEqual({ status: 301, location: '/car-rank?by=accel' });
    expect(await inChannel('/channel7/search?q=golf+gti')).toEqual({ status: 301, location: '/channel7/car-list?q=golf+gti' });
    expect(await inChannel('/channel7/terms')).toEqual({ status: 301, location: '/channel7/terms-of-services' });
    // a letter percent-encoded is the letter, as the router reads it in a page's own address
    expect(await atRoot('/r%61nkings')).toEqual({ status: 301, location: '/car-rank' });
    // an escape that is no UTF-8, or one that makes a slash, names no page
    expect(await atRoot('/rankings%ff')).toEqual({ status: 302, location: '/' });
    expect(await atRoot('/rankings%2F')).toEqual({ status: 302, location: '/' });
    // a name one an object has of its own is no page's
    expect(await atRoot('/constructor')).toEqual({ status: 302, location: '/' });
    expect(await inChannel('/channel7/__proto__')).toEqual({ status: 302, location: '/channel7' });
  });
});

describe('root', () => {
  it('sends the brand list only in debug mode, its one reader', async () => {
    const plain = await rootLoader(await loaderArgs('/car-list', {}));
    expect(plain.clientState).toMatchObject({ showDebug: false, brandList: [{ label: 'All', value: 'all' }], brandListLoaded: false });
    const debug = await rootLoader(await loaderArgs('/car-list?db', {}));
    expect(debug.clientState).toMatchObject({ showDebug: true, brandListLoaded: true });
    expect(debug.clientState.brandList).toEqual([
      { label: 'All', value: 'all' },
      ...(await listBrands(env.DB)).map(({ label, value }) => ({ label, value })),
    ]);
    expect(debug.clientState.brandList).toHaveLength(SEED_BRANDS + 1);
  });
});
