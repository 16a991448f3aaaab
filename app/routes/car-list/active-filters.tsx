// The chosen filters as chips above the results, each a link to the list without it. The chips are
// worded by the loader, so the page's code carries neither the labels nor the wording.
import { Link } from 'react-router';
import type { CarListPage } from '#app/catalogue/cars.server.ts';
import { listSearch } from '#app/catalogue/list-query.ts';
import { FILTER_NAMES, optionLabel } from './title';

export type FilterChip = { key: string; text: string; to: string };

/** The chosen filters (the search words first), each with the list's address without it. */
export function activeFilterChips(result: Omit<CarListPage, 'list'>, listPath: string): FilterChip[] {
  const { query } = result;
  const chips: FilterChip[] = FILTER_NAMES.flatMap(({ name, label }) => {
    const value = optionLabel(result, name);
    if (!value) return [];
    // an option that names its filter says it alone ("7 or more seats", not "Seats: 7 or more seats")
    const text = value.toLowerCase().includes(label.toLowerCase()) ? value : `${label}: ${value}`;
    return [{ key: name, text, to: listPath + listSearch({ ...query, [name]: 'all', page: 1 }) }];
  });
  if (query.q) chips.unshift({ key: 'q', text: `Search: ${query.q}`, to: listPath + listSearch({ ...query, q: '', page: 1 }) });
  return chips;
}

/** The chosen filters as chips, each with its own way out. */
export function ActiveFilters({ chips }: { chips: FilterChip[] }) {
  if (!chips.length) return null;
  return (
    <ul className="chips" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link to={chip.to} preventScrollReset aria-label={`Remove ${chip.text}`}>
            {chip.text} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
