// The model page's table of versions, with a box per version to compare them (compare-versions.tsx).
// Painted by the server; its code is not in the page's first load (decision 049).
import { ChannelLink } from '#app/components/channel-link.tsx';
import { withBrand } from '#app/catalogue/format.ts';
import { FigureText } from '#app/components/figure-text.tsx';
import { StatusLabel } from '#app/components/status-label.tsx';
import { useClientState } from '#app/state/client-state-provider.tsx';
import { ACCEL_LABEL } from '#app/units/units.ts';
import type { Route } from './+types/model';
import { CompareVersionBox, CompareVersionRefused, CompareVersionsForm } from './compare-versions';
import { sortSearch, type versionCells, type VersionSort } from './versions';

type Data = Route.ComponentProps['loaderData'];

// `sprint`: the 0–100 km/h time's name in the visitor's units (`ACCEL_LABEL`)
// `words`: a column of words ("First US model year 2021", "420 km range, 152 Wh/km") that wraps on a desktop, so
// the figure columns keep to one line each and the table fits without scrolling sideways; `wide`: on a
// phone's card its cell takes a line of its own ("11.2–12.4 L/100 km (US)" is wider than half a card)
type Column = { sort: VersionSort | null; label: string; cell?: keyof ReturnType<typeof versionCells>; words?: true; wide?: true };
const columns = (sprint: string): Column[] => [
  { sort: 'name', label: 'Version' },
  { sort: null, label: 'Years', cell: 'years', words: true },
  { sort: 'price', label: 'Price', cell: 'price' },
  { sort: 'power', label: 'Power', cell: 'power' },
  { sort: 'accel', label: sprint, cell: 'accel' },
  { sort: 'top-speed', label: 'Top speed', cell: 'topSpeed' },
  { sort: 'range', label: 'Range or consumption', cell: 'range', words: true, wide: true },
  { sort: null, label: 'Drivetrain', cell: 'drivetrain', words: true },
];
const DIRECTION: Record<VersionSort, 'ascending' | 'descending'> = {
  name: 'ascending',
  price: 'ascending',
  power: 'descending',
  accel: 'ascending',
  'top-speed': 'descending',
  range: 'descending',
};

export function VersionsTable({ family, sort, here }: Pick<Data, 'family' | 'sort'> & { here: string }) {
  const COLUMNS = columns(ACCEL_LABEL[useClientState().units]);
  return (
    <CompareVersionsForm>
      <div className="table-scroll" role="region" aria-labelledby="versions-caption" tabIndex={0}>
        <table className="data-table">
          <caption id="versions-caption">
            <span className="table-caption-text">
              Every {withBrand(family.brand, family.model)} (a dash means no figure is published; “(US)”: as listed for the US market)
            </span>
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.label} scope="col" aria-sort={column.sort === sort ? DIRECTION[sort] : undefined}>
                  {column.sort ? (
                    <a href={here + sortSearch(column.sort)} rel="nofollow">
                      {column.label}
                      {column.sort === sort ? (
                        <span aria-hidden="true" className="sort-mark">
                          {DIRECTION[sort] === 'ascending' ? '▲' : '▼'}
                        </span>
                      ) : null}
                    </a>
                  ) : (
                    column.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {family.versions.map((car) => {
              return (
                <tr key={car.id}>
                  <th scope="row">
                    <span className="version-name">
                      <CompareVersionBox car={{ id: car.id, brand: family.brand, name: car.name }} />
                      <ChannelLink to={car.path}>{car.name}</ChannelLink>
                    </span>
                    <CompareVersionRefused id={car.id} />
                    <StatusLabel status={car.status} />
                  </th>
                  {COLUMNS.filter((column) => column.cell).map((column) => (
                    <td
                      key={column.label}
                      data-label={column.label}
                      className={column.wide ? 'cell-words cell-wide' : column.words ? 'cell-words' : undefined}
                    >
                      <FigureText text={car.cells[column.cell!]} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </CompareVersionsForm>
  );
}
