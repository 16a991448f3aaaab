import { Form } from 'react-router';
import { listBrands } from '#app/catalogue/brands.server.ts';
import { BRANDS_PATH, brandPath } from '#app/catalogue/family-paths.ts';
import { toCard } from '#app/catalogue/card.ts';
import { SearchBox } from '#app/components/search-box.tsx';
import { listCars, onePerModel, type CarListPage, type CarSummary } from '#app/catalogue/cars.server.ts';
import { listQuerySchema } from '#app/catalogue/filters.server.ts';
import { listSearch, MAX_PAGE_SIZE, type FilterName } from '#app/catalogue/list-query.ts';
import { teaserKey } from '#app/catalogue/ranking-orders.ts';
import { homeTeasers, recommendedCarsOf } from '#app/catalogue/rankings.server.ts';
import { channelContext } from '#app/channel.ts';
import { AdSlot } from '#app/components/ad-slot.tsx';
import { BrandMark } from '#app/components/brand-mark.tsx';
import { CarTeaserList } from '#app/components/car-teaser-list.tsx';
import { ChannelLink, useSitePath } from '#app/components/channel-link.tsx';
import { appContext } from '#app/context.server.ts';
import type { DomainConfig } from '#app/domain/config.ts';
import { CATALOGUE_KEPT_MS, keptPerKey } from '#app/lib/isolate-cache.server.ts';
import { pageMeta, rootMeta } from '#app/lib/meta.ts';
import { useClientState } from '#app/state/client-state-provider.tsx';
import { ACCEL_LABEL } from '#app/units/units.ts';
import type { Route } from './+types/home';

// the quick filters' links are made by the loader: within a domain's focus they carry it (below)
const QUICK_FILTERS: ReadonlyArray<{ key: QuickKey; value: string; label: string }> = [
  { key: 'purpose', value: 'family', label: 'Family cars' },
  { key: 'purpose', value: 'city', label: 'City cars' },
  { key: 'fuel', value: 'electric', label: 'Electric' },
  { key: 'type', value: 'suv', label: 'SUVs' },
  { key: 'seats', value: '7-plus', label: '7 seaters' },
  { key: 'purpose', value: 'performance', label: 'Performance' },
  { key: 'price', value: 'under-20k', label: 'Under $20k' },
  { key: 'purpose', value: 'off-road', label: 'Off-road' },
  { key: 'purpose', value: 'luxury', label: 'Luxury' },
];
type QuickKey = Exclude<FilterName, 'brand' | 'status'>;
type Focus = NonNullable<DomainConfig['homeFocus']>['filter'];

/**
 * The quick filters' links, to the cars on sale or recently on sale of each (decision 107): a visitor who
 * asks for cars under $20k is shopping, not looking for the last Nano's price. Within a domain's focus
 * each keeps to the focus's cars, as the rows do (Greenroute's "Family cars" are its electric family
 * cars); a filter the focus sets itself (its "Electric") and one with no car on sale in the focus are
 * left out, so no link leads to an empty list.
 */
function quickFilters(focus: Focus | null, counts: QuickCounts | null) {
  return QUICK_FILTERS.flatMap(({ key, value, label }) => {
    if (focus && ((focus as Record<string, unknown>)[key] !== undefined || !counts?.[`${key}=${value}`])) return [];
    return [{ to: `/car-list${listSearch({ ...focus, [key]: value, status: 'current' })}`, label }];
  });
}

/** Cars on sale within a focus per quick filter (`purpose=family` → 446), from its list's counts. */
type QuickCounts = Record<string, number>;
const quickCountsOf = (facets: CarListPage['facets']): QuickCounts =>
  Object.fromEntries(
    QUICK_FILTERS.map(({ key, value }) => [`${key}=${value}`, facets[key].find((option) => option.value === value)?.count ?? 0]),
  );

/** A focus's newest cars and its counts change only with the catalogue: kept per isolate, like the other rows. */
const keptFocus = keptPerKey<{ cars: CarSummary[]; counts: QuickCounts }>(CATALOGUE_KEPT_MS, 64);

/** Cars in a row of the home page. */
const ROW_CARS = 8;

/** Brands on the home page: two full rows at each of the list's column counts (2, 3, 4 and 6). */
const HOME_BRANDS = 12;

export async function loader({ context }: Route.LoaderArgs) {
  const channel = context.get(channelContext);
  const { env, domain, timings } = context.get(appContext);
  // a domain's focus (app/domain/config.ts `homeFocus`) leads the page, and every row keeps to its cars
  const homeFocus = domain.config.homeFocus ?? null;
  const focusFilter = homeFocus?.filter ?? null;
  // the newest on sale, one version of each model: a page of the list, as many as it takes to find eight models
  const focusQuery = focusFilter
    ? listQuerySchema.parse({ ...focusFilter, status: 'current', sort: 'newest', pageSize: String(MAX_PAGE_SIZE) })
    : null;
  const [{ top, newest, fastest }, popular, brands, focusRows] = await timings.time('home', 'home teasers', () =>
    Promise.all([
      homeTeasers(env.DB, ROW_CARS, focusFilter),
      recommendedCarsOf(env.DB, focusFilter),
      listBrands(env.DB),
      focusQuery
        ? keptFocus.read(env.DB, teaserKey('newest', focusFilter), () =>
            listCars(env.DB, focusQuery).then((page) => ({
              cars: onePerModel(page.list, ROW_CARS),
              counts: quickCountsOf(page.facets),
            })),
          )
        : null,
    ]),
  );
  // a focused row's full ranking is the list of the focus's cars in the row's order
  const focusedList = (sort: 'newest' | 'fastest' | 'power') => `/car-list${listSearch({ ...focusFilter, sort })}`;
  const focusCars = focusRows?.cars ?? [];
  // the focus's row is its newest cars on sale, and so is the list it leads to
  const focusMore = `/car-list${listSearch({ ...focusFilter, status: 'current', sort: 'newest' })}`;
  const focus = homeFocus && focusCars.length ? { title: homeFocus.title, cars: focusCars.map(toCard), more: focusMore } : null;
  return {
    channel,
    focus,
    quickFilters: quickFilters(focusFilter, focusRows?.counts ?? null),
    tagline: domain.config.tagline ?? null,
    background: domain.config.homeBackground,
    top: top.map(toCard),
    popular: popular.map(toCard),
    // a focus is the newest of its cars already: its row takes the place of "Newest releases", whose
    // full list would be the same
    newest: focus ? null : newest.map(toCard),
    fastest: fastest.map(toCard),
    more: {
      top: focusedList('power'),
      newest: focusFilter ? focusedList('newest') : '/car-rank',
      fastest: focusFilter ? focusedList('fastest') : '/car-rank?by=accel',
    },
    // the brands with the most cars, by name; every brand is one link away on /brands
    brands: brands
      .toSorted((a, b) => b.count - a.count)
      .slice(0, HOME_BRANDS)
      .sort((a, b) => a.label.localeCompare(b.label)),
    brandCount: brands.length,
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = rootMeta(matches);
  return pageMeta(root, {
    title: `${root.siteName}: car prices, specs and rankings`,
    description: loaderData?.tagline ?? 'A catalogue of cars with prices and figures, side by side.',
    path: location.pathname,
  });
}

export default function HomeRoute({ loaderData, matches }: Route.ComponentProps) {
  const { tagline, background, focus, quickFilters, top, popular, newest, fastest, more, brands, brandCount } = loaderData;
  const siteName = matches[0].loaderData.meta.siteName;
  const sitePath = useSitePath();
  const { units } = useClientState();
  return (
    <main id="main" className="page home">
      <header className="hero">
        <picture className="hero-background">
          <source media="(min-width: 768px)" srcSet={background.pc} />
          <img src={background.mobile} alt="" width={1600} height={900} fetchPriority="high" />
        </picture>
        <div className="hero-text">
          <h1>{siteName}</h1>
          {tagline ? <p>{tagline}</p> : null}
          <Form method="get" action={sitePath('/car-list')} className="hero-search" role="search">
            <label htmlFor="home-search" className="visually-hidden">
              Search cars
            </label>
            <SearchBox id="home-search" />
            <button type="submit" className="button">
              Search
            </button>
          </Form>
        </div>
      </header>
      {quickFilters.length ? (
        <nav aria-label="Quick filters" className="quick-filters">
          {quickFilters.map((filter) => (
            <ChannelLink key={filter.to} to={filter.to}>
              {filter.label}
            </ChannelLink>
          ))}
        </nav>
      ) : null}
      {focus ? <CarTeaserList title={focus.title} cars={focus.cars} more={{ to: focus.more, label: 'See them all' }} /> : null}
      <CarTeaserList
        title="Most powerful"
        note="The most powerful car of each brand"
        cars={top}
        more={{ to: more.top, label: 'All by power' }}
      />
      <CarTeaserList title="Popular" cars={popular} />
      <AdSlot placement="home" position={0} />
      {newest ? (
        <CarTeaserList
          title="Newest releases"
          note="Each brand’s newest model family"
          cars={newest}
          more={{ to: more.newest, label: 'All new releases' }}
        />
      ) : null}
      <CarTeaserList
        title={`Quickest ${ACCEL_LABEL[units]}`}
        note="The quickest car of each brand"
        cars={fastest}
        more={{ to: more.fastest, label: 'Full ranking' }}
      />
      <section aria-labelledby="brands-heading">
        <div className="section-heading">
          <h2 id="brands-heading">Brands</h2>
          <ChannelLink to={BRANDS_PATH} className="more-link">
            All {brandCount} brands&nbsp;›
          </ChannelLink>
        </div>
        <ul className="brand-list">
          {brands.map((brand) => (
            <li key={brand.value}>
              <ChannelLink to={brandPath(brand.value)}>
                <BrandMark slug={brand.value} name={brand.label} />
                <span className="brand-name">{brand.label}</span> <span className="count">{brand.count} cars</span>
              </ChannelLink>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
