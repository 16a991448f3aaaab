import type { CarListPage } from '#app/catalogue/cars.server.ts';
import type { FilterName } from '#app/catalogue/list-query.ts';

export const FILTER_NAMES: Array<{ name: FilterName; label: string }> = [
  { name: 'purpose', label: 'Purpose' },
  { name: 'brand', label: 'Brand' },
  { name: 'type', label: 'Body type' },
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
