import { data } from 'react-router';
import { SLUG_PATTERN } from '#app/catalogue/family-paths.ts';

/** A brand page's address segment, or the friendly 404 when it cannot name a brand or model. */
export function slugParam(value: string | undefined, channel: string | null, what: 'Brand' | 'Model'): string {
  if (!value || value.length > 80 || !SLUG_PATTERN.test(value)) throw notFound(channel, what);
  return value;
}

export const notFound = (channel: string | null, what: 'Brand' | 'Model') =>
  data({ channel }, { status: 404, statusText: `${what} not found` });
