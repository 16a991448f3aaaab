// Keyword search through the list's gateway target, against the seeded D1 and its search index
// (migrations/0006_search_index.sql): every example of forgiving search, relevance and bad input.
import { describe, expect, it } from 'vitest';
import type { CarListPage } from '#app/catalogue/cars.server.ts';
import { api } from './helpers';

const search = async (q: string, params: Record<string, string | number> = {}) => {
  const { status, data } = await api<CarListPage>('/car/indexPage', { q, pageSize: 48, ...params });
  expect(status).toBe(200);
  return data;
};
const names = (page: CarListPage) => page.list.map((car) => `${car.brand} ${car.name}`);

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
