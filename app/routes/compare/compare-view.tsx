// The comparison table: car names kept in view (sticky header) while the page scrolls, every car across
// the width on a phone too (each row's label on a line above its figures there), the best value of a
// row marked where every car has the figure, and "show only differences" as a checkbox that hides equal
// rows with CSS alone (no script to load).
import { CarVisual } from '#app/components/car-visual.tsx';
import { ChannelLink, useSitePath } from '#app/components/channel-link.tsx';
import type { FigurePart } from '#app/components/figure-parts.ts';
import { FigureSpans } from '#app/components/figure-spans.tsx';
import type { CompareRow } from '#app/compare/compare-table.ts';
import { MAX_COMPARE } from '#app/compare/compare-url.ts';
import { withBrand } from '#app/catalogue/format.ts';

type CompareGroup = {
  id: string;
  title: string;
  rows: Array<Omit<CompareRow, 'cells'> & { cells: Array<{ parts: FigurePart[] | null; best: boolean }> }>;
};
type CompareCar = { id: number; brand: string; name: string; path: string; without: string };
/** What a name typed to add found: the cars, and the heading over them (or the words saying none), worded by the loader. */
type Found = { title: string; picks: Suggestion[] };
type Suggestion = {
  id: number;
  brand: string;
  brandSlug: string;
  name: string;
  bodyType: string | null;
  price: string | null;
  href: string;
};

export function CompareView({
  cars,
  groups,
  leftOut,
  suggestions,
  add,
  found,
  full,
  legend,
}: {
  cars: CompareCar[];
  groups: CompareGroup[];
  leftOut: string | null;
  suggestions: Suggestion[];
  add: string;
  found: Found | null;
  full: string | null;
  legend: string;
}) {
  return (
    <main id="main" className="page compare" data-cars={cars.length}>
      <h1>Compare cars</h1>
      {leftOut ? (
        <p className="compare-dropped" role="status">
          {leftOut}
        </p>
      ) : null}
      {cars.length === 0 ? (
        <div className="compare-empty">
          <p>
            Nothing to compare yet. Choose up to {MAX_COMPARE} cars with <strong>+ Compare</strong> on any car, or open a car and follow{' '}
            <strong>Compare with similar cars</strong>.
          </p>
          <p>
            <ChannelLink to="/car-list">Browse all cars</ChannelLink>
          </p>
        </div>
      ) : (
        <>
          <div className="compare-tools">
            <p className="compare-units">{legend}</p>
            {cars.length > 1 ? (
              <label className="compare-diff">
                <input type="checkbox" id="compare-diff" /> Show only differences
              </label>
            ) : null}
          </div>
          <div className="compare-scroll" role="region" aria-label="Comparison table" tabIndex={0}>
            <table className="compare-table" style={{ ['--cars' as string]: cars.length }}>
              <thead>
                <tr>
                  <td className="compare-corner" />
                  {cars.map((car) => (
                    <th key={car.id} scope="col">
                      <ChannelLink to={car.path} className="compare-car">
                        <span className="compare-brand">{car.brand}</span> {car.name}
                      </ChannelLink>
                      <ChannelLink
                        to={car.without}
                        className="compare-remove"
                        aria-label={`Remove ${withBrand(car.brand, car.name)} from the comparison`}
                      >
                        Remove
                      </ChannelLink>
                    </th>
                  ))}
                </tr>
              </thead>
              {groups.map((group) => (
                <tbody key={group.id}>
                  <tr className="compare-group">
                    <th colSpan={cars.length + 1} scope="colgroup" id={`compare-${group.id}`}>
                      {group.title}
                    </th>
                  </tr>
                  {group.rows.map((row) => (
                    <tr key={row.label} data-same={row.same && cars.length > 1 ? '' : undefined}>
                      <th scope="row">
                        {row.label}
                        {row.best ? (
                          <span className="compare-rule">{row.best === 'lower' ? 'lower is better' : 'higher is better'}</span>
                        ) : null}
                      </th>
                      {row.cells.map((cell, i) => (
                        <td key={cars[i]!.id} className={cell.best ? 'best' : undefined}>
                          {cell.parts ? <FigureSpans parts={cell.parts} /> : <span className="unknown">not published</span>}
                          {cell.best ? <span className="best-mark">best</span> : null}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
          {suggestions.length ? (
            <section aria-labelledby="compare-add-heading" className="compare-add">
              {/* the picks are like the first car: the heading names it, so three unlike cars do not read as their match */}
              <h2 id="compare-add-heading">{`Add a car like the ${withBrand(cars[0]!.brand, cars[0]!.name)}`}</h2>
              <Picks picks={suggestions} />
            </section>
          ) : null}
        </>
      )}
      {full ? <p className="compare-add">{full}</p> : <FindToAdd ids={cars.map((car) => car.id)} add={add} found={found} />}
    </main>
  );
}

/** Cars to add as compact cards, each one link: a click anywhere adds the car. */
function Picks({ picks }: { picks: Suggestion[] }) {
  return (
    <ul className="compare-picks">
      {picks.map((car) => (
        <li key={car.id}>
          <ChannelLink to={car.href} className="compare-pick">
            <CarVisual brandSlug={car.brandSlug} bodyType={car.bodyType} />
            <span className="compare-pick-name">
              <span className="visually-hidden">Add </span>
              <span className="compare-brand">{car.brand}</span> {car.name}
            </span>
            <span className="compare-pick-price">
              <span className="visually-hidden">, </span>
              {car.price ?? 'Price not published'}
            </span>
            <span className="compare-pick-add" aria-hidden="true">
              + Add
            </span>
          </ChannelLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Any car by name: a plain GET form (the page's address holds the cars and the name typed), answered
 * with the cars the name finds, each a link that adds it; the page opens at them (`#compare-find`).
 */
function FindToAdd({ ids, add, found }: { ids: number[]; add: string; found: Found | null }) {
  const sitePath = useSitePath();
  return (
    <section className="compare-add compare-find" id="compare-find">
      <form method="get" action={`${sitePath('/compare')}#compare-find`} className="search-form" role="search">
        {ids.length ? <input type="hidden" name="cars" value={ids.join(',')} /> : null}
        <label htmlFor="compare-find-name">Add a car by name</label>
        <div className="search-form-row">
          <input id="compare-find-name" name="add" type="search" defaultValue={add} maxLength={80} autoComplete="off" />
          <button type="submit" className="button button-secondary">
            Find
          </button>
        </div>
      </form>
      {found ? (
        found.picks.length ? (
          <>
            <h2>{found.title}</h2>
            <Picks picks={found.picks} />
          </>
        ) : (
          <p role="status">{found.title}</p>
        )
      ) : null}
    </section>
  );
}
