import { z } from 'zod';
import { LABELS } from '#app/catalogue/categories.ts';
import { brandPage, type BrandPage, QUICKEST_READ } from '#app/catalogue/families.server.ts';
import { pageParam } from '#app/catalogue/filters.server.ts';
import { BRANDS_PATH, brandPath, familyPath } from '#app/catalogue/family-paths.ts';
import { formatAccel, fuelLabels, labelOf } from '#app/catalogue/format.ts';
import { channelContext } from '#app/channel.ts';
import { Breadcrumbs } from '#app/components/breadcrumbs.tsx';
import { ChannelLink, useSitePath } from '#app/components/channel-link.tsx';
import { figureParts } from '#app/components/figure-parts.ts';
import { FigureSpans } from '#app/components/figure-spans.tsx';
import { appContext } from '#app/context.server.ts';
import { lazyPart, partsWithData } from '#app/lib/lazy-part.ts';
import { pageMeta, rootMeta } from '#app/lib/meta.ts';
import { requireCleanSearch } from '#app/lib/search.ts';
import { useClientState } from '#app/state/client-state-provider.tsx';
import { ACCEL_LABEL, type Units } from '#app/units/units.ts';
import { breadcrumbJsonLd } from '#app/lib/structured-data.ts';
import type { Route } from './+types/brand';
import { familyCells } from './ranges';
import { notFound, slugParam } from './slug-param';

// a brand with more model families than a page holds is paged as the list is: `?page=` in digits,
// anything else or a page past the last redirected to the clean address (every real brand fits on one)
const brandQuery = z.object({ page: pageParam(1).catch(1) });
const brandSearch = (page: number) => (page > 1 ? `?page=${page}` : '');

// the page links at the foot: painted by the server, their code fetched after the first load
const Pagination = lazyPart(() => import('#app/components/pagination.tsx').then((module) => module.Pagination));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [partsWithData(Pagination)];

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const channel = context.get(channelContext);
  const { env, timings, units } = context.get(appContext);
  const slug = slugParam(params.brand, channel, 'Brand');
  const { page } = brandQuery.parse({ page: url.searchParams.get('page') ?? undefined });
  requireCleanSearch(url, brandSearch(page));
  const brand = await timings.time('brand', 'brand page', () => brandPage(env.DB, slug, page));
  if (!brand) throw notFound(channel, 'Brand');
  if (page > brand.totalPages) requireCleanSearch(url, brandSearch(brand.totalPages));
  // the JSON-LD is built here, so the page's code does not carry its builder
  // each family's figures worded and cut here, so the page's first load carries neither the wording nor the cutting
  const families = brand.families.map((family) => {
    const cells = familyCells(family, units);
    return {
      ...family,
      cells: {
        price: figureParts(cells.price),
        power: figureParts(cells.power),
        accel: figureParts(cells.accel),
        launch: figureParts(cells.launch),
      },
    };
  });
  // what the summary is drawn from (fuels, body types, the quickest car) is sent as its sentences only
  const { brand: name, brandSlug, cars, page: shown, totalPages } = brand;
  return {
    brand: { brand: name, brandSlug, cars, page: shown, totalPages, families },
    summary: brandSummary(brand, units),
    jsonLd: breadcrumbJsonLd(url.origin, trailOf(brand)),
  };
}

const trailOf = (brand: Pick<BrandPage, 'brand' | 'brandSlug'>) => [
  { name: 'Home', path: '/' },
  { name: 'Brands', path: BRANDS_PATH },
  { name: brand.brand, path: brandPath(brand.brandSlug) },
];

/** A few sentences drawn from the catalogue: what the brand offers and its quickest road car. */
function brandSummary(brand: BrandPage, units: Units): string[] {
  const families = brand.familyCount;
  const list = (rows: Array<{ value: string; cars: number }>, labels: Record<string, string>) =>
    rows.map((row) => `${labelOf(labels, row.value)} (${row.cars})`).join(', ');
  const sentences = [`${brand.cars} ${brand.cars === 1 ? 'car' : 'cars'} in ${families} model ${families === 1 ? 'family' : 'families'}.`];
  if (brand.fuels.length) sentences.push(`Fuels: ${list(brand.fuels, fuelLabels(units))}.`);
  if (brand.bodyTypes.length) sentences.push(`Body types: ${list(brand.bodyTypes, LABELS.type)}.`);
  const quickest = brand.quickest;
  if (quickest) {
    // a tie is named: "the Valhalla and the Valkyrie"; four or more as quick, the first two "and others"
    const alike = brand.quickestAlike;
    const names = [quickest.name, ...alike].map((name) => `the ${name}`);
    const named =
      alike.length >= QUICKEST_READ - 1
        ? `${names.slice(0, 2).join(', ')} and others`
        : new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(names);
    const subject = alike.length ? 'Quickest road cars' : 'Quickest road car';
    sentences.push(`${subject}: ${named}, ${ACCEL_LABEL[units]} in ${formatAccel(quickest)}.`);
  }
  return sentences;
}

/** A description of at most 300 characters: the sentences that fit, in order, never a sentence cut. */
function wholeSentences(sentences: string[]): string {
  return sentences.reduce((text, sentence) => (text.length + 1 + sentence.length > 300 ? text : `${text} ${sentence}`));
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!loaderData) {
    return pageMeta(root, {
      title: 'Brand not found',
      description: 'This brand is not in the catalogue.',
      path: location.pathname,
      noindex: true,
    });
  }
  const { brand, summary } = loaderData;
  const title = `${brand.brand} models: prices and specs`;
  return [
    ...pageMeta(root, {
      title: brand.page > 1 ? `${title}, page ${brand.page}` : title,
      // the first sentence is always whole: a brand's name is short
      description: wholeSentences([
        `Every ${brand.brand} model family with its versions, prices, power and ${ACCEL_LABEL[root.units]}.`,
        ...summary,
      ]),
      path: location.pathname,
      // as on the list: the first page is the one indexed, the others point to it
      noindex: location.search !== '',
    }),
    loaderData.jsonLd,
  ];
}

// the table's columns after the model's name; on a phone each figure is shown with its label;
// `sprint`: the 0–100 km/h time's name in the visitor's units (`ACCEL_LABEL`)
const figureColumns = (sprint: string) =>
  [
    { cell: 'variants', label: 'Versions' },
    { cell: 'price', label: 'Price' },
    { cell: 'power', label: 'Power' },
    { cell: 'accel', label: sprint },
    { cell: 'launch', label: 'Launch or US debut' },
  ] as const;

export default function BrandRoute({ loaderData }: Route.ComponentProps) {
  const { brand, summary } = loaderData;
  const sitePath = useSitePath();
  const FIGURES = figureColumns(ACCEL_LABEL[useClientState().units]);
  return (
    <main id="main" className="page brands-page">
      <Breadcrumbs trail={trailOf(brand)} />
      <h1>{brand.brand}</h1>
      <p className="lede">{summary.join(' ')}</p>
      <p>
        <ChannelLink to={`/car-list?brand=${brand.brandSlug}`}>Every {brand.brand} car in the list, with filters</ChannelLink>
      </p>
      <div className="table-scroll" role="region" aria-labelledby="families-caption" tabIndex={0}>
        <table className="data-table">
          <caption id="families-caption">
            <span className="table-caption-text">
              {brand.brand} model families{brand.totalPages > 1 ? `, page ${brand.page} of ${brand.totalPages}` : ''} (a dash means no
              figure is published)
            </span>
          </caption>
          <thead>
            <tr>
              <th scope="col">Model</th>
              {FIGURES.map((figure) => (
                <th key={figure.cell} scope="col">
                  {figure.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {brand.families.map((family) => {
              return (
                <tr key={family.modelSlug}>
                  <th scope="row">
                    <ChannelLink to={familyPath(brand.brandSlug, family.modelSlug)}>{family.model}</ChannelLink>
                    {family.generations.length ? <span className="cell-note">{family.generations.join(', ')}</span> : null}
                  </th>
                  {FIGURES.map((figure) => (
                    <td key={figure.cell} data-label={figure.label}>
                      {figure.cell === 'variants' ? family.variants : <FigureSpans parts={family.cells[figure.cell]} />}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pagination page={brand.page} totalPages={brand.totalPages} to={(page) => sitePath(brandPath(brand.brandSlug) + brandSearch(page))} />
    </main>
  );
}

export { ErrorBoundary } from '#app/components/error-boundary.tsx';
