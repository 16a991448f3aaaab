// Every list filter, sort, search, suggestion, ranking, brand page and sitemap query reads through an
// index (no full scan of a table), so a page costs about the same at 100,000 cars as at the real
// catalogue's size (npm run bench:scale, docs/decisions/038-queries-at-scale.md).
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { brandReading, fullScan, measuredQueries, queryPlan } from '#app/catalogue/measured-queries.server.ts';

/** The queries as the site sends them, with the seed's reading of the brands' names. */
const measured = async () => measuredQueries(env.DB, await brandReading(env.DB));

describe('query plans', () => {
  for (const { name, indexed } of measuredQueries(env.DB)) {
    if (!indexed) continue;
    it(`${name} uses an index in every statement`, async () => {
      const query = (await measured()).find((q) => q.name === name)!;
      for (const statement of query.statements) {
        const plan = await queryPlan(env.DB, statement);
        expect(plan.filter(fullScan), `${statement.toSQL().sql}\n${plan.join('\n')}`).toEqual([]);
      }
    });
  }
});

describe('the rankings of road cars', () => {
  // a plan through the status index sorts every road car: 170 ms at 100,000 cars instead of 4 (bench/scale.md)
  it.each([
    ['ranking accel', 'cars_by_accel'],
    ['ranking topSpeed', 'cars_by_top_speed'],
    ['ranking newest', 'cars_newest_families'],
    ['ranking range', 'cars_by_range_ranked'],
  ])('%s reads its rows in order from %s', async (name, index) => {
    const [page] = (await measured()).find((q) => q.name === name)!.statements;
    // the page; the ranking's total is read from car_counts
    expect((await queryPlan(env.DB, page!)).join('\n')).toContain(index);
  });
});

describe('a brand beside a filter of another column', () => {
  // through the body type's index it walked every SUV to reach Volvo's: 39 ms at 100,000 cars instead of 1
  it.each([
    ['list brand=volvo type=suv', 'cars_by_brand'],
    ['list brand=volvo seats=7-plus', 'cars_by_brand'],
    ['list brand=volvo status=current sort=price-asc', 'cars_brand_price_asc'],
    ['list brand=volvo price=40k-70k sort=newest', 'cars_brand_newest'],
  ])("%s reads the brand's cars in order from %s", async (name, index) => {
    const [page] = (await measured()).find((q) => q.name === name)!.statements;
    expect((await queryPlan(env.DB, page!)).join('\n')).toContain(`USING INDEX ${index} (brand_slug=?)`);
  });
});
