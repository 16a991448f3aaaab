import { Fragment, useEffect } from 'react';
import { listBrands } from '#app/catalogue/brands.server.ts';
import { toCard } from '#app/catalogue/card.ts';
import { inWordsOf, listCars } from '#app/catalogue/cars.server.ts';
import { cleanListParams, type ListQuery } from '#app/catalogue/filters.server.ts';
import { noResultsHelp } from '#app/catalogue/search/no-results.server.ts';
import { changedFilters, listSearch } from '#app/catalogue/list-query.ts';
import { track } from '#app/analytics/analytics.ts';
import { channelContext, withChannel } from '#app/channel.ts';
import { AdSlot } from '#app/components/ad-slot.tsx';
import { CarCard } from '#app/components/car-card.tsx';
import { appContext } from '#app/context.server.ts';
import { lazyPart, partsWithData } from '#app/lib/lazy-part.ts';
import { pageMeta, rootMeta } from '#app/lib/meta.ts';
import { requireCleanSearch } from '#app/lib/search.ts';
import { carListStateOf } from '#app/state/client-state.ts';
import { useClientState } from '#app/state/client-state-provider.tsx';
import { ACCEL_LABEL } from '#app/units/units.ts';
import type { Route } from './+types/route';
import { ActiveFilters, activeFilterChips } from './active-filters';
import { listAdPlaces } from './list-ads';
import { listLede, listTitle, withChosenBrand } from './title';
import { formatCount } from '#app/lib/number-format.ts';

// the filter form, the no-results help and the page links: painted by the server, their code fetched after the first load
const FiltersForm = lazyPart(() => import('./filters-form').then((module) => module.FiltersForm));
const NoResults = lazyPart(() => import('./no-results').then((module) => module.NoResults));
const Pagination = lazyPart(() => import('#app/components/pagination.tsx').then((module) => module.Pagination));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [partsWithData(FiltersForm, NoResults, Pagination)];

export async function loader({ url, context }: Route.LoaderArgs) {
  const channel = context.get(channelContext);
  const { env, timings, domain, units } = context.get(appContext);
  const brands = await timings.time('list-brands', 'brand values', () => listBrands(env.DB));
  const brandSlugs = new Set(brands.map((brand) => brand.value));
  const { query } = cleanListParams(url.searchParams, (slug) => brandSlugs.has(slug));
  const listed = await timings.time('list', 'car list query', () => listCars(env.DB, query));
  const result = inWordsOf(withChosenBrand(listed, brands), units);
  // one list, one address, in one redirect: invalid, unknown or default values dropped, a page past
  // the end moved to the last one (the first, when nothing matches), and a search of kinds (`electric
  // suv`) moved to their filters
  requireCleanSearch(url, listSearch({ ...result.query, page: Math.min(query.page, result.totalPages) }));
  // a search that found nothing: the nearest spellings and the brands it names
  const help =
    result.total === 0 && query.q ? await timings.time('no-results', 'no-results help', () => noResultsHelp(env.DB, query)) : null;
  return {
    channel,
    result: { ...result, list: result.list.map(toCard) },
    // worded here: the page's code carries no filter labels for its title and chips
    title: listTitle(result),
    lede: listLede(result),
    chips: activeFilterChips(result, withChannel(channel, '/car-list')),
    help,
    listInsert: domain.config.adPosConfig.listInsert,
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!loaderData) return pageMeta(root, { title: 'All cars', description: 'Every car in the catalogue.', path: location.pathname });
  const { result, title } = loaderData;
  const filtered = location.search !== '';
  return pageMeta(root, {
    title: result.page > 1 ? `${title}, page ${result.page}` : title,
    description: `${formatCount(result.total)} cars with prices, power, ${ACCEL_LABEL[root.units]}, top speed and range. Filter by purpose, brand, body type, seats, price and fuel.`,
    path: location.pathname,
    // filtered and sorted variants are the same catalogue: only the plain list is indexed
    noindex: filtered,
  });
}

let lastListQuery: ListQuery | null = null;

export default function CarListRoute({ loaderData }: Route.ComponentProps) {
  const { channel, result, title, lede, chips, help, listInsert } = loaderData;
  const { setCarListState, carListState, adsensConfig } = useClientState();
  const listPath = withChannel(channel, '/car-list');
  const here = listPath + listSearch(result.query);

  // the list state follows the address, so the car page's back link and the debug panel know it
  useEffect(() => {
    if (carListState.lastVisitedPage !== here || carListState.fromDetail) setCarListState(carListStateOf(result.query, here));
  }, [here, result.query, carListState.lastVisitedPage, carListState.fromDetail, setCarListState]);

  useEffect(() => {
    // the view is re-created on every change: the query it replaced is kept outside it
    for (const change of changedFilters(lastListQuery, result.query)) {
      track('filter_change', { params: { ...change, results: result.total } });
    }
    lastListQuery = result.query;
  }, [result.query, result.total]);

  const ads = adsensConfig?.slots.list ? listAdPlaces(listInsert, result.list.length) : [];
  return (
    <main id="main" className="page car-list-page">
      <h1>{title}</h1>
      <p className="lede" aria-live="polite">
        {lede}
      </p>
      <div className="car-list-layout">
        <FiltersForm result={result} listPath={listPath} />
        <section aria-labelledby="results-heading" className="car-list-results">
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <ActiveFilters chips={chips} />
          {result.list.length === 0 ? (
            <NoResults query={result.query} help={help} />
          ) : (
            <ol className="card-grid card-grid-list" start={(result.page - 1) * result.pageSize + 1}>
              {result.list.map((car, index) => (
                <Fragment key={car.id}>
                  <li>
                    <CarCard car={car} state={{ fromList: here }} />
                  </li>
                  {ads
                    .filter((ad) => ad.afterCard === index + 1)
                    .map((ad) => (
                      <li
                        key={`ad-${ad.row}`}
                        className="card-grid-wide list-ad"
                        style={{ '--ad-row': ad.gridRow } as React.CSSProperties}
                        data-fits={ad.fits.join(' ')}
                      >
                        <AdSlot placement="list" position={ad.row} ordinal={ad.ordinal} />
                      </li>
                    ))}
                </Fragment>
              ))}
            </ol>
          )}
          <Pagination page={result.page} totalPages={result.totalPages} to={(page) => listPath + listSearch({ ...result.query, page })} />
        </section>
      </div>
    </main>
  );
}

export { ErrorBoundary } from '#app/components/error-boundary.tsx';
