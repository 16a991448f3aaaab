import { redirect } from 'react-router';

/**
 * Whether a clean query string says the same as the request's params. Compared as parsed params,
 * since `?db` and `?db=` are one switch (React Router re-serialises data requests' URLs).
 */
export function sameSearch(clean: string, params: URLSearchParams): boolean {
  return new URLSearchParams(clean).toString() === params.toString();
}

/** A query string with the debug switch written as `db`, the way visitors type it. */
export function tidySearch(search: string): string {
  return search.replace(/([?&]db)=(?=&|$)/, '$1');
}

/** A clean query string that keeps the debug switch (`db`) when the request had it. */
export function withDebug(search: string, params: URLSearchParams): string {
  if (!params.has('db')) return search;
  return search ? `${search}&db` : '?db';
}

/**
 * One page, one address: throws a redirect to the page's clean query string (`clean`, written by the
 * page in its own order) unless the request's says the same. The debug switch (`db`) is kept.
 */
export function requireCleanSearch(url: URL, clean: string): void {
  const search = withDebug(clean, url.searchParams);
  if (!sameSearch(search, url.searchParams)) throw redirect(url.pathname + search);
}
