// car_facets, the counted table behind a list page's total and counts per option, agrees with
// counting the cars themselves for every kind of filter and their combinations: a stale or wrongly
// built table would show a visitor counts that do not match the list.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { listStatements, liveCounts } from '#app/catalogue/cars.server.ts';
import { orm } from '#app/db/orm.server.ts';
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
];

const asMap = (rows: Array<{ value: string | null; count: number }>) =>
  Object.fromEntries(rows.filter((row) => row.count > 0).map((row) => [String(row.value), row.count]));

describe('car_facets', () => {
  for (const params of QUERIES) {
    it(`counts what the cars say for ${JSON.stringify(params)}`, async () => {
      const query = listQuerySchema.parse(params);
      const d = orm(env.DB);
      const [, [counted], ...countedFacets] = await d.batch(listStatements(env.DB, query));
      const [[live], ...liveFacets] = await d.batch(liveCounts(env.DB, query));
      expect(counted?.total).toBe(live?.total);
      countedFacets.forEach((facet, i) => expect(asMap(facet), `facet ${i}`).toEqual(asMap(liveFacets[i]!)));
    });
  }

  it('has counts at all (the seed rebuilt it)', async () => {
    const row = await env.DB.prepare("SELECT sum(cars) AS n FROM car_facets WHERE purpose = '*' AND fuel = '*'").first<{ n: number }>();
    const cars = await env.DB.prepare('SELECT count(*) AS n FROM cars').first<{ n: number }>();
    expect(row?.n).toBe(cars?.n);
    expect(cars?.n).toBeGreaterThan(1000);
  });
});
