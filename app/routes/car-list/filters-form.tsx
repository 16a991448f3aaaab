// The list's filters: a plain GET form, so it works before the JavaScript has loaded and without
// it (the server renders the results). With JavaScript a change shows the new list at once,
// without a reload, keeping the scroll position and the focus on the control that changed.
// On a phone or tablet the form is a panel behind "Filters (n)" (a <details>, so it opens without
// JavaScript too) that opens as a sheet over the list, with "Show N cars" kept in view at its foot;
// on a wide screen it is the list's sidebar, shown open or not (car-list.css). Its code is not in the page's
// first load (decision 049): the server's form works as a plain form until it hydrates.
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CarListPage } from '#app/catalogue/cars.server.ts';
import type { ListQuery } from '#app/catalogue/filters.server.ts';
import { listSearch, SORTS } from '#app/catalogue/list-query.ts';
import { SearchBox } from '#app/components/search-box.tsx';
import { useClientState } from '#app/state/client-state-provider.tsx';
import { ACCEL_LABEL } from '#app/units/units.ts';
import { FILTER_NAMES, optionLabel } from './title';
import { formatCount } from '#app/lib/number-format.ts';

// `sprint`: the 0–100 km/h time's name in the visitor's units (`ACCEL_LABEL`)
const sortLabels = (sprint: string): Record<(typeof SORTS)[number], string> => ({
  name: 'Brand and name',
  'price-asc': 'Price, lowest first',
  'price-desc': 'Price, highest first',
  newest: 'Newest first',
  fastest: `Quickest ${sprint}`,
  power: 'Most powerful',
});

// the page is re-created on every address change: the control in use gets its focus back, and an
// open filter sheet stays open
let focusAfterNavigation: string | null = null;
let panelOpen: boolean | null = null;

/** How many filters (and a search) narrow the list: the number on the "Filters" button. */
function activeFilterCount(query: ListQuery): number {
  return FILTER_NAMES.filter(({ name }) => query[name] !== 'all').length + (query.q ? 1 : 0);
}

export function FiltersForm({ result, listPath }: { result: Omit<CarListPage, 'list'>; listPath: string }) {
  const navigate = useNavigate();
  const { units } = useClientState();
  const panel = useRef<HTMLDetailsElement>(null);
  const { query, facets } = result;
  const count = activeFilterCount(query);
  // closed at first on every device: a wide screen shows the form as its sidebar whether it is open or
  // not (car-list.css), and an open panel on a narrow window is a sheet over the list (a desktop browser
  // in a narrow window was sent it open, covering the results)
  const openAtFirst = panelOpen ?? false;

  useEffect(() => {
    if (!focusAfterNavigation) return;
    document.getElementById(focusAfterNavigation)?.focus();
    focusAfterNavigation = null;
  }, []);

  function show(form: HTMLFormElement, close = false) {
    const values = Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value).trim()]));
    focusAfterNavigation = close ? null : document.activeElement?.id || null;
    if (close) closePanel();
    else panelOpen = panel.current?.open ?? null;
    // a new filter starts at page 1
    const to = listPath + listSearch(values as Partial<ListQuery>);
    const unchanged = listSearch({ ...query, ...values, page: 1 }) === listSearch({ ...query, page: 1 });
    if (!unchanged) navigate(to, { preventScrollReset: !close });
  }

  function closePanel() {
    panelOpen = null;
    if (panel.current && isSheet()) panel.current.open = false;
  }

  const shown = formatCount(result.total);
  return (
    <details ref={panel} className="filters-panel" open={openAtFirst} onToggle={(event) => (panelOpen = event.currentTarget.open)}>
      <summary className="button button-secondary filters-toggle">Filters{count ? ` (${count})` : ''}</summary>
      <div className="filters-sheet">
        <div className="filters-sheet-head">
          <h2 className="filters-title">Filters</h2>
          <button type="button" className="button button-secondary" onClick={closePanel}>
            Close
          </button>
        </div>
        <form
          method="get"
          action={listPath}
          className="filters"
          aria-label="Filter cars"
          onSubmit={(event) => {
            event.preventDefault();
            show(event.currentTarget, true);
          }}
          onChange={(event) => {
            if (event.target instanceof HTMLSelectElement) show(event.currentTarget);
          }}
        >
          <div className="field field-wide">
            <label htmlFor="filter-q">Search</label>
            <SearchBox id="filter-q" defaultValue={query.q} />
          </div>
          {/* each option's words as one text: a list page has a hundred options, four text nodes each otherwise */}
          {FILTER_NAMES.map(({ name, label }) => {
            const options = facets[name];
            const chosen = query[name];
            const withChosen =
              chosen === 'all' || options.some((option) => option.value === chosen)
                ? options
                : [...options, { value: chosen, label: optionLabel(result, name) ?? chosen, count: 0 }];
            return (
              <div className="field" key={name}>
                <label htmlFor={`filter-${name}`}>{label}</label>
                <select id={`filter-${name}`} name={name} defaultValue={chosen}>
                  <option value="all">All</option>
                  {withChosen.map((option) => (
                    <option key={option.value} value={option.value} disabled={option.count === 0 && option.value !== chosen}>
                      {`${option.label} (${formatCount(option.count)})`}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
          <div className="field">
            <label htmlFor="filter-sort">Sort by</label>
            <select id="filter-sort" name="sort" defaultValue={query.sort}>
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {/* a search not sorted otherwise comes best match first (catalogue/cars.server.ts) */}
                  {sort === 'name' && query.q ? 'Best match' : sortLabels(ACCEL_LABEL[units])[sort]}
                </option>
              ))}
            </select>
          </div>
          <div className="filter-actions">
            <button type="submit" className="button">
              {`Show ${shown} ${result.total === 1 ? 'car' : 'cars'}`}
            </button>
            <ResetLink listPath={listPath} />
          </div>
        </form>
      </div>
    </details>
  );
}

/** The panel is a sheet over the list (narrow screens), not the sidebar. */
const isSheet = () => !matchMedia('(min-width: 960px)').matches;

function ResetLink({ listPath }: { listPath: string }) {
  const { resetCarListState } = useClientState();
  return (
    <Link to={listPath} className="button button-secondary" onClick={resetCarListState}>
      Reset filters
    </Link>
  );
}
