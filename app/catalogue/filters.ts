// The car list's query: filters, keyword, sort and page, as the gateway and the list page read them.
import { z } from 'zod';
import { BODY_TYPES, FUELS, PRICE_BAND_KEYS, PURPOSES } from './categories';

const option = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(['all', ...values] as [string, ...string[]], {
    error: () => `must be one of: all, ${values.join(', ')}`,
  }) as unknown as z.ZodType<'all' | T[number]>;

export const SORTS = ['name', 'price-asc', 'price-desc', 'newest', 'fastest', 'power'] as const;
export type Sort = (typeof SORTS)[number];

export const MAX_PAGE_SIZE = 48;
export const DEFAULT_PAGE_SIZE = 24;

export const pageSchema = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(1000, 'must be 1000 or less');

export const pageSizeSchema = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(MAX_PAGE_SIZE, `must be ${MAX_PAGE_SIZE} or less`);

export const listQuerySchema = z.object({
  purpose: option(PURPOSES).default('all'),
  // a brand's slug, checked against the catalogue's brands by the caller
  brand: z
    .string()
    .max(60, 'is too long')
    .regex(/^(all|[a-z0-9-]+)$/, 'must be all or a brand value from /car/carNameList')
    .default('all'),
  type: option(BODY_TYPES).default('all'),
  price: option(PRICE_BAND_KEYS as unknown as readonly [string, ...string[]]).default('all'),
  fuel: option(FUELS).default('all'),
  q: z.string().trim().max(80, 'must be 80 characters or fewer').default(''),
  sort: z.enum(SORTS, { error: () => `must be one of: ${SORTS.join(', ')}` }).default('name'),
  page: pageSchema.default(1),
  pageSize: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
});

export type ListQuery = z.infer<typeof listQuerySchema>;
export type FilterName = 'purpose' | 'brand' | 'type' | 'price' | 'fuel';

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
