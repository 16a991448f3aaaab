import { Form } from 'react-router';
import { listBrands } from '#app/catalogue/brands.server.ts';
import { BRANDS_PATH, brandPath } from '#app/catalogue/family-paths.ts';
import { toCard } from '#app/catalogue/card.ts';
import { SearchBox } from '#app/components/search-box.tsx';
import { listCars, onePerModel, type CarSummary } from '#app/catalogue/cars.server.ts';
import { listQuerySchema } from '#app/catalogue/filters.server.ts';
import { listSearch, MAX_PAGE_SIZE } from '#app/catalogue/list-query.ts';
import { teaserKey } from '#app/catalogue/ranking-orders.ts';
import { homeTeasers, recommendedCarsOf } from '#app/catalogue/rankings.server.ts';
import { channelContext } from '#app/channel.ts';
import { AdSlot } from '#app/components/ad-slot.tsx';
import { BrandMark } from '#app/components/brand-mark.tsx';
import { CarTeaserList } from '#app/components/car-teaser-list.tsx';
import { ChannelLink, useSitePath } from '#app/components/channel-link.tsx';
import { appContext } from '#app/context.server.ts';
import { CATALOGUE_KEPT_MS, keptPerKey } from '#app/lib/isolate-cache.server.ts';
import { pageMeta, rootMeta } from '#app/lib/meta.ts';
import { useClientState } from '#app/state/client-state-provider.tsx';
import { ACCEL_LABEL } from '#app/units/units.ts';
import type { Route } from './+types/home';

const QUICK_FILTERS = [
  { to: '/car-list?purpose=family', label: 'Family cars' },
  { to: '/car-list?purpose=city', label: 'City cars' },
  { to: '/car-list?fuel=electric', label: 'Electric' },
  { to: '/car-list?type=suv', label: 'SUVs' },
  { to: '/car-list?seats=7-plus', label: '7 seaters' },
  { to: '/car-list?purpose=performance', label: 'Performance' },
  { to: '/car-list?price=under-20k', label: 'Under $20k' },
  { to: '/car-list?purpose=off-road', label: 'Off-road' },
  { to: '/car-list?purpose=luxury', label: 'Luxury' },
];

/** A focus's newest cars change only with the catalogue: kept per isolate, like the other rows. */
const keptFocusRows = keptPerKey<CarSummary[]>(CATALOGUE_KEPT_MS, 64);

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
  const [{ top, newest, fastest }, popular, brands, focusCars] = await timings.time('home', 'home teasers', () =>
    Promise.all([
      homeTeasers(env.DB, ROW_CARS, focusFilter),
      recommendedCarsOf(env.DB, focusFilter),
      listBrands(env.DB),
      focusQuery
        ? keptFocusRows.read(env.DB, teaserKey('newest', focusFilter), () =>
            listCars(env.DB, focusQuery).then((page) => onePerModel(page.list, ROW_CARS)),
          )
        : null,
    ]),
  );
  // a focused row's full ranking is the list of the focus's cars in the row's order
  const focusedList = (sort: 'newest' | 'fastest' | 'power') => `/car-list${listSearch({ ...focusFilter, sort })}`;
  const focus =
    homeFocus && focusCars?.length ? { title: homeFocus.title, cars: focusCars.map(toCard), more: focusedList('newest') } : null;
  return {
    channel,
    focus,
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
  const { tagline, background, focus, top, popular, newest, fastest, more, brands, brandCount } = loaderData;
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
      <nav aria-label="Quick filters" className="quick-filters">
        {QUICK_FILTERS.map((filter) => (
          <ChannelLink key={filter.to} to={filter.to}>
            {filter.label}
          </ChannelLink>
        ))}
      </nav>
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
                <span className="brand-name">{brand.label}</span> <span className="count">{brand.count}</span>
              </ChannelLink>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
