// A brand's words beside others (`porsche hybrid`, `gmc truck`, `porsche turbo`) are matched from the
// brand's rows of the index (search/match.server.ts, decision 094): the same cars with the same scores
// as matching every word over the whole index, and a plan that reads the rarest other word by brand.
import { env } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { keywordCounts, keywordStatements } from '#app/catalogue/cars.server.ts';
import { listQuerySchema } from '#app/catalogue/filters.server.ts';
import { brandReading, queryPlan } from '#app/catalogue/measured-queries.server.ts';
import { brandWordsIn, matchedCars } from '#app/catalogue/search/match.server.ts';
import { queryWords } from '#app/catalogue/search/normalise.ts';
import { orm } from '#app/db/orm.server.ts';

type Row = { car_id: number; score: number; name_order: number; family_order: number };

async function matched(words: readonly string[], brand: ReturnType<typeof brandWordsIn>): Promise<Row[]> {
  return orm(env.DB).all<Row>(sql`SELECT * FROM (${matchedCars(words, { brand })}) ORDER BY car_id`);
}

describe('a brand beside other words', () => {
  it('finds the cars, with the scores, that matching every word over the whole index finds', async () => {
    const reading = await brandReading(env.DB);
    const searches = [
      'porsche hybrid',
      'gmc truck',
      'porsche turbo',
      'hybrid toyota',
      'alfa romeo junior',
      'vw golf gti',
      'bmw m',
      'mercedes amg gt',
      'ford truck',
      'audi e tron suv',
      'kia electric 7',
      'porsche 911 gt3 rs',
    ];
    let branded = 0;
    for (const q of searches) {
      const words = queryWords(q);
      const brand = brandWordsIn(words, reading);
      if (brand) branded += 1;
      const plain = await matched(words, null);
      expect(await matched(words, brand), q).toEqual(plain);
    }
    expect(branded).toBeGreaterThanOrEqual(10);
    // and for a brand beside each kind's word, for every brand the seed names by its own words
    const { results } = await env.DB.prepare(
      "SELECT words FROM search_brand_words WHERE words = replace(brand_slug, '-', ' ') ORDER BY words",
    ).all<{ words: string }>();
    let found = 0;
    for (const { words: brandWords } of results)
      for (const word of ['hybrid', 'truck', 'turbo', 'sport', 'convertible']) {
        const words = queryWords(`${brandWords} ${word}`);
        const brand = brandWordsIn(words, reading);
        expect(brand?.words.join(' '), brandWords).toBe(brandWords);
        const plain = await matched(words, null);
        found += plain.length;
        expect(await matched(words, brand), words.join(' ')).toEqual(plain);
      }
    expect(found).toBeGreaterThan(100);
  });

  it('counts per filter option what the search finds, from the seed where the brand is beside one word', async () => {
    const reading = await brandReading(env.DB);
    const sorted = (counts: ReturnType<typeof keywordCounts>) =>
      Object.fromEntries(
        Object.entries(counts).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.map((row) => `${row.value}:${row.count}`).sort() : value,
        ]),
      );
    for (const params of [
      { q: 'gmc truck' },
      { q: 'porsche hybrid', fuel: 'plug-in-hybrid' },
      { q: 'turbo porsche', sort: 'power', page: '2' },
      { q: 'alfa romeo junior' },
      { q: 'toyota hybrid', seats: '7-plus' },
      { q: 'ford truck', type: 'pickup' },
    ]) {
      const query = listQuerySchema.parse(params);
      const d = orm(env.DB);
      const [[page, withBrand], [plainPage, plain]] = await Promise.all([
        d.batch(keywordStatements(env.DB, query, reading)),
        d.batch(keywordStatements(env.DB, query)),
      ]);
      const counts = keywordCounts(withBrand, query);
      expect(counts.total, params.q).toBeGreaterThan(0);
      expect(sorted(counts), params.q).toEqual(sorted(keywordCounts(plain, query)));
      expect(
        page.map((car) => car.id),
        params.q,
      ).toEqual(plainPage.map((car) => car.id));
    }
  });

  it("reads the rarest other word's rows for the brand alone", async () => {
    const words = queryWords('porsche hybrid');
    const brand = brandWordsIn(words, await brandReading(env.DB));
    expect(brand).toEqual({ brandSlug: 'porsche', words: ['porsche'] });
    const plan = await queryPlan(env.DB, { toSQL: () => new SQLiteAsyncDialect().sqlToQuery(matchedCars(words, { brand })) });
    expect(plan.join('\n')).toMatch(
      /car_search_prefixes USING COVERING INDEX car_search_prefixes_by_brand \(prefix=\? AND brand_slug=\?\)/,
    );
  });

  it('names no brand where none is named whole, or nothing is beside it', async () => {
    const reading = await brandReading(env.DB);
    expect(brandWordsIn(queryWords('porsche'), reading)).toBeNull();
    expect(brandWordsIn(queryWords('taycan turbo'), reading)).toBeNull();
    expect(brandWordsIn(queryWords('porsche hybrid'), undefined)).toBeNull();
    expect(brandWordsIn(queryWords('turbo alfa romeo'), reading)).toMatchObject({ brandSlug: 'alfa-romeo', words: ['alfa', 'romeo'] });
  });
});
