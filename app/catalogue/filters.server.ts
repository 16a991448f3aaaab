// The car list's query: filters, keyword, sort and page, as the gateway and the list page read them.
// Its names and clean address, which the browser needs too, are in list-query.ts.
import { z } from 'zod';
import { BODY_TYPES, FUELS, PRICE_BAND_KEYS, PURPOSES, SEAT_BANDS, STATUSES } from './categories';
import { cutText, plainText } from '../lib/plain-text';
import { integer, wholeNumber } from '../lib/whole-number';
import { DEFAULT_PAGE_SIZE, LIST_KEYS, listSearch, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, SORTS } from './list-query';

const option = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(['all', ...values] as [string, ...string[]], {
    error: () => `must be one of: all, ${values.join(', ')}`,
  }) as unknown as z.ZodType<'all' | T[number]>;

const pageNumber = integer().min(1, 'must be 1 or more').max(1000, 'must be 1000 or less');
const pageSizeNumber = integer().min(1, 'must be 1 or more').max(MAX_PAGE_SIZE, `must be ${MAX_PAGE_SIZE} or less`);

/**
 * A page number past the last one a list can have, written as a page number, as the last one (its
 * list then moves it to its own last page), as a page just past its end does; anything else as given.
 */
export function withinPageLimit(page: string): string {
  return /^[1-9]\d{3,}$/.test(page) && Number(page) > 1000 ? '1000' : page;
}

/** `page`, in digits only (`~/lib/whole-number`), `fallback` when absent. */
export const pageParam = (fallback: number) => wholeNumber(pageNumber.default(fallback));
/** `pageSize`, in digits only, `fallback` when absent. */
export const pageSizeParam = (fallback: number) => wholeNumber(pageSizeNumber.default(fallback));

/** The list's parameters whose values are lower-case words. */
const OPTION_KEYS = ['purpose', 'brand', 'type', 'seats', 'price', 'fuel', 'status', 'sort'] as const;

/** `text` cut to at most `length` characters, after its last whole word where it has one. */
function cutAfterWord(text: string, length: number): string {
  const cut = cutText(text, length);
  const lastSpace = cut.search(/\s\S*$/);
  return (/\s/.test(text[cut.length] ?? ' ') || lastSpace <= 0 ? cut : cut.slice(0, lastSpace)).trim();
}

export const listQuerySchema = z.object({
  purpose: option(PURPOSES).default('all'),
  // a brand's slug, checked against the catalogue's brands by the caller
  brand: z
    .string()
    .max(60, 'is too long')
    .regex(/^(all|[a-z0-9-]+)$/, 'must be all or a brand value from /car/carNameList')
    .default('all'),
  type: option(BODY_TYPES).default('all'),
  seats: option(SEAT_BANDS).default('all'),
  price: option(PRICE_BAND_KEYS as unknown as readonly [string, ...string[]]).default('all'),
  fuel: option(FUELS).default('all'),
  status: option(STATUSES).default('all'),
  // control characters (a NUL, an escape) and direction overrides are no part of a search, so the
  // page's title and heading never carry them and the address is redirected to the clean search
  q: z.string().overwrite(plainText).trim().max(MAX_SEARCH_LENGTH, `must be ${MAX_SEARCH_LENGTH} characters or fewer`).default(''),
  sort: z.enum(SORTS, { error: () => `must be one of: ${SORTS.join(', ')}` }).default('name'),
  page: pageParam(1),
  pageSize: pageSizeParam(DEFAULT_PAGE_SIZE),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * Search params as a plain object for a zod schema: the first value of each key, empty values
 * dropped (a form submits `q=` for an empty box), and `url` (the gateway's target) left out.
 */
export function paramsToObject(params: URLSearchParams): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key === 'url' || value === '' || key in result) continue;
    result[key] = value;
  }
  return result;
}

/**
 * The list page's reading of its address: every valid value is kept, anything invalid, unknown or
 * equal to its default is dropped, and `search` is the clean query string (the page redirects to
 * it when it differs, so one list has one address). `db` (debug) is kept.
 */
export function cleanListParams(params: URLSearchParams, isBrand: (slug: string) => boolean): { query: ListQuery; search: string } {
  const given = paramsToObject(params);
  // what a person types or a link spells otherwise: an option in capitals (`brand=BMW`) is that option,
  // and a search longer than the box takes is cut after its last whole word, not dropped
  for (const key of OPTION_KEYS) if (given[key] !== undefined) given[key] = given[key].toLowerCase();
  if (given.q !== undefined && given.q.length > MAX_SEARCH_LENGTH) given.q = cutAfterWord(given.q, MAX_SEARCH_LENGTH);
  if (given.page !== undefined) given.page = withinPageLimit(given.page);
  const kept: Record<string, unknown> = {};
  for (const key of LIST_KEYS) {
    if (given[key] === undefined) continue;
    const parsed = listQuerySchema.shape[key].safeParse(given[key]);
    if (parsed.success && !(key === 'brand' && parsed.data !== 'all' && !isBrand(String(parsed.data)))) kept[key] = parsed.data;
  }
  const query = listQuerySchema.parse(kept);
  return { query, search: listSearch(query) };
}
