// The compare page and gateway target, the visitor's units (domain default, the switch and its cookie)
// and where a car's figures stand in its class: loaders and the Worker against the seeded D1.
import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { carStandingsOf, MIN_CLASS_SIZE } from '#app/catalogue/standings.server.ts';
import { standingText } from '#app/catalogue/standings.ts';
import { clearDomainConfigCache } from '#app/domain/config.server.ts';
import { loader as rootLoader } from '#app/root.tsx';
import { loader as carDetailLoader } from '#app/routes/car-detail/route.tsx';
import { loader as compareLoader } from '#app/routes/compare/route.tsx';
import { api, loaderArgs, ORIGIN } from './helpers';

const SF90 = 1001; // coupé, 2.5 s, 340 km/h, price and power not published (the source's are cleared)
const PHANTOM = 1002; // sedan, 563 hp, 5.3 s, 250 km/h
const KA = 1003; // hatchback, 70–85 hp, 10.5 s, 165 km/h
const GT63 = 1004;
const R8 = 1005;
const MODEL_3 = 1659; // electric: no fuel economy in the source, 0 g/km CO₂ at the tailpipe
const MERGED = { from: 1060, to: 1055 };
const IMPERIAL = { headers: { Cookie: 'carlog_units=imperial' } };

const rowOf = (groups: Array<{ rows: Array<{ label: string }> }>, label: string) =>
  groups.flatMap((group) => group.rows).find((row) => row.label === label) as
    { label: string; cells: Array<{ text: string | null; best: boolean }>; same: boolean } | undefined;

/** A row of the compare page's table, each cell's text put together from its figures. */
const pageRow = (
  groups: Array<{ rows: Array<{ label: string; cells: Array<{ parts: Array<{ text: string }> | null; best: boolean }> }> }>,
  label: string,
) => {
  const row = groups.flatMap((group) => group.rows).find((candidate) => candidate.label === label)!;
  return { ...row, cells: row.cells.map((cell) => ({ text: cell.parts?.map((part) => part.text).join('') ?? null, best: cell.best })) };
};

afterEach(async () => {
  await env.DOMAIN_CONFIG.delete('domain:carlog.test');
  clearDomainConfigCache();
});

describe('compare page', () => {
  it('shows the cars side by side in the order asked, the best of each row marked', async () => {
    const data = await compareLoader(await loaderArgs(`/compare?cars=${PHANTOM},${SF90},${KA}`, {}));
    expect(data.cars.map((car) => car.id)).toEqual([PHANTOM, SF90, KA]);
    expect(data.dropped).toEqual([]);
    expect(data.path).toBe(`/compare?cars=${PHANTOM},${SF90},${KA}`);
    // highest top speed; no cheapest or most powerful, as the SF90's price and power are not published
    // (the source's 963 hp is no Ferrari figure), and no quickest, as the Ka+'s time is not (its
    // listing's 10.5 s was no Ka+'s)
    expect(rowOf(data.groups, 'Top speed')!.cells.map((cell) => cell.best)).toEqual([false, true, false]);
    expect(rowOf(data.groups, 'Power')!.cells.map((cell) => cell.best)).toEqual([false, false, false]);
    expect(rowOf(data.groups, '0–100 km/h')!.cells.map((cell) => cell.best)).toEqual([false, false, false]);
    expect(rowOf(data.groups, 'Price')!.cells.map((cell) => cell.best)).toEqual([false, false, false]);
    expect(pageRow(data.groups, 'Top speed').cells.map((cell) => cell.text)).toEqual(['250 km/h', '340 km/h', '165 km/h']);
    // a drivetrain the sources leave out is the US versions' where the EPA gives it, as the car page says
    // it, named so: the Phantom and the SF90 (RWD and AWD in the US), none for the Ka+, never sold there
    expect(pageRow(data.groups, 'Drivetrain').cells.map((cell) => cell.text)).toEqual(['RWD (US)', 'AWD (US)', null]);
    const vans = await compareLoader(await loaderArgs('/compare?cars=2218,2296', {}));
    expect(pageRow(vans.groups, 'Segment').cells.map((cell) => cell.text)).toEqual(['Compact', 'Passenger Van']);
    // seats mark no best: more is not better for every buyer (the SF90 has 2, the others more)
    expect(pageRow(data.groups, 'Seats').cells.map((cell) => cell.best)).toEqual([false, false, false]);
    // a car without a figure shows none, and no row names a best among one known value
    const range = rowOf(data.groups, 'Range');
    expect(range).toBeUndefined();
    // each car can be taken out, and similar cars offered to add
    expect(data.cars[1]!.without).toBe(`/compare?cars=${PHANTOM},${KA}`);
    expect(data.suggestions.length).toBeGreaterThan(0);
    expect(data.suggestions[0]!.href).toMatch(new RegExp(`^/compare\\?cars=${PHANTOM},${SF90},${KA},\\d+$`));
    // with what its compact card shows, and no more
    expect(Object.keys(data.suggestions[0]!).sort()).toEqual(['bodyType', 'brand', 'brandSlug', 'href', 'id', 'name', 'price']);
    expect(data.suggestions.some((car) => car.price?.startsWith('$'))).toBe(true);
  });

  it('marks a row’s best only where every car has the figure', async () => {
    // the EPA gives the Phantom and the GT 63 (petrol) fuel economy, the Model 3 (electric) none: it
    // burns no fuel, which is said, and no best is marked
    const data = await compareLoader(await loaderArgs(`/compare?cars=${MODEL_3},${PHANTOM},${GT63}`, {}));
    const economy = pageRow(data.groups, 'Fuel economy (US EPA, combined)');
    expect(economy.cells.map((cell) => cell.text)).toEqual([
      'none (electric)',
      expect.stringMatching(/L\/100 km$/),
      expect.stringMatching(/L\/100 km$/),
    ]);
    expect(economy.cells.map((cell) => cell.best)).toEqual([false, false, false]);
    // its tailpipe CO₂ is the 0 the EPA publishes for every electric car, and the best of the three
    const co2 = pageRow(data.groups, 'Tailpipe CO₂ (US EPA)');
    expect(co2.cells[0]!.text).toBe('0 g/km');
    expect(co2.cells.map((cell) => cell.best)).toEqual([true, false, false]);
    // what the EPA does give the electric car is shown: its range and efficiency, as on its car page
    // a petrol car has a range, which no source states: not published, not "none" (decision 106)
    expect(pageRow(data.groups, 'Range (US EPA)').cells.map((cell) => cell.text)).toEqual(['438–584 km', null, null]);
    // a plug-in hybrid's range is its distance on the battery alone, and its cell says so
    const plugIn = await compareLoader(await loaderArgs(`/compare?cars=${SF90},${MODEL_3}`, {}));
    expect(pageRow(plugIn.groups, 'Range (US EPA)').cells.map((cell) => [cell.text, cell.best])).toEqual([
      ['14 km on electricity', false],
      ['438–584 km', true],
    ]);
    expect(pageRow(data.groups, 'Electric efficiency (US EPA)').cells[0]!.text).toMatch(/^\d+–\d+ Wh\/km$/);
    // which the petrol cars have none of, as they have no battery: not a figure left unpublished
    expect(
      pageRow(data.groups, 'Electric efficiency (US EPA)')
        .cells.slice(1)
        .map((cell) => cell.text),
    ).toEqual(['none (not electric)', 'none (not electric)']);
    expect(pageRow(data.groups, 'Battery').cells.map((cell) => cell.text)).toEqual([
      expect.stringMatching(/kWh$/),
      'none (not electric)',
      'none (not electric)',
    ]);
    // rows every car publishes are marked as ever: the Model 3's price, the GT 63's power
    expect(rowOf(data.groups, 'Price')!.cells.map((cell) => cell.best)).toEqual([true, false, false]);
    expect(rowOf(data.groups, 'Power')!.cells.map((cell) => cell.best)).toEqual([false, false, true]);
  });

  it('marks a car given as a range the best only where its whole range beats the others', async () => {
    const [GOLF, GTI, GTD, R, TDI, COUNTRY] = [1272, 1292, 1345, 1293, 1351, 1337];
    const power = async (ids: number[]) => {
      const data = await compareLoader(await loaderArgs(`/compare?cars=${ids.join(',')}`, {}));
      return pageRow(data.groups, 'Power').cells.map((cell) => [cell.text, cell.best]);
    };
    // the Golf's row spans its versions, Volkswagen's 110 to 320 PS (108 to 316 hp; 110 PS is 109 in
    // whole hp and back): its top beats the GTI and the GTD, its bottom does not, so neither it nor
    // they are the best
    expect(await power([GOLF, GTI, GTD])).toEqual([
      ['81–236 kW (109–320 PS)', false],
      ['180 kW (245 PS)', false],
      ['135 kW (184 PS)', false],
    ]);
    // the Golf R's 315 hp beats every version of the TDI (150–184 PS) and the Country
    expect((await power([R, TDI, COUNTRY])).map(([, best]) => best)).toEqual([true, false, false]);
    // and a range that beats the other car whole is the best
    expect((await power([TDI, COUNTRY])).map(([, best]) => best)).toEqual([true, false]);
    const legend = async (ids: number[]) => (await compareLoader(await loaderArgs(`/compare?cars=${ids.join(',')}`, {}))).legend;
    expect(await legend([GOLF, GTI])).toBe(
      'Figures in metric units; the best of each row is marked “best” where every car publishes it and it is at least as good as every figure or range shown for the others.',
    );
    // one car has no best to explain
    expect(await legend([GOLF])).toBe('Figures in metric units.');
  });

  it('gives an engine’s size and cylinders as the car page does, where its words are unknown', async () => {
    const [GOLF, GTI, MODEL_3_ID] = [1272, 1292, MODEL_3];
    const data = await compareLoader(await loaderArgs(`/compare?cars=${GOLF},${GTI},${MODEL_3_ID}`, {}));
    // the Golf's engine words are cleared (the source mixed the ID.3's in); its size is not
    expect(pageRow(data.groups, 'Engine').cells[0]!.text).toBeNull();
    // and an electric car has none, which is not "not published"
    expect(pageRow(data.groups, 'Displacement').cells.map((cell) => cell.text)).toEqual([
      '1,498 cc',
      expect.stringMatching(/cc$/),
      'none (electric)',
    ]);
    expect(pageRow(data.groups, 'Cylinders').cells.map((cell) => cell.text)).toEqual(['4', '4', 'none (electric)']);
    // nor does it burn fuel: its economy is the MPGe of the rows below, not a fuel economy unknown
    expect(pageRow(data.groups, 'Fuel economy (US EPA, combined)').cells.map((cell) => cell.text)).toEqual([
      expect.stringMatching(/L\/100 km$/),
      expect.stringMatching(/L\/100 km$/),
      'none (electric)',
    ]);
    // two electric cars: the rows are left out, as every row no car has a figure for
    const electric = await compareLoader(await loaderArgs(`/compare?cars=${MODEL_3_ID},1290`, {}));
    const labels = electric.groups.flatMap((group) => group.rows.map((row) => row.label));
    expect(labels.filter((label) => ['Displacement', 'Cylinders'].includes(label))).toEqual([]);
  });

  it('says what it left out: not a number, the same car twice, a fifth car, no such car', async () => {
    const data = await compareLoader(await loaderArgs(`/compare?cars=abc,${SF90},${SF90},999999,${PHANTOM},${KA},${GT63},${R8},-3`, {}));
    // an unknown id takes no place: the first four cars the catalogue knows are compared
    expect(data.cars.map((car) => car.id)).toEqual([SF90, PHANTOM, KA, GT63]);
    expect(data.dropped).toEqual([
      { value: 'abc', reason: 'not-a-car-number' },
      { value: String(SF90), reason: 'duplicate' },
      { value: '-3', reason: 'not-a-car-number' },
      { value: '999999', reason: 'unknown' },
      { value: String(R8), reason: 'over-limit', name: expect.stringMatching(/^Audi R8\b/) },
    ]);
    const r8 = data.dropped.at(-1)!.name!;
    expect(data.path).toBe(`/compare?cars=${SF90},${PHANTOM},${KA},${GT63}`);
    // the page says so in words, each reason once per piece
    expect(data.leftOut).toBe(
      `Left out of this comparison: abc, -3 (not a car number), ${SF90} (the same car twice), 999999 (no such car), ${r8} (more than 4 cars).`,
    );
  });

  it('says back a piece with a control character without it, and counts what it did not read', async () => {
    const data = await compareLoader(await loaderArgs(`/compare?cars=%00,${SF90}`, {}));
    expect(data.leftOut).toBe('Left out of this comparison: \uFFFD (not a car number).');
    const long = await compareLoader(await loaderArgs(`/compare?cars=${Array.from({ length: 50 }, (_, i) => 2215 + i).join(',')}`, {}));
    expect(long.cars).toHaveLength(4);
    expect(long.unread).toBe(26);
    expect(long.dropped.every((item) => /^\d+$/.test(item.value) && item.reason === 'over-limit' && item.name)).toBe(true);
    // the cars left out for the limit by name, not by number
    expect(long.leftOut).toBe(
      `Left out of this comparison: ${long.dropped.map((item) => item.name).join(', ')} (more than 4 cars), 26 more not read (an address is read up to its 24th car).`,
    );
  });

  it('answers an old id with the car it became, once', async () => {
    const data = await compareLoader(await loaderArgs(`/compare?cars=${MERGED.from},${MERGED.to}`, {}));
    expect(data.cars.map((car) => car.id)).toEqual([MERGED.to]);
    expect(data.dropped).toEqual([{ value: String(MERGED.to), reason: 'duplicate' }]);
  });

  it('is an empty comparison without cars, not an error', async () => {
    const data = await compareLoader(await loaderArgs('/compare', {}));
    expect(data.cars).toEqual([]);
    expect(data.groups).toEqual([]);
    expect(data.suggestions).toEqual([]);
  });
});

describe('units', () => {
  it('are the domain’s own without a choice, and the visitor’s with one', async () => {
    const metric = await carDetailLoader(
      await loaderArgs(`/cars/ferrari-sf90-stradale/${SF90}`, { carName: 'ferrari-sf90-stradale', id: String(SF90) }),
    );
    const performance = (data: typeof metric) => data.groups.find((group) => group.id === 'performance')!.rows;
    expect(performance(metric)).toContainEqual({ label: 'Top speed', value: '340 km/h' });

    const imperial = await carDetailLoader(
      await loaderArgs(`/cars/ferrari-sf90-stradale/${SF90}`, { carName: 'ferrari-sf90-stradale', id: String(SF90) }, IMPERIAL),
    );
    expect(performance(imperial)).toContainEqual({ label: 'Top speed', value: '211 mph' });
    // power in kW with PS beside it in metric units, in hp in US units
    const phantom = (init?: RequestInit) =>
      loaderArgs(`/cars/rolls-royce-phantom/${PHANTOM}`, { carName: 'rolls-royce-phantom', id: String(PHANTOM) }, init);
    expect(performance(await carDetailLoader(await phantom()))).toContainEqual({ label: 'Power', value: '420 kW (571 PS)' });
    expect(performance(await carDetailLoader(await phantom(IMPERIAL)))).toContainEqual({ label: 'Power', value: '563 hp' });
    // an engine in litres in US units, as US makers and the EPA state it, with the exact cc beside it
    const engine = (data: typeof metric) => data.groups.find((group) => group.id === 'powertrain')!.rows;
    expect(engine(metric)).toContainEqual({ label: 'Displacement', value: '3,990 cc' });
    expect(engine(imperial)).toContainEqual({ label: 'Displacement', value: '4.0 L (3,990 cc)' });
    // the same 0–100 km/h time, named as in US units (100 km/h is 62.1 mph), never as a 0–60 mph time
    expect(performance(metric)).toContainEqual({ label: '0–100 km/h', value: '2.5 s' });
    expect(performance(imperial)).toContainEqual({ label: '0–62 mph', value: '2.5 s' });
    expect(metric.groups.find((group) => group.id === 'performance')!.note).toBeUndefined();
    expect(imperial.groups.find((group) => group.id === 'performance')!.note).toMatch(/from 0 to 100 km\/h \(62\.1 mph\)/);
    // no note for a time the car does not have (the X5 M Competition's 4.1 s was the M50i's, cleared)
    const noTime = await carDetailLoader(
      await loaderArgs('/cars/bmw-x5-m-competition/1104', { carName: 'bmw-x5-m-competition', id: '1104' }, IMPERIAL),
    );
    expect(performance(noTime).map((row) => row.label)).not.toContain('0–62 mph');
    expect(noTime.groups.find((group) => group.id === 'performance')!.note).toBeUndefined();
    // and what no source states, in the same words
    expect(metric.unknown).toBe('power, battery size, dimensions and boot size');
    expect(imperial.unknown).toBe('power, battery size, dimensions and cargo volume');
    expect((await rootLoader(await loaderArgs('/', {}, IMPERIAL))).clientState.units).toBe('imperial');
  });

  it('follow the domain config where the visitor chose none', async () => {
    const config = (await import('../../domains/default.json')).default;
    await env.DOMAIN_CONFIG.put('domain:carlog.test', JSON.stringify({ ...config, units: 'imperial' }));
    clearDomainConfigCache();
    expect((await rootLoader(await loaderArgs('/', {}))).clientState.units).toBe('imperial');
    const chosen = await rootLoader(await loaderArgs('/', {}, { headers: { Cookie: 'carlog_units=metric' } }));
    expect(chosen.clientState.units).toBe('metric');
  });

  it('are switched by a link that remembers the choice and goes back', async () => {
    const response = await SELF.fetch(`${ORIGIN}/units?set=imperial&back=${encodeURIComponent('/channel7/car-list?type=suv')}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/channel7/car-list?type=suv');
    expect(response.headers.get('Set-Cookie')).toBe('carlog_units=imperial; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('switch: another site, or units it does not know, change nothing', async () => {
    for (const back of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '/..//evil.example/x', '/x/..//evil.example']) {
      const response = await SELF.fetch(`${ORIGIN}/units?set=metric&back=${encodeURIComponent(back)}`, { redirect: 'manual' });
      expect(response.headers.get('Location')).toBe('/');
    }
    // a path of this site with a control character or non-ASCII in it: percent-encoded, as a browser would
    for (const [back, location] of [
      ['/%00', '/'],
      ['/car-list%01', '/car-list'],
      ['/car-list%01x', '/car-list%01x'],
      ['/car-list?q=%00x', '/car-list?q=%00x'],
      ['/car-list?q=%E2%82%AC', '/car-list?q=%E2%82%AC'],
      ['/%7F', '/%7F'],
    ]) {
      const response = await SELF.fetch(`${ORIGIN}/units?set=imperial&back=${encodeURIComponent(decodeURIComponent(back!))}`, {
        redirect: 'manual',
      });
      expect([response.status, response.headers.get('Location')], back).toEqual([303, location]);
    }
    const unknown = await SELF.fetch(`${ORIGIN}/units?set=furlongs&back=/about`, { redirect: 'manual' });
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('Location')).toBe('/about');
    expect(unknown.headers.has('Set-Cookie')).toBe(false);
    expect((await SELF.fetch(`${ORIGIN}/units?set=metric`, { method: 'POST', redirect: 'manual' })).status).toBe(405);
  });
});

describe('gateway /car/compare', () => {
  it('answers the comparison in the units asked', async () => {
    type Answer = { cars: Array<{ id: number }>; groups: Parameters<typeof rowOf>[0]; dropped: unknown[]; units: string; path: string };
    const { status, data } = await api<Answer>('/car/compare', { cars: `${SF90},${PHANTOM}`, units: 'imperial' });
    expect(status).toBe(200);
    expect(data.units).toBe('imperial');
    expect(data.path).toBe(`/compare?cars=${SF90},${PHANTOM}`);
    expect(rowOf(data.groups, 'Top speed')!.cells).toEqual([
      { text: '211 mph', best: true },
      { text: '155 mph', best: false },
    ]);
    // the domain's units (metric here) without `units=`
    const metric = await api<Answer>('/car/compare', { cars: `${SF90},${PHANTOM}` });
    expect(metric.data.units).toBe('metric');
    expect(rowOf(metric.data.groups, 'Top speed')!.cells[0]!.text).toBe('340 km/h');
  });

  it('lists what it left out, and refuses units it does not know', async () => {
    const { status, data } = await api<{ cars: unknown[]; dropped: Array<{ reason: string }> }>('/car/compare', { cars: 'x,1001,1001' });
    expect(status).toBe(200);
    expect(data.cars).toHaveLength(1);
    expect(data.dropped.map((item) => item.reason)).toEqual(['not-a-car-number', 'duplicate']);
    const bad = await api('/car/compare', { cars: '1001', units: 'furlongs' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/units: must be metric or imperial/);
    expect((await api('/car/compare', { cars: '1,'.repeat(300) })).status).toBe(400);
  });
});

describe('where a figure stands in its class', () => {
  it('matches a count over the catalogue itself', async () => {
    const standings = await carStandingsOf(env.DB, SF90);
    const accel = standings.find((standing) => standing.figure === 'accel')!;
    expect(accel).toMatchObject({ classKind: 'body', bodyType: 'coupe' });
    const live = await env.DB.prepare(
      `SELECT count(*) AS cars, sum(accel_0_100_s > 2.5) AS slower FROM cars
       WHERE body_type = 'coupe' AND accel_0_100_s IS NOT NULL AND status IN ('current', 'discontinued', 'commercial')
         AND (accel_0_100_s_max IS NULL OR accel_0_100_s_max = accel_0_100_s)`,
    ).first<{ cars: number; slower: number }>();
    expect(accel.cars).toBe(live!.cars);
    expect(accel.percent).toBe(Math.round((100 * live!.slower) / (live!.cars - 1)));
    expect(accel.percent).toBeGreaterThanOrEqual(50);
    expect(standingText(accel, 'metric')).toEqual({
      claim: `Quicker from 0 to 100 km/h than ${accel.percent}% of other coupés`,
      label: 'coupés',
      counted: `${live!.cars} with a 0 to 100 km/h time`,
    });
    expect(standingText(accel, 'imperial')).toMatchObject({
      claim: `Quicker from 0 to 62 mph than ${accel.percent}% of other coupés`,
      counted: `${live!.cars} with a 0 to 62 mph time`,
    });
    // a price cheaper than few sedans (the Phantom’s) is worded from the other side, which counts the level ones too
    const price = (await carStandingsOf(env.DB, PHANTOM)).find((standing) => standing.figure === 'price')!;
    expect(price.percent).toBeLessThan(15);
    expect(standingText(price, 'metric').claim).toBe(`${100 - price.percent}% of other sedans cost the same or less`);
  });

  it('says nothing of a figure that spans several versions', async () => {
    // the Golf's row spans 110–320 hp and 0–100 km/h times of several versions: the top one would
    // speak for the $23,000 one ("more powerful than 99% of hatchbacks")
    const golf = await env.DB.prepare("SELECT id, power_hp, power_hp_max FROM cars WHERE brand = 'Volkswagen' AND name = 'Golf'").first<{
      id: number;
      power_hp: number;
      power_hp_max: number;
    }>();
    expect(golf!.power_hp_max).toBeGreaterThan(golf!.power_hp);
    const figures = (await carStandingsOf(env.DB, golf!.id)).map((standing) => standing.figure);
    expect(figures).toContain('price');
    expect(figures).not.toContain('power');
    const spanning = await env.DB.prepare(
      `SELECT count(*) AS n FROM car_standings s JOIN cars c ON c.id = s.car_id
       WHERE (s.figure = 'power' AND c.power_hp_max > c.power_hp) OR (s.figure = 'accel' AND c.accel_0_100_s_max > c.accel_0_100_s)`,
    ).first<{ n: number }>();
    expect(spanning!.n).toBe(0);
  });

  it('says nothing for a class too small to mean anything', async () => {
    const small = await env.DB.prepare('SELECT car_id FROM car_standings WHERE cars < ? LIMIT 1')
      .bind(MIN_CLASS_SIZE)
      .first<{ car_id: number }>();
    expect(small).not.toBeNull();
    const all = await env.DB.prepare('SELECT figure FROM car_standings WHERE car_id = ? AND cars < ?')
      .bind(small!.car_id, MIN_CLASS_SIZE)
      .all<{ figure: string }>();
    const shown = await carStandingsOf(env.DB, small!.car_id);
    for (const { figure } of all.results) expect(shown.map((standing) => standing.figure)).not.toContain(figure);
  });

  it('is on the car page, and never for a concept', async () => {
    const data = await carDetailLoader(
      await loaderArgs(`/cars/ferrari-sf90-stradale/${SF90}`, { carName: 'ferrari-sf90-stradale', id: String(SF90) }),
    );
    // no price or power standing: neither is published
    expect(data.standings.map((standing) => standing.figure)).toEqual(['accel', 'topSpeed']);
    const concept = await env.DB.prepare("SELECT id FROM cars WHERE status = 'concept' LIMIT 1").first<{ id: number }>();
    expect(await carStandingsOf(env.DB, concept!.id)).toEqual([]);
  });
});
