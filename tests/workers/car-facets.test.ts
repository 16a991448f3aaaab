// car_facets, the counted table behind a list page's total and counts per option, agrees with
// counting the cars themselves for every kind of filter and their combinations: a stale or wrongly
// built table would show a visitor counts that do not match the list.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { filterStatements, keywordCounts, keywordStatements, listCars, liveCounts } from '#app/catalogue/cars.server.ts';
import { orm } from '#app/db/orm.server.ts';
import { RANKING_NAMES, rankingWhere, rankStatements } from '#app/catalogue/rankings.server.ts';
import { cars } from '#app/catalogue/schema.server.ts';
import { count } from 'drizzle-orm';
import { listQuerySchema } from '#app/catalogue/filters.server.ts';

const QUERIES: Array<Record<string, string>> = [
  {},
  { purpose: 'family' },
  { fuel: 'electric' },
  { fuel: 'hybrid', purpose: 'city' },
  { brand: 'toyota' },
  { type: 'suv', price: '40k-70k' },
  { purpose: 'performance', fuel: 'petrol', type: 'coupe', price: '150k-plus' },
  { brand: 'bmw', fuel: 'electric', type: 'sedan' },
  { price: 'under-20k', purpose: 'off-road' },
  { seats: '7-plus' },
  { seats: '2', fuel: 'electric', purpose: 'performance' },
  { seats: '5', brand: 'volkswagen', type: 'suv' },
];

const asMap = (rows: Array<{ value: string | null; count: number }>) =>
  Object.fromEntries(rows.filter((row) => row.count > 0).map((row) => [String(row.value), row.count]));

describe('car_facets', () => {
  for (const params of QUERIES) {
    it(`counts what the cars say for ${JSON.stringify(params)}`, async () => {
      const query = listQuerySchema.parse(params);
      const d = orm(env.DB);
      const [, [counted], ...countedFacets] = await d.batch(filterStatements(env.DB, query));
      const [[live], ...liveFacets] = await d.batch(liveCounts(env.DB, query));
      expect(counted?.total).toBe(live?.total);
      countedFacets.forEach((facet, i) => expect(asMap(facet), `facet ${i}`).toEqual(asMap(liveFacets[i]!)));
    });
  }

  // a keyword search counts its matching cars grouped by what the filters read, in the isolate
  for (const params of [
    { q: 'tesla' },
    { q: 'tay' },
    { q: 'vw id' },
    { q: 'gt3 porsche', sort: 'price-asc' },
    { q: 'electric', fuel: 'electric', type: 'suv' },
    { q: 'bmw electric' },
    { q: 'porsche suvs', sort: 'price-asc' },
    { q: 'bmw', purpose: 'performance', price: '70k-150k' },
    { q: 'merc', status: 'current', brand: 'mercedes-benz' },
    { q: 'volvo', seats: '7-plus' },
    { q: 'porsche 911', seats: '4', sort: 'power' },
  ]) {
    it(`counts a keyword search as the cars say for ${JSON.stringify(params)}`, async () => {
      const query = listQuerySchema.parse(params);
      const d = orm(env.DB);
      const [, combinations] = await d.batch(keywordStatements(env.DB, query));
      const counts = keywordCounts(combinations, query);
      const [[live], ...liveFacets] = await d.batch(liveCounts(env.DB, query));
      expect(counts.total).toBe(live?.total);
      expect(counts.total).toBeGreaterThan(0);
      const { purposes, fuels, brands, types, prices, statuses, seats } = counts;
      [purposes, fuels, brands, types, prices, statuses, seats].forEach((facet, i) =>
        expect(asMap(facet), `facet ${i}`).toEqual(asMap(liveFacets[i]!)),
      );
      // brands in the same order as D1's COLLATE NOCASE gives them
      expect(brands.filter((row) => row.count > 0).map((row) => row.value)).toEqual(
        liveFacets[2]!.filter((row) => row.count > 0).map((row) => (row as { value: string }).value),
      );
    });
  }

  it("shows a filter set's other sorts and pages with the counts it was read with, and their own cars", async () => {
    const first = await listCars(env.DB, listQuerySchema.parse({ fuel: 'electric', type: 'suv' }));
    const query = listQuerySchema.parse({ fuel: 'electric', type: 'suv', sort: 'price-asc', page: '2' });
    const [[page], again] = await Promise.all([orm(env.DB).batch([filterStatements(env.DB, query)[0]]), listCars(env.DB, query)]);
    expect(first.total).toBeGreaterThan(first.pageSize);
    expect({ total: again.total, facets: again.facets }).toEqual({ total: first.total, facets: first.facets });
    expect(again.list.map((car) => car.id)).toEqual(page.map((car) => car.id));
    expect(again.list.map((car) => car.id)).not.toEqual(first.list.map((car) => car.id));
  });

  it('has counts at all (the seed rebuilt it)', async () => {
    const row = await env.DB.prepare("SELECT sum(cars) AS n FROM car_facets WHERE purpose = '*' AND fuel = '*'").first<{ n: number }>();
    const cars = await env.DB.prepare('SELECT count(*) AS n FROM cars').first<{ n: number }>();
    expect(row?.n).toBe(cars?.n);
    expect(cars?.n).toBeGreaterThan(1000);
  });
});

describe('car_counts', () => {
  it.each(RANKING_NAMES)('holds the number of cars the %s ranking ranks', async (ranking) => {
    const d = orm(env.DB);
    const [, [counted]] = await d.batch(rankStatements(env.DB, ranking, 1, 20));
    const [live] = await d.select({ n: count() }).from(cars).where(rankingWhere(ranking));
    expect(counted?.total).toBe(live?.n);
    expect(live?.n).toBeGreaterThan(100);
  });
});
