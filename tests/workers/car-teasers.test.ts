// car_teasers, the home page's teaser rows stored by the seed, holds what ranking the catalogue live
// gives: a stale or wrongly built table would show other cars than the rule says.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { teaserRebuildStatements } from '#app/catalogue/ranking-orders.ts';
import { newReleaseTeaser, popularCars, rankingTeaser, topCars } from '#app/catalogue/rankings.server.ts';
import { orm } from '#app/db/orm.server.ts';

const teasers = () => Promise.all([topCars(env.DB, 24), newReleaseTeaser(env.DB, 24), rankingTeaser(env.DB, 24), popularCars(env.DB, 24)]);

describe('car_teasers', () => {
  it('holds every teaser, and what ranking the cars live gives', async () => {
    const stored = await env.DB.prepare('SELECT teaser, count(*) AS n FROM car_teasers GROUP BY teaser ORDER BY teaser').all<{
      teaser: string;
      n: number;
    }>();
    expect(stored.results.map((row) => row.teaser)).toEqual(['fastest', 'launches', 'newest', 'top']);
    for (const row of stored.results) expect(row.n).toBeGreaterThan(24);
    const fromTable = await teasers();

    await env.DB.prepare('DELETE FROM car_teasers').run();
    try {
      expect(await teasers()).toEqual(fromTable);
    } finally {
      const d = orm(env.DB);
      await d.batch(teaserRebuildStatements(d));
    }
    expect(await teasers()).toEqual(fromTable);
  });
});
