// The car list's address without zod, for the browser: sorts, defaults and the clean query string.
// The schema that validates it, and the ListQuery type it gives, are in filters.server.ts.
import type { ListQuery } from './filters.server';

export const SORTS = ['name', 'price-asc', 'price-desc', 'newest', 'fastest', 'power'] as const;
export type Sort = (typeof SORTS)[number];
export type FilterName = 'purpose' | 'brand' | 'type' | 'seats' | 'price' | 'fuel' | 'status';

export const MAX_PAGE_SIZE = 48;
export const DEFAULT_PAGE_SIZE = 24;
/** Cars on a page of a ranking (/car-rank). */
export const RANK_PAGE_SIZE = 20;
/** The longest search the list takes, in characters: the search box's `maxLength` and the schema's bound. */
export const MAX_SEARCH_LENGTH = 80;

export const LIST_KEYS = ['q', 'purpose', 'brand', 'type', 'seats', 'price', 'fuel', 'status', 'sort', 'page', 'pageSize'] as const;
const DEFAULTS: Record<string, string> = {
  q: '',
  purpose: 'all',
  brand: 'all',
  type: 'all',
  seats: 'all',
  price: 'all',
  fuel: 'all',
  status: 'all',
  sort: 'name',
  page: '1',
  pageSize: String(DEFAULT_PAGE_SIZE),
};

/** The clean query string of a list query: values that differ from their default, in a fixed order. */
export function listSearch(query: Partial<ListQuery>): string {
  const search = new URLSearchParams();
  for (const key of LIST_KEYS) {
    const value = query[key];
    if (value !== undefined && String(value) !== DEFAULTS[key]) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const FILTER_KEYS = ['q', 'purpose', 'brand', 'type', 'seats', 'price', 'fuel', 'status', 'sort'] as const;

/** The filters (and search and sort) that differ between two list queries; from the defaults when there was none. */
export function changedFilters(before: Partial<ListQuery> | null, after: Partial<ListQuery>): Array<{ filter: string; value: string }> {
  return FILTER_KEYS.flatMap((key) => {
    const was = String(before?.[key] ?? DEFAULTS[key]);
    const now = String(after[key] ?? DEFAULTS[key]);
    return was === now ? [] : [{ filter: key, value: now }];
  });
}
