import { familyPage, type FamilyPage } from '#app/catalogue/families.server.ts';
import { BRANDS_PATH, brandPath, familyPath } from '#app/catalogue/family-paths.ts';
import { channelContext, withChannel } from '#app/channel.ts';
import { Breadcrumbs } from '#app/components/breadcrumbs.tsx';
import { ChannelLink } from '#app/components/channel-link.tsx';
import { FigureText } from '#app/components/figure-text.tsx';
import { StatusLabel } from '#app/components/status-label.tsx';
import { appContext } from '#app/context.server.ts';
import { pageMeta, rootMeta } from '#app/lib/meta.ts';
import { requireCleanSearch } from '#app/lib/search.ts';
import { breadcrumbJsonLd } from '#app/lib/structured-data.ts';
import type { Route } from './+types/model';
import { CompareVersionBox, CompareVersionsForm } from './compare-versions';
import { notFound, slugParam } from './slug-param';
import { isVersionSort, sortSearch, sortVersions, versionCells, type VersionSort } from './versions';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const channel = context.get(channelContext);
  const { env, timings, units } = context.get(appContext);
  const brandSlug = slugParam(params.brand, channel, 'Brand');
  const modelSlug = slugParam(params.model, channel, 'Model');
  const asked = url.searchParams.get('sort');
  const sort: VersionSort = isVersionSort(asked) ? asked : 'name';
  requireCleanSearch(url, sortSearch(sort));
  const family = await timings.time('family', 'model family', () => familyPage(env.DB, brandSlug, modelSlug));
  if (!family) throw notFound(channel, 'Model');
  return { channel, family: { ...family, versions: sortVersions(family.versions, sort) }, sort, units };
}

const trailOf = (family: Pick<FamilyPage, 'brand' | 'brandSlug' | 'model' | 'modelSlug'>) => [
  { name: 'Home', path: '/' },
  { name: 'Brands', path: BRANDS_PATH },
  { name: family.brand, path: brandPath(family.brandSlug) },
  { name: family.model, path: familyPath(family.brandSlug, family.modelSlug) },
];

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!loaderData) {
    return pageMeta(root, {
      title: 'Model not found',
      description: 'This model is not in the catalogue.',
      path: location.pathname,
      noindex: true,
    });
  }
  const { family } = loaderData;
  const count = family.versions.length;
  return [
    ...pageMeta(root, {
      title: `${family.brand} ${family.model}: every version compared`,
      description: `${count} ${count === 1 ? 'version' : 'versions'} of the ${family.brand} ${family.model} side by side: price, power, 0–100 km/h, top speed, range or consumption and drivetrain.`,
      path: location.pathname,
      // a sorted table is the same page
      noindex: location.search !== '',
    }),
    breadcrumbJsonLd(root.origin, trailOf(family)),
  ];
}

const COLUMNS: Array<{ sort: VersionSort | null; label: string; cell?: keyof ReturnType<typeof versionCells> }> = [
  { sort: 'name', label: 'Version' },
  { sort: null, label: 'Years', cell: 'years' },
  { sort: 'price', label: 'Price', cell: 'price' },
  { sort: 'power', label: 'Power', cell: 'power' },
  { sort: 'accel', label: '0–100 km/h', cell: 'accel' },
  { sort: 'top-speed', label: 'Top speed', cell: 'topSpeed' },
  { sort: 'range', label: 'Range or consumption', cell: 'range' },
  { sort: null, label: 'Drivetrain', cell: 'drivetrain' },
];
const DIRECTION: Record<VersionSort, 'ascending' | 'descending'> = {
  name: 'ascending',
  price: 'ascending',
  power: 'descending',
  accel: 'ascending',
  'top-speed': 'descending',
  range: 'descending',
};

export default function ModelRoute({ loaderData }: Route.ComponentProps) {
  const { channel, family, sort, units } = loaderData;
  const here = withChannel(channel, familyPath(family.brandSlug, family.modelSlug));
  const count = family.versions.length;
  return (
    <main id="main" className="page brands-page">
      <Breadcrumbs trail={trailOf(family)} />
      <h1>
        {family.brand} {family.model}
      </h1>
      <p className="lede">
        {count} {count === 1 ? 'version' : 'versions'} in the catalogue. Select a column heading to sort; select a version for all its
        figures; tick versions to compare them.
      </p>
      <CompareVersionsForm>
        <div className="table-scroll" role="region" aria-labelledby="versions-caption" tabIndex={0}>
          <table className="data-table">
            <caption id="versions-caption">
              Every {family.brand} {family.model} (– where no figure is published)
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
                const cells = versionCells(car, units);
                return (
                  <tr key={car.id}>
                    <th scope="row">
                      <span className="version-name">
                        <CompareVersionBox car={{ id: car.id, brand: family.brand, name: car.name }} />
                        <ChannelLink to={car.path}>{car.name}</ChannelLink>
                      </span>
                      <StatusLabel status={car.status} />
                    </th>
                    {COLUMNS.filter((column) => column.cell).map((column) => (
                      <td key={column.label}>
                        <FigureText text={cells[column.cell!]} />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </CompareVersionsForm>
      <p>
        <ChannelLink to={brandPath(family.brandSlug)}>Every {family.brand} model</ChannelLink>
      </p>
    </main>
  );
}

export { ErrorBoundary } from '#app/components/error-boundary.tsx';
