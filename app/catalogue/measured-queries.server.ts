// The catalogue's queries whose plans a test checks (each must use an index: no full scan of a table)
// and whose time `npm run bench:scale` compares at the real catalogue's size and at 100,000 cars: every
// list filter alone and with every sort, keyword searches, suggestions, rankings, the compare page, similar
// cars, the class comparison, brand and model pages and the sitemap (docs/decisions/038-queries-at-scale.md).
import { listStatements } from './cars.server';
import type { BrandReading } from './search/kind-filters';
import { compareStatements } from './compare.server';
import { brandPageStatements, familyPageStatement } from './families.server';
import { SORTS } from './list-query';
import { brandChunkStatement, carChunkStatement, familyChunkStatement, sitemapIndexStatements } from './sitemap.server';
import { listQuerySchema } from './filters.server';
import { rankStatements, similarStatements, storedSimilarStatement, type RankingName, type SimilarTo } from './rankings.server';
import { queryWords } from './search/normalise';
import { suggestStatements } from './search/suggest.server';
import { standingsStatement } from './standings.server';

export { brandReading } from './search/brand-reading.server';

export type MeasuredQuery = {
  name: string;
  /** false: a scan in key order is expected and allowed (a sitemap chunk: it stops at its limit) */
  indexed: boolean;
  statements: ReadonlyArray<{ toSQL: () => { sql: string; params: unknown[] } }>;
};

const FILTERS: Array<[name: string, params: Record<string, string>]> = [
  ['purpose=family', { purpose: 'family' }],
  ['fuel=electric', { fuel: 'electric' }],
  ['brand=toyota', { brand: 'toyota' }],
  ['type=suv', { type: 'suv' }],
  ['price=40k-70k', { price: '40k-70k' }],
  ['status=concept', { status: 'concept' }],
  ['seats=7-plus', { seats: '7-plus' }],
];

/** Every filter alone, every sort alone, and every filter with every sort. */
const LISTS: Array<[name: string, params: Record<string, string>]> = [
  ['list', {}],
  ['list page 3', { page: '3' }],
  ...FILTERS.map(([name, params]): [string, Record<string, string>] => [`list ${name}`, params]),
  ['list type+fuel+price', { type: 'suv', fuel: 'electric', price: '40k-70k' }],
  // a brand with a filter of another column: the brand's cars, read in order, each checked
  ['list brand=volvo type=suv', { brand: 'volvo', type: 'suv' }],
  ['list brand=volvo seats=7-plus', { brand: 'volvo', seats: '7-plus' }],
  ['list brand=volvo status=current sort=price-asc', { brand: 'volvo', status: 'current', sort: 'price-asc' }],
  ['list brand=volvo price=40k-70k sort=newest', { brand: 'volvo', price: '40k-70k', sort: 'newest' }],
  ...SORTS.filter((sort) => sort !== 'name').flatMap((sort): Array<[string, Record<string, string>]> => [
    [`list sort=${sort}`, { sort }],
    ...FILTERS.map(([name, params]): [string, Record<string, string>] => [`list ${name} sort=${sort}`, { ...params, sort }]),
  ]),
];

const SEARCHES: Array<[name: string, q: string]> = [
  ['list q=tesla (keyword search)', 'tesla'],
  ['list q=gt3 porsche', 'gt3 porsche'],
  ['list q=tay (prefix)', 'tay'],
  ['list q=vw id4 (alias and joined words)', 'vw id4'],
  ['list q=f 150 (a whole-token word)', 'f 150'],
  ['list q=electric suv (kinds, read as their filters)', 'electric suv'],
  ['list q=bmw electric (a brand and a kind, read as their filters)', 'bmw electric'],
  ['list q=volvo 7 seater (a brand and seats, read as their filters)', 'volvo 7 seater'],
  ['list q=xc 7 seater (a search beside the seats filter)', 'xc 7 seater'],
  ['list q=porsche hybrid (a brand and a kind word that stays a search)', 'porsche hybrid'],
  ['list q=gmc truck (a brand and a kind word of two body types)', 'gmc truck'],
];

/** What a visitor has typed when the suggestion box asks: short prefixes, a model, a name in pieces. */
const SUGGESTIONS = ['po', 'me', 'taycan', 'mercedes', 'vw id', 'porsche 911 t', 'electric su', 'porsche hyb'];

const RANKS: Array<[name: string, ranking: RankingName, page: number]> = [
  ['ranking newest', 'newest', 1],
  ['ranking newest page 5', 'newest', 5],
  ['ranking accel', 'accel', 1],
  ['ranking topSpeed', 'topSpeed', 1],
  ['ranking range', 'range', 1],
];

/** Cars of the real catalogue, present at both sizes. */
const COMPARED = [1001, 1002, 1003, 1004];

/** Cars of the real catalogue whose similar cars are measured, with the figures the seed gives them. */
const SIMILAR: Array<[name: string, car: SimilarTo]> = [
  // priced: the nearest in price and in power
  [
    'similar cars tesla model 3 (electric sedan)',
    {
      id: 1659,
      brandSlug: 'tesla',
      modelSlug: 'model-3',
      bodyType: 'sedan',
      fuel: 'electric',
      priceMinUsd: 40240,
      powerHp: 283,
    },
  ],
  // the largest kind (about two fifths of the catalogue)
  [
    'similar cars cadillac escalade (petrol suv)',
    {
      id: 1691,
      brandSlug: 'cadillac',
      modelSlug: 'escalade',
      bodyType: 'suv',
      fuel: 'petrol',
      priceMinUsd: 149990,
      powerHp: 682,
    },
  ],
  // no price or power: the nearest 0–100 km/h time
  [
    'similar cars volkswagen id.4 (no price)',
    {
      id: 1308,
      brandSlug: 'volkswagen',
      modelSlug: 'id-4',
      bodyType: 'suv',
      fuel: 'electric',
      segment: 'JC - Medium',
      priceMinUsd: null,
      powerHp: null,
      accel0To100S: 5.4,
    },
  ],
];

/**
 * The measured queries, each as the site sends it; `reading` is the seed's reading of the brands'
 * names (search/brand-reading.server.ts), which a search of a brand beside kinds is answered by.
 */
export function measuredQueries(db: D1Database, reading?: BrandReading): MeasuredQuery[] {
  return [
    ...LISTS.map(([name, params]) => ({ name, indexed: true, statements: listStatements(db, listQuerySchema.parse(params)) })),
    ...SEARCHES.map(([name, q]) => ({ name, indexed: true, statements: listStatements(db, listQuerySchema.parse({ q }), reading) })),
    ...SUGGESTIONS.map((q) => ({ name: `suggest ${q}`, indexed: true, statements: suggestStatements(db, queryWords(q), reading) })),
    ...RANKS.map(([name, ranking, page]) => ({ name, indexed: true, statements: rankStatements(db, ranking, page, 20) })),
    { name: 'compare 4 cars', indexed: true, statements: compareStatements(db, COMPARED) },
    // a car page's and compare's "similar cars" read live (a car the seed stored none for): one batch
    ...SIMILAR.map(([name, car]) => ({ name, indexed: true, statements: similarStatements(db, car, 6) })),
    // what the car page reads instead: the similar cars the seed stored for the car (decision 078)
    { name: 'similar cars stored (car page)', indexed: true, statements: [storedSimilarStatement(db, 1659)] },
    // where a car's figures stand in its class: computed by the seed, read by key
    { name: 'car standings (class comparison)', indexed: true, statements: [standingsStatement(db, 1001)] },
    { name: 'brand page porsche', indexed: true, statements: brandPageStatements(db, 'porsche') },
    // at 100k its last page (427 families, 100 a page); the real brand has one page, so nothing there
    { name: 'brand page porsche page 5', indexed: true, statements: brandPageStatements(db, 'porsche', 5) },
    { name: 'model page porsche taycan', indexed: true, statements: [familyPageStatement(db, 'porsche', 'taycan')] },
    { name: 'sitemap index', indexed: true, statements: sitemapIndexStatements(db) },
    { name: 'sitemap pages-1', indexed: true, statements: [brandChunkStatement(db)] },
    { name: 'sitemap models-1 (a chunk)', indexed: false, statements: [familyChunkStatement(db, { skip: 0 })] },
    { name: 'sitemap cars-1 (a chunk)', indexed: false, statements: [carChunkStatement(db, { skip: 0 })] },
    { name: 'sitemap cars, a later chunk', indexed: true, statements: [carChunkStatement(db, { afterId: 2000 })] },
  ];
}

/** `EXPLAIN QUERY PLAN` lines of one statement. */
export async function queryPlan(db: D1Database, statement: { toSQL: () => { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = statement.toSQL();
  const { results } = await db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

/** A plan line that reads a whole table without an index. */
export const fullScan = (line: string) => /^SCAN (cars|car_[a-z_]+)\b(?!.*USING)/.test(line);
