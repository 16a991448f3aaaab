import { familyPage, type FamilyPage } from '#app/catalogue/families.server.ts';
import { withBrand } from '#app/catalogue/format.ts';
import { BRANDS_PATH, brandPath, familyPath } from '#app/catalogue/family-paths.ts';
import { channelContext, withChannel } from '#app/channel.ts';
import { Breadcrumbs } from '#app/components/breadcrumbs.tsx';
import { ChannelLink } from '#app/components/channel-link.tsx';
import { appContext } from '#app/context.server.ts';
import { lazyPart, partsWithData } from '#app/lib/lazy-part.ts';
import { pageMeta, rootMeta } from '#app/lib/meta.ts';
import { requireCleanSearch } from '#app/lib/search.ts';
import { breadcrumbJsonLd } from '#app/lib/structured-data.ts';
import { ACCEL_LABEL } from '#app/units/units.ts';
import type { Route } from './+types/model';
import { notFound, slugParam } from './slug-param';
import { isVersionSort, sortSearch, sortVersions, versionRow, type VersionSort } from './versions';

// the versions table and its compare boxes: painted by the server, their code fetched after the first load
const VersionsTable = lazyPart(() => import('./versions-table').then((module) => module.VersionsTable));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [partsWithData(VersionsTable)];

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const channel = context.get(channelContext);
  const { env, timings, units } = context.get(appContext);
  const brandSlug = slugParam(params.brand, channel, 'Brand');
  const modelSlug = slugParam(params.model, channel, 'Model');
  // in any letter case (`?sort=PRICE`): the choice is kept, spelled as the page spells it
  const asked = url.searchParams.get('sort')?.toLowerCase() ?? null;
  const sort: VersionSort = isVersionSort(asked) ? asked : 'name';
  requireCleanSearch(url, sortSearch(sort));
  const family = await timings.time('family', 'model family', () => familyPage(env.DB, brandSlug, modelSlug));
  if (!family) throw notFound(channel, 'Model');
  return {
    channel,
    // the rows as the table shows them: a version's figures are sent as the table's text only
    family: { ...family, versions: sortVersions(family.versions, sort).map((car) => versionRow(car, units)) },
    sort,
    units,
    // built here, so the page's code does not carry the JSON-LD builder
    jsonLd: breadcrumbJsonLd(url.origin, trailOf(family)),
  };
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
      title: `${withBrand(family.brand, family.model)}: every version compared`,
      description: `${count} ${count === 1 ? 'version' : 'versions'} of the ${withBrand(family.brand, family.model)} side by side: price, power, ${ACCEL_LABEL[root.units]}, top speed, range or consumption and drivetrain.`,
      path: location.pathname,
      // a sorted table is the same page
      noindex: location.search !== '',
    }),
    loaderData.jsonLd,
  ];
}

export default function ModelRoute({ loaderData }: Route.ComponentProps) {
  const { channel, family, sort } = loaderData;
  const here = withChannel(channel, familyPath(family.brandSlug, family.modelSlug));
  const count = family.versions.length;
  return (
    <main id="main" className="page brands-page">
      <Breadcrumbs trail={trailOf(family)} />
      <h1>{withBrand(family.brand, family.model)}</h1>
      <p className="lede">
        {count} {count === 1 ? 'version' : 'versions'} in the catalogue. Select a figure&apos;s name (Price, Power, …) to sort by it; select
        a version for all its figures; tick versions to compare them.
      </p>
      <VersionsTable family={family} sort={sort} here={here} />
      <p>
        <ChannelLink to={brandPath(family.brandSlug)}>Every {family.brand} model</ChannelLink>
      </p>
    </main>
  );
}

export { ErrorBoundary } from '#app/components/error-boundary.tsx';
