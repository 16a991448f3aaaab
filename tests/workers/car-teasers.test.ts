// car_teasers, the home page's teaser rows stored by the seed, holds what ranking the catalogue live
// gives: a stale or wrongly built table would show other cars than the rule says.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { teaserRebuildStatements } from '#app/catalogue/ranking-orders.ts';
import { homeTeasers, newReleaseTeaser, popularCars, rankingTeaser, topCars, type Focus } from '#app/catalogue/rankings.server.ts';
import { orm } from '#app/db/orm.server.ts';

const teasers = (focus?: Focus) =>
  Promise.all([
    topCars(env.DB, 24, focus),
    newReleaseTeaser(env.DB, 24, focus),
    rankingTeaser(env.DB, 24, focus),
    popularCars(env.DB, 24, focus),
  ]);
// a focus of each kind the seed stores, and one of two filters, which is ranked live
const FOCUSES: Focus[] = [{ fuel: 'electric' }, { type: 'suv' }, { purpose: 'performance' }, { fuel: 'electric', type: 'suv' }];

describe('car_teasers', () => {
  it('gives the home page, in one batch, the rows each teaser gives', async () => {
    for (const focus of [undefined, ...FOCUSES]) {
      const [top, newest, fastest] = await teasers(focus);
      expect(top.length).toBeGreaterThan(0);
      expect(await homeTeasers(env.DB, 24, focus)).toEqual({ top, newest, fastest });
    }
  });

  it('holds every teaser, and what ranking the cars live gives', async () => {
    const stored = await env.DB.prepare(
      "SELECT teaser, count(*) AS n FROM car_teasers WHERE teaser NOT LIKE '%:%' GROUP BY teaser ORDER BY teaser",
    ).all<{ teaser: string; n: number }>();
    expect(stored.results.map((row) => row.teaser)).toEqual(['fastest', 'launches', 'newest', 'top']);
    for (const row of stored.results) expect(row.n).toBeGreaterThan(24);
    const focused = await env.DB.prepare("SELECT DISTINCT teaser FROM car_teasers WHERE teaser LIKE '%:fuel=electric'").all<{
      teaser: string;
    }>();
    expect(focused.results.map((row) => row.teaser).sort()).toEqual(
      ['fastest', 'launches', 'newest', 'top'].map((name) => `${name}:fuel=electric`),
    );
    const fromTable = await teasers();
    const focusedFromTable = await Promise.all(FOCUSES.map((focus) => teasers(focus)));

    await env.DB.prepare('DELETE FROM car_teasers').run();
    try {
      expect(await teasers()).toEqual(fromTable);
      // the home page's one batch falls back to the live ranking as each teaser does
      const [top, newest, fastest] = fromTable;
      expect(await homeTeasers(env.DB, 24)).toEqual({ top, newest, fastest });
      expect(await Promise.all(FOCUSES.map((focus) => teasers(focus)))).toEqual(focusedFromTable);
    } finally {
      const d = orm(env.DB);
      await d.batch(teaserRebuildStatements(d));
    }
    expect(await teasers()).toEqual(fromTable);
    expect(await Promise.all(FOCUSES.map((focus) => teasers(focus)))).toEqual(focusedFromTable);
  });
});
