// Every list filter, sort and ranking reads through an index (no full scan of a table), so a list
// page costs about the same at 100,000 cars as at the real catalogue's size (npm run bench:scale).
// Keyword search reads the search index (car_search) like any filter reads its index.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fullScan, measuredQueries, queryPlan } from '#app/catalogue/measured-queries.server.ts';

describe('query plans', () => {
  for (const query of measuredQueries(env.DB).filter((q) => q.indexed)) {
    it(`${query.name} uses an index in every statement`, async () => {
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
  ])('%s reads its rows in order from %s', async (name, index) => {
    const query = measuredQueries(env.DB).find((q) => q.name === name)!;
    for (const statement of query.statements) expect((await queryPlan(env.DB, statement)).join('\n')).toContain(index);
  });
});
