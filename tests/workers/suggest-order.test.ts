// Suggestions of several words are read through car_search_prefixes (docs/decisions/048); what a
// visitor gets must not depend on that. Held against the order computed here from car_search and cars
// themselves: cars by score, ties by the shorter name, then brand, name and id; model families by their
// best score, then how many of their versions match, then model, brand and model slug. On the seeded
// catalogue, and on the same catalogue with every car copied twice as `npm run bench:scale` copies it
// (scripts/bench/grow-catalogue.ts): every car has twins of the same score, every family twins of the
// same size, so the ties are everywhere.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { familyPath } from '#app/catalogue/family-paths.ts';
import { queryWords, WEIGHTS } from '#app/catalogue/search/normalise.ts';
import { MAX_SUGGESTIONS, suggest, suggestedFamiliesAndCars } from '#app/catalogue/search/suggest.server.ts';
import { copiesOf, copyCarsStatement } from './copied-cars';
import { catalogueSeed } from './test-data';

const QUERIES = [
  'vw id',
  'id 4',
  'vw id4',
  'porsche 911 t',
  'gt3 porsche',
  'porsche 9',
  'porsche taycan 4',
  'model 3',
  'tesla model',
  'f 150',
  'ford f',
  'audi e',
  'e tron',
  'merc amg',
  'bmw m',
  'toyota c',
  'land rover',
  'a b',
  'ferrari 296',
  'bmw electric',
  'porsche suv',
  'jeep wagon',
];

type Car = { id: number; brand: string; name: string; model: string; brand_slug: string; model_slug: string };

/** The best cars and families of a query, computed from every car's tokens. */
async function expected(q: string) {
  const words = queryWords(q);
  const { results: tokens } = await env.DB.prepare('SELECT token, car_id, weight FROM car_search').all<{
    token: string;
    car_id: number;
    weight: number;
  }>();
  const { results: cars } = await env.DB.prepare('SELECT id, brand, name, model, brand_slug, model_slug FROM cars').all<Car>();
  const scores = new Map<number, number[]>();
  for (const { token, car_id: id, weight } of tokens) {
    words.forEach((word, i) => {
      // a one-letter word is a whole token unless it is the last, being typed; a word of a car's kind
      // (weight 0) matches only whole
      const matches = weight !== WEIGHTS.kind && (word.length > 1 || i === words.length - 1) ? token.startsWith(word) : token === word;
      if (!matches) return;
      const best = scores.get(id) ?? words.map(() => -1);
      best[i] = Math.max(best[i]!, weight * 2 + (token === word ? 1 : 0));
      scores.set(id, best);
    });
  }
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const found = cars
    .map((car) => ({ car, score: (scores.get(car.id) ?? [-1]).reduce((sum, s) => (s < 0 || sum < 0 ? -1 : sum + s), 0) }))
    .filter(({ score }) => score >= 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.car.name.length - b.car.name.length ||
        compare(a.car.brand, b.car.brand) ||
        compare(a.car.name, b.car.name) ||
        a.car.id - b.car.id,
    );
  const families = new Map<string, { car: Car; score: number; versions: number }>();
  for (const { car, score } of found) {
    const key = `${car.brand_slug}/${car.model_slug}`;
    const family = families.get(key) ?? { car, score, versions: 0 };
    families.set(key, { ...family, score: Math.max(family.score, score), versions: family.versions + 1 });
  }
  const bestFamilies = [...families.values()].sort(
    (a, b) =>
      b.score - a.score ||
      b.versions - a.versions ||
      compare(a.car.model, b.car.model) ||
      compare(a.car.brand_slug, b.car.brand_slug) ||
      compare(a.car.model_slug, b.car.model_slug),
  );
  return { cars: found.slice(0, MAX_SUGGESTIONS), families: bestFamilies.slice(0, 3) };
}

async function holdsTheOrder(q: string) {
  const want = await expected(q);
  const [families, cars] = await suggestedFamiliesAndCars(env.DB, queryWords(q));
  expect(
    cars.map((car) => car.id),
    q,
  ).toEqual(want.cars.map(({ car }) => car.id));
  expect(
    families.map((family) => `${family.brandSlug}/${family.modelSlug} ${family.versions}`),
    q,
  ).toEqual(want.families.map(({ car, versions }) => `${car.brand_slug}/${car.model_slug} ${versions}`));
  // and the answer a visitor gets: a list of kinds (a brand beside kinds), families of more than one
  // version, then cars in the room left
  const answer = await suggest(env.DB, q);
  const models = want.families.filter((family) => family.versions > 1);
  expect(answer.models.map((model) => model.path)).toEqual(models.map(({ car }) => familyPath(car.brand_slug, car.model_slug)));
  const room = MAX_SUGGESTIONS - answer.kinds.length - answer.brands.length - answer.models.length;
  expect(answer.cars.map((car) => car.label)).toEqual(want.cars.slice(0, room).map(({ car }) => `${car.brand} ${car.name}`));
  return want;
}

describe('suggestions of several words', () => {
  it.each(QUERIES)('%s: the seeded catalogue', async (q) => {
    await holdsTheOrder(q);
  });

  describe('a catalogue where every car has twins', () => {
    beforeAll(async () => {
      const twice = copiesOf(2);
      await env.DB.batch([
        await copyCarsStatement(2),
        env.DB.prepare(
          `${twice} INSERT INTO car_tags (kind, value, car_id) SELECT kind, value, car_id + k * 100000 FROM car_tags, copy WHERE car_id < 100000`,
        ),
        env.DB.prepare(
          `${twice} INSERT INTO car_search (token, car_id, weight) SELECT token, car_id + k * 100000, weight FROM car_search, copy WHERE car_id < 100000`,
        ),
      ]);
      // then the seed's last statements, which rebuild everything derived from the cars
      const seed = await catalogueSeed();
      for (const statement of seed.slice(seed.findLastIndex((line) => line.startsWith('INSERT INTO car_search ')) + 1)) {
        await env.DB.prepare(statement).run();
      }
    });

    it.each(QUERIES)('%s', async (q) => {
      await holdsTheOrder(q);
    });

    it('breaks ties among twins by the shorter name, and among families of one score by their versions', async () => {
      // the cases the order has to settle are there: twins of one score among the best cars, and
      // families of one score and as many versions among the best families
      for (const q of ['vw id', 'porsche 911 t']) {
        const { cars, families } = await holdsTheOrder(q);
        expect(
          cars.some(({ car }) => / \(\d+\)$/.test(car.name)),
          q,
        ).toBe(true);
        expect(new Set(cars.map(({ score }) => score)).size, q).toBeLessThan(cars.length);
        const keys = families.map(({ score, versions }) => `${score} ${versions}`);
        expect(new Set(keys).size, q).toBeLessThan(keys.length);
      }
    });
  });
});
