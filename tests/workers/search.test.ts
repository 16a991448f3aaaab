// Keyword search through the list's gateway target, against the seeded D1 and its search index
// (migrations/0006_search_index.sql): every example of forgiving search, relevance and bad input.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { keywordCounts, keywordStatements, type CarListPage } from '#app/catalogue/cars.server.ts';
import { listQuerySchema } from '#app/catalogue/filters.server.ts';
import { orm } from '#app/db/orm.server.ts';
import type { Suggestions } from '#app/catalogue/search/suggest.server.ts';
import { loader as carListLoader } from '#app/routes/car-list/route.tsx';
import { api, loaderArgs, thrownBy } from './helpers';

const search = async (q: string, params: Record<string, string | number> = {}) => {
  const { status, data } = await api<CarListPage>('/car/indexPage', { q, pageSize: 48, ...params });
  expect(status).toBe(200);
  return data;
};
const names = (page: CarListPage) => page.list.map((car) => `${car.brand} ${car.name}`);
/** How many cars the list's filters alone list. */
const filtered = async (params: Record<string, string>) =>
  (await api<CarListPage>('/car/indexPage', { pageSize: 1, ...params })).data.total;

describe('forgiving keyword search', () => {
  it('ignores accents: citroen finds every Citroën', async () => {
    const page = await search('citroen');
    const exact = await search('Citroën');
    expect(page.total).toBe(12);
    expect(page.list.every((car) => car.brand === 'Citroën')).toBe(true);
    expect(names(exact)).toEqual(names(page));
  });

  it('ignores punctuation and spacing inside names', async () => {
    const etron = await search('etron');
    expect(etron.total).toBeGreaterThanOrEqual(8);
    expect(etron.list.every((car) => /e-tron/i.test(car.name))).toBe(true);
    const f150 = await search('f150');
    expect(f150.total).toBe(5);
    expect(names(await search('f-150'))).toEqual(names(f150));
    expect(names(await search('F 150'))).toEqual(names(f150));
    expect(names(f150)[0]).toBe('Ford F-150');
    expect(names(await search('model3'))[0]).toBe('Tesla Model 3');
    expect(names(await search('model 3'))[0]).toBe('Tesla Model 3');
    expect(names(await search('id4'))[0]).toBe('Volkswagen ID.4');
    expect(names(await search('id 4'))[0]).toBe('Volkswagen ID.4');
    expect(names(await search('ID.4'))[0]).toBe('Volkswagen ID.4');
  });

  it('takes words in any order and matches word prefixes', async () => {
    const gt3 = await search('gt3 porsche');
    expect(gt3.list.length).toBeGreaterThanOrEqual(4);
    expect(gt3.list.every((car) => car.brand === 'Porsche' && car.name.includes('GT3'))).toBe(true);
    expect(names(await search('porsche gt3'))).toEqual(names(gt3));
    const tay = await search('tay');
    expect(tay.list[0]).toMatchObject({ brand: 'Porsche', model: 'Taycan' });
    expect(tay.list.every((car) => car.model.startsWith('Taycan'))).toBe(true);
  });

  it('knows brand aliases', async () => {
    const vw = await search('vw');
    const volkswagen = await search('volkswagen');
    expect(vw.total).toBe(volkswagen.total);
    expect(vw.total).toBeGreaterThan(100);
    expect((await search('vw id4')).list[0]).toMatchObject({ brand: 'Volkswagen', name: 'ID.4' });
    for (const [alias, brand] of [
      ['merc', 'Mercedes-Benz'],
      ['chevy', 'Chevrolet'],
      ['alfa', 'Alfa Romeo'],
      ['beemer', 'BMW'],
    ]) {
      const page = await search(alias!);
      expect(page.total, alias).toBeGreaterThan(0);
      expect(page.list.every((car) => car.brand === brand)).toBe(true);
    }
  });

  it('ranks the model family before a word inside a variant, unless a sort is chosen', async () => {
    const taycan = await search('taycan');
    expect(taycan.list[0]).toMatchObject({ model: 'Taycan' });
    const byPrice = await search('taycan', { sort: 'price-asc' });
    const prices = byPrice.list.map((car) => car.priceMinUsd).filter((price) => price !== null);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('finds listings told apart by their 0–100 km/h time by their name, not by the time', async () => {
    const elantra = await search('hyundai elantra');
    expect(names(elantra)).toEqual(expect.arrayContaining(['Hyundai Elantra (0–100 km/h 8.3 s)', 'Hyundai Elantra (0–100 km/h 9.5 s)']));
    expect((await search('elantra km')).total).toBe(0);
    expect((await search('id4 gtx 100')).total).toBe(0);
  });

  it('reads a search of kinds alone as the filters: every electric SUV, not only those named so', async () => {
    const electricSuv = await search('electric suv');
    expect(electricSuv.query).toMatchObject({ q: '', fuel: 'electric', type: 'suv' });
    expect(electricSuv.total).toBe(await filtered({ fuel: 'electric', type: 'suv' }));
    expect(electricSuv.total).toBeGreaterThan(100);
    for (const [q, filters] of [
      ['electric', { fuel: 'electric' }],
      ['Electric cars', { fuel: 'electric' }],
      ['electric SUVs', { fuel: 'electric', type: 'suv' }],
      ['petrol', { fuel: 'petrol' }],
      ['gasoline', { fuel: 'petrol' }],
      ['luxury estate', { purpose: 'luxury', type: 'wagon' }],
      ['phev', { fuel: 'plug-in-hybrid' }],
      ['plug-in hybrid', { fuel: 'plug-in-hybrid' }],
      ['4x4', { purpose: 'off-road' }],
      ['people carriers', { type: 'minivan' }],
    ] as const) {
      const page = await search(q);
      expect(page.query, q).toMatchObject({ q: '', ...filters });
      expect(page.total, q).toBe(await filtered(filters));
    }
    // typed over a filter set to another value, they take its place; a set value they may name stays
    expect((await search('electric suv', { fuel: 'petrol' })).query).toMatchObject({ q: '', fuel: 'electric', type: 'suv' });
    expect((await search('electric suv', { type: 'suv' })).query).toMatchObject({ q: '', fuel: 'electric', type: 'suv' });
    expect((await search('truck', { type: 'pickup' })).query).toMatchObject({ q: '', type: 'pickup' });
    expect((await search('pickup truck')).query).toMatchObject({ q: '', type: 'pickup' });
    // kinds one filter cannot say stay a search of the kinds: the cars of both fuels, of both purposes
    const both = await search('petrol diesel');
    expect(both.query).toMatchObject({ q: 'petrol diesel', fuel: 'all' });
    expect(both.total).toBeGreaterThan(0);
    expect(both.list.every((car) => car.fuels.includes('petrol') && car.fuels.includes('diesel'))).toBe(true);
    // a phrase's words beside a name: the name's cars of that kind (Kia's people carriers, the Carnival)
    const kiaCarriers = await search('kia people carrier');
    expect(kiaCarriers.total).toBe(await filtered({ brand: 'kia', type: 'minivan' }));
    const luxuryFamilySuvs = await search('luxury family suv');
    expect(luxuryFamilySuvs.total).toBeGreaterThan(0);
    expect(luxuryFamilySuvs.total).toBeLessThan(await filtered({ purpose: 'family', type: 'suv' }));
    expect(luxuryFamilySuvs.list.every((car) => car.bodyType === 'suv')).toBe(true);
    // a search with words past the searched ones stays one, so its page names them
    expect((await search('electric ev bev suv crossover family bmw')).query.q).toBe('electric ev bev suv crossover family bmw');
  });

  it('finds cars by a kind beside a name, by their kind or by their names', async () => {
    // a brand beside words of one kind each is the filters (the seed knows it finds the same cars)
    const bmwElectric = await search('bmw electric');
    expect(bmwElectric.query).toMatchObject({ q: '', brand: 'bmw', fuel: 'electric' });
    expect(bmwElectric.total).toBe(await filtered({ brand: 'bmw', fuel: 'electric' }));
    expect(bmwElectric.list.every((car) => car.brand === 'BMW' && car.fuels.includes('electric'))).toBe(true);
    expect((await search('porsche suvs')).query).toMatchObject({ q: '', brand: 'porsche', type: 'suv' });
    expect((await search('electric suv', { brand: 'audi' })).query).toMatchObject({ q: '', brand: 'audi', fuel: 'electric', type: 'suv' });
    expect((await search('vw electric', { brand: 'audi' })).query).toMatchObject({ q: '', brand: 'volkswagen', fuel: 'electric' });
    // and stays a search where the filters would lose cars: the Porsche E-Hybrids are plug-in hybrids
    const porscheHybrids = await search('porsche hybrid');
    expect(porscheHybrids.query.q).toBe('porsche hybrid');
    expect(porscheHybrids.total).toBeGreaterThan(await filtered({ brand: 'porsche', fuel: 'hybrid' }));
    // a word a name holds still finds it: the Cayenne Coupés are SUVs, the Panamera E-Hybrids plug-in hybrids
    expect(names(await search('cayenne coupe'))).toEqual(expect.arrayContaining(['Porsche Cayenne Coupe', 'Porsche Cayenne GTS Coupe']));
    const panamera = await search('panamera hybrid');
    expect(panamera.total).toBeGreaterThan(0);
    expect(panamera.list.every((car) => car.model === 'Panamera' && car.fuels.includes('plug-in-hybrid'))).toBe(true);
    // the cars named for the word first, and a word a name starts still finds it (the Jeep Wagoneer)
    expect(names(await search('kona electric'))[0]).toBe('Hyundai Kona Electric');
    expect(names(await search('jeep wagon'))).toEqual(expect.arrayContaining(['Jeep Wagoneer', 'Jeep Grand Wagoneer']));
    // beside a one-letter word too, in either order (the X of BMW's X5)
    const xSuvs = await search('x suvs');
    expect(xSuvs.total).toBeGreaterThan(0);
    expect(xSuvs.list.every((car) => car.bodyType === 'suv' || /suv/i.test(car.name))).toBe(true);
    expect(names(await search('suvs x'))).toEqual(names(xSuvs));
    // a cabriolet is a convertible, and a roadster is what a visitor asking for one means too: the
    // MX-5 (a roadster) is Mazda's one open car, whichever word is typed
    for (const q of ['mazda convertible', 'mazda cabriolet', 'mazda roadster']) {
      const open = await search(q);
      expect(open.total, q).toBeGreaterThan(0);
      expect(
        open.list.every((car) => car.brand === 'Mazda' && car.bodyType === 'roadster'),
        q,
      ).toBe(true);
    }
  });

  it('reads a brand beside a kind as filters only where the search finds the very same cars', async () => {
    const { results: brands } = await env.DB.prepare(
      "SELECT words, brand_slug AS brand FROM search_brand_words WHERE words = replace(brand_slug, '-', ' ')",
    ).all<{ words: string; brand: string }>();
    expect(brands.length).toBeGreaterThan(50);
    let asFilters = 0;
    for (const { words, brand } of brands)
      for (const kind of ['electric', 'ev', 'suv', 'petrol', 'coupe', 'wagon', 'luxury', 'van']) {
        const q = `${words} ${kind}`;
        const query = listQuerySchema.parse({ q, pageSize: 48 });
        const [page, combinations] = await orm(env.DB).batch(keywordStatements(env.DB, query));
        const listed = await search(q);
        if (listed.query.brand === brand) asFilters += 1;
        else expect(listed.query.q, q).toBe(q);
        expect(listed.total, q).toBe(keywordCounts(combinations, query).total);
        if (listed.total <= 48) expect(listed.list.map((car) => car.id).sort(), q).toEqual(page.map((car) => car.id).sort());
      }
    // most are read as filters; the rest (`aston martin van`: the Vantage) stay searches
    expect(asFilters).toBeGreaterThan(brands.length * 6);
  });

  it('finds nothing for a model the catalogue does not hold', async () => {
    const page = await search('ferrari 296');
    expect(page.total).toBe(0);
    expect(page.list).toEqual([]);
  });

  it('counts per filter option within the search', async () => {
    const page = await search('vw');
    const brands = page.facets.brand;
    expect(brands).toEqual([expect.objectContaining({ value: 'volkswagen', count: page.total })]);
  });

  it.each([
    ['"', 0],
    ['*', 0],
    ['tesla*', null],
    ['NEAR', 0],
    ['tesla AND model', 0],
    ['tesla OR', 0],
    ['"tesla" NEAR/2 model', 0],
    ["'; DROP TABLE cars; --", 0],
    ['%_%', 0],
    ['!!!', 0],
    ['\u0000\u0007tesla\u001b', null],
    ['x'.repeat(80), 0],
    ['a b c d e f g h i j k l m n o p q r s t u v w x y z', 0],
  ])('answers %j with a result, never an error', async (q, total) => {
    const page = await search(q);
    if (total === null) expect(page.total).toBeGreaterThan(0);
    else expect(page.total).toBe(total);
  });
});

describe('/car/suggest', () => {
  const suggest = async (q: string) => {
    const { status, data, response } = await api<Suggestions>('/car/suggest', { q });
    expect(status, q).toBe(200);
    return { ...data, response };
  };
  const labels = (answer: Suggestions) => [...answer.kinds, ...answer.brands, ...answer.models, ...answer.cars].map((s) => s.label);

  it('groups brands, model families and cars, at most 8, each a link', async () => {
    const answer = await suggest('po');
    expect(answer.q).toBe('po');
    expect(answer.brands.map((brand) => brand.label)).toEqual(expect.arrayContaining(['Polestar', 'Porsche']));
    expect(answer.brands.find((brand) => brand.label === 'Porsche')).toMatchObject({
      path: '/brands/porsche',
      detail: expect.stringMatching(/^\d+ cars$/),
    });
    expect(labels(answer).length).toBeLessThanOrEqual(8);
    for (const suggestion of [...answer.brands, ...answer.models, ...answer.cars]) expect(suggestion.path).toMatch(/^\/(brands|cars)\//);
    expect(answer.response.headers.get('Cache-Control')).toContain('s-maxage=');
  });

  it.each([
    ['citroen', /^Citroën/],
    ['etron', /e-tron/i],
    ['f150', /^Ford F-150/],
    ['model3', /^Tesla Model 3/],
    ['id4', /^Volkswagen ID\.4/],
    ['id 4', /^Volkswagen ID\.4/],
    ['gt3 porsche', /^Porsche 911/],
    ['tay', /Taycan/],
    ['vw', /^Volkswagen/],
    ['merc', /^Mercedes-Benz/],
  ])('%s suggests %s first', async (q, first) => {
    const answer = await suggest(q);
    expect(labels(answer)[0], JSON.stringify(answer)).toMatch(first);
  });

  it('names a car its brand already names once: Firefly, not Firefly Firefly', async () => {
    const answer = await suggest('firefly');
    expect(answer.brands.map((brand) => brand.label)).toEqual(['Firefly']);
    expect(answer.cars.map((car) => car.label)).toEqual(['Firefly']);
    expect(labels(await suggest('model s plaid'))).toContain('Tesla Model S Plaid');
  });

  it('offers the model family before its versions', async () => {
    const answer = await suggest('taycan');
    expect(answer.models[0]).toMatchObject({ label: 'Porsche Taycan', path: '/brands/porsche/taycan' });
    // a family's count is of the versions the words match, and says so: the 911 has more than its Targas
    const targas = (await suggest('porsche targa')).models.find((model) => model.label === 'Porsche 911');
    const { result } = await carListLoader(await loaderArgs('/car-list?q=porsche+targa', {}));
    expect(targas?.detail).toBe(`${result.list.filter((car) => car.path.startsWith('/cars/porsche-911')).length} matching versions`);
    expect(answer.cars.every((car) => car.path.startsWith('/cars/porsche-taycan'))).toBe(true);
  });

  it('offers the list of a search of kinds first, as the list reads it, with its number of cars', async () => {
    const { data: electricSuvs } = await api<CarListPage>('/car/indexPage', { fuel: 'electric', type: 'suv', pageSize: 1 });
    const answer = await suggest('Electric SUVs');
    expect(answer.kinds).toEqual([
      { label: 'SUV · Electric', path: '/car-list?type=suv&fuel=electric', detail: `${electricSuvs.total} cars` },
    ]);
    expect(labels(answer).length).toBeLessThanOrEqual(8);
    // one kind: its list, then the names that hold the word (the Cayenne Coupés, SUVs)
    const coupe = await suggest('coupe');
    expect(coupe.kinds).toEqual([expect.objectContaining({ label: 'Coupé', path: '/car-list?type=coupe' })]);
    expect(labels(coupe)).toContain('Porsche Cayenne');
    expect(coupe.cars.length).toBeGreaterThan(0);
    for (const car of coupe.cars) expect(car.label).toMatch(/coup[eé]/i);
    // a kind no name holds: its list alone, not the first of its many cars (every petrol car holds `gas`)
    const gas = await suggest('gas');
    expect(gas.kinds).toEqual([expect.objectContaining({ label: 'Petrol', path: '/car-list?fuel=petrol' })]);
    expect([...gas.models, ...gas.cars]).toEqual([]);
    const electric = await suggest('electric');
    expect(electric.cars.length).toBeGreaterThan(0);
    for (const car of electric.cars) expect(car.label).toMatch(/electric/i);
    // a word still being typed, a name beside the kinds, or two values of one filter: no list of kinds
    // or words past the sixth, which keep the list a search
    for (const q of [
      'electric su',
      'porsche hybrid',
      'petrol diesel',
      'electric ev bev suv crossover family bmw',
      'bmw electric ev bev suv crossover xyz',
    ])
      expect((await suggest(q)).kinds, q).toEqual([]);
    // a brand beside kinds, where the list reads it as filters
    const { data: bmwElectric } = await api<CarListPage>('/car/indexPage', { brand: 'bmw', fuel: 'electric', pageSize: 1 });
    expect((await suggest('bmw electric')).kinds).toEqual([
      { label: 'BMW · Electric', path: '/car-list?brand=bmw&fuel=electric', detail: `${bmwElectric.total} cars` },
    ]);
  });

  it('offers a search of kinds within the list filters around the box, where Enter takes it', async () => {
    const within = { brand: 'bmw', sort: 'price-asc' };
    const { data: bmwElectric } = await api<CarListPage>('/car/indexPage', { ...within, fuel: 'electric', pageSize: 1 });
    expect(bmwElectric.total).toBeGreaterThan(0);
    const { status, data } = await api<Suggestions>('/car/suggest', { q: 'electric', ...within });
    expect(status).toBe(200);
    expect(data.kinds).toEqual([
      { label: 'Electric', path: '/car-list?brand=bmw&fuel=electric&sort=price-asc', detail: `${bmwElectric.total} cars` },
    ]);
    // pressing Enter in the same form sends the words with the filters: the list moves to the same place
    const entered = await thrownBy(carListLoader(await loaderArgs('/car-list?q=electric&brand=bmw&sort=price-asc', {})));
    expect(entered.location).toBe(data.kinds[0]!.path);
    // a kind typed over a filter set to another kind takes its place, as Enter does
    const { data: typedOver } = await api<Suggestions>('/car/suggest', { q: 'suv', type: 'coupe', fuel: 'diesel' });
    expect(typedOver.kinds.map((kind) => kind.path)).toEqual(['/car-list?type=suv&fuel=diesel']);
    // filters that leave the kind no car: nothing offered
    expect((await api<Suggestions>('/car/suggest', { q: 'hydrogen', brand: 'ferrari' })).data.kinds).toEqual([]);
  });

  it('refuses filters it does not know around the box with a 400', async () => {
    const refused: Array<Record<string, string>> = [{ brand: 'no-such-brand' }, { fuel: 'steam' }, { sort: 'cheapest' }, { brand: 'BMW!' }];
    for (const params of refused) {
      const { status } = await api('/car/suggest', { q: 'electric', ...params });
      expect(status, JSON.stringify(params)).toBe(400);
    }
  });

  it('treats the last word as a prefix even when it is one letter', async () => {
    const answer = await suggest('porsche 9');
    expect(labels(answer).some((label) => label.startsWith('Porsche 9'))).toBe(true);
  });

  it('answers nothing for a prefix that matches nothing, or nothing searchable', async () => {
    for (const q of ['ferrari 296', '!!', '"*"', 'NEAR', '\u0000\u0007']) {
      const answer = await suggest(q);
      expect(labels(answer), q).toEqual([]);
    }
  });

  it('refuses a missing or overlong q with a 400', async () => {
    expect((await api('/car/suggest')).status).toBe(400);
    expect((await api('/car/suggest', { q: 'x'.repeat(81) })).status).toBe(400);
  });
});

describe('the list when a search finds nothing', () => {
  const list = async (path: string) => carListLoader(await loaderArgs(path, {}));

  it('offers the nearest spellings, each a search that finds cars', async () => {
    const { result, help } = await list('/car-list?q=porshe+tycan');
    expect(result.total).toBe(0);
    expect(help?.didYouMean[0]).toEqual({ label: 'Porsche Taycan', path: '/car-list?q=Porsche+Taycan' });
    const { result: corrected } = await list(help!.didYouMean[0]!.path);
    expect(corrected.total).toBeGreaterThan(0);
    // a family its brand already names is the brand's one offer, not a "Firefly Firefly" beside it
    const firefly = await list('/car-list?q=fireflt');
    expect(firefly.help?.didYouMean.map((place) => place.label)).toEqual(['Firefly']);
    // two letters swapped are one slip: `modle` is the model a visitor meant
    const tesla = await list('/car-list?q=tesla+modle+3');
    expect(tesla.result.total).toBe(0);
    expect(tesla.help?.didYouMean[0]).toEqual({ label: 'Tesla Model 3', path: '/car-list?q=Tesla+Model+3' });
  });

  it('puts a misspelt word of a kind right, as the list the corrected search is read as', async () => {
    const electricSuvs = await list('/car-list?q=electirc+suvs');
    expect(electricSuvs.result.total).toBe(0);
    expect(electricSuvs.help?.didYouMean[0]).toEqual({ label: 'electric suv', path: '/car-list?type=suv&fuel=electric' });
    const bmw = await list('/car-list?q=bmw+electirc');
    expect(bmw.help?.didYouMean[0]).toEqual({ label: 'bmw electric', path: '/car-list?brand=bmw&fuel=electric' });
    expect((await list(bmw.help!.didYouMean[0]!.path)).result.total).toBeGreaterThan(0);
    // within the list's filters: BMW's electric cars, not every brand's
    const withinBmw = await list('/car-list?q=electirc&brand=bmw');
    expect(withinBmw.help?.didYouMean[0]).toEqual({ label: 'electric', path: '/car-list?brand=bmw&fuel=electric' });
    // put right only where that search finds cars: no electric Ferrari
    expect((await list('/car-list?q=ferrari+electirc')).help?.didYouMean.map((place) => place.label)).not.toContain('ferrari electric');
  });

  it('puts a misspelt name beside words of kinds right, as the list that search is read as', async () => {
    // the brand misspelt, its kind spelled right (or wrong): the name put right, the kind kept
    const porsche = await list('/car-list?q=porshe+hybrid');
    expect(porsche.result.total).toBe(0);
    expect(porsche.help?.didYouMean[0]).toEqual({ label: 'Porsche hybrid', path: '/car-list?q=Porsche+hybrid' });
    expect((await list(porsche.help!.didYouMean[0]!.path)).result.total).toBeGreaterThan(0);
    expect((await list('/car-list?q=porshe+hybird')).help?.didYouMean[0]?.label).toBe('Porsche hybrid');
    // where the name and the kind are the list's filters, the list they are read as
    const bmw = await list('/car-list?q=bmv+electric');
    expect(bmw.help?.didYouMean[0]).toEqual({ label: 'BMW electric', path: '/car-list?brand=bmw&fuel=electric' });
    expect((await list('/car-list?q=toyta+hybrid')).help?.didYouMean[0]?.label).toBe('Toyota hybrid');
    // offered only where that search finds cars: no electric Ferrari
    expect((await list('/car-list?q=ferari+electric')).help?.didYouMean.map((place) => place.label)).not.toContain('Ferrari electric');
  });

  it('names the brand a query names when the rest found nothing', async () => {
    const { help } = await list('/car-list?q=ferrari+296');
    expect(help?.brands).toEqual([{ label: 'Ferrari', path: '/brands/ferrari' }]);
  });

  it('offers nothing more for punctuation, and no help when cars were found', async () => {
    expect((await list('/car-list?q=%22*%22')).help).toEqual({ didYouMean: [], brands: [] });
    expect((await list('/car-list?q=taycan')).help).toBeNull();
  });
});
