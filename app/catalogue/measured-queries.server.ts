// The list and ranking queries whose plans a test checks (each must use an index: no full scan of a
// table) and whose time `npm run bench:scale` compares at the real catalogue's size and at 100,000
// cars. Keyword search reads the search index (car_search, docs/decisions/025-search-index.md).
import { listStatements } from './cars.server';
import { listQuerySchema } from './filters.server';
import { rankStatements, type RankingName } from './rankings.server';
import { queryWords } from './search/normalise';
import { suggestStatements } from './search/suggest.server';
import { standingsStatement } from './standings.server';

export type MeasuredQuery = {
  name: string;
  /** false: a full scan is expected and allowed (keyword search) */
  indexed: boolean;
  statements: ReadonlyArray<{ toSQL: () => { sql: string; params: unknown[] } }>;
};

const LISTS: Array<[name: string, params: Record<string, string>]> = [
  ['list', {}],
  ['list page 3', { page: '3' }],
  ['list purpose=family', { purpose: 'family' }],
  ['list fuel=electric', { fuel: 'electric' }],
  ['list brand=toyota', { brand: 'toyota' }],
  ['list type=suv', { type: 'suv' }],
  ['list price=40k-70k', { price: '40k-70k' }],
  ['list status=concept', { status: 'concept' }],
  ['list type+fuel+price', { type: 'suv', fuel: 'electric', price: '40k-70k' }],
  ['list sort=price-asc', { sort: 'price-asc' }],
  ['list sort=price-desc', { sort: 'price-desc' }],
  ['list sort=newest', { sort: 'newest' }],
  ['list sort=fastest', { sort: 'fastest' }],
  ['list sort=power', { sort: 'power' }],
  ['list type=suv sort=price-asc', { type: 'suv', sort: 'price-asc' }],
];

const SEARCHES: Array<[name: string, q: string]> = [
  ['list q=tesla (keyword search)', 'tesla'],
  ['list q=gt3 porsche', 'gt3 porsche'],
  ['list q=tay (prefix)', 'tay'],
];

/** What a visitor has typed when the suggestion box asks: a short prefix, a model, a name in pieces. */
const SUGGESTIONS = ['po', 'taycan', 'vw id'];

const RANKS: Array<[name: string, ranking: RankingName, page: number]> = [
  ['ranking newest', 'newest', 1],
  ['ranking newest page 5', 'newest', 5],
  ['ranking accel', 'accel', 1],
  ['ranking topSpeed', 'topSpeed', 1],
];

export function measuredQueries(db: D1Database): MeasuredQuery[] {
  return [
    ...LISTS.map(([name, params]) => ({ name, indexed: true, statements: listStatements(db, listQuerySchema.parse(params)) })),
    ...SEARCHES.map(([name, q]) => ({ name, indexed: true, statements: listStatements(db, listQuerySchema.parse({ q })) })),
    ...SUGGESTIONS.map((q) => ({ name: `suggest ${q}`, indexed: true, statements: suggestStatements(db, queryWords(q)) })),
    ...RANKS.map(([name, ranking, page]) => ({ name, indexed: true, statements: rankStatements(db, ranking, page, 20) })),
    // where a car's figures stand in its class: computed by the seed, read by key
    { name: 'car standings (class comparison)', indexed: true, statements: [standingsStatement(db, 1001)] },
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
export const fullScan = (line: string) => /^SCAN (cars|car_tags|car_facets|car_search|car_standings)\b(?!.*USING)/.test(line);
