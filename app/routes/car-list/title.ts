import type { Brand } from '#app/catalogue/brands.server.ts';
import type { CarListPage } from '#app/catalogue/cars.server.ts';
import { formatCount } from '#app/lib/number-format.ts';
import { MAX_QUERY_WORDS, unsearchedWords } from '#app/catalogue/search/normalise.ts';
import type { FilterName } from '#app/catalogue/list-query.ts';

export const FILTER_NAMES: Array<{ name: FilterName; label: string }> = [
  { name: 'purpose', label: 'Purpose' },
  { name: 'brand', label: 'Brand' },
  { name: 'type', label: 'Body type' },
  { name: 'seats', label: 'Seats' },
  { name: 'price', label: 'Price' },
  { name: 'fuel', label: 'Fuel' },
  { name: 'status', label: 'Status' },
];

/** The label of a filter's chosen option, from the list's own facets (brand names included). */
export function optionLabel(result: Omit<CarListPage, 'list'>, name: FilterName): string | null {
  const value = result.query[name];
  if (value === 'all') return null;
  return result.facets[name].find((option) => option.value === value)?.label ?? value;
}

/** "All cars", or the chosen options: "Cars: BMW · Electric". */
export function listTitle(result: Omit<CarListPage, 'list'>): string {
  const chosen = FILTER_NAMES.map(({ name }) => optionLabel(result, name)).filter(Boolean);
  if (result.query.q) chosen.unshift(`“${result.query.q}”`);
  return chosen.length ? `Cars: ${chosen.join(' · ')}` : 'All cars';
}

/** "24 cars, page 1 of 3"; and the words of a long search that were not searched, named. */
export function listLede(result: Omit<CarListPage, 'list'>): string {
  const counted = `${formatCount(result.total)} ${result.total === 1 ? 'car' : 'cars'}${result.totalPages > 1 ? `, page ${result.page} of ${result.totalPages}` : ''}`;
  const left = unsearchedWords(result.query.q);
  if (!left.length) return counted;
  const words = left.map((word) => `“${word}”`).join(' ');
  return `${counted}. A search takes its first ${MAX_QUERY_WORDS} words: ${words} ${left.length === 1 ? 'was' : 'were'} not searched.`;
}

/**
 * The list with its chosen brand among the brand options: filters that leave the brand no car (BMW
 * and hydrogen) count it nowhere, and it was named by its slug ("Cars: bmw").
 */
export function withChosenBrand<T extends Omit<CarListPage, 'list'>>(result: T, brands: Brand[]): T {
  const chosen = result.query.brand;
  if (chosen === 'all' || result.facets.brand.some((option) => option.value === chosen)) return result;
  const brand = brands.find((option) => option.value === chosen);
  if (!brand) return result;
  const options = [...result.facets.brand, { value: brand.value, label: brand.label, count: 0 }].sort((a, b) =>
    a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }),
  );
  return { ...result, facets: { ...result.facets, brand: options } };
}
