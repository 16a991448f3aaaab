import { useEffect } from 'react';
import { data, isRouteErrorResponse, redirect, useLocation, useNavigate } from 'react-router';
import { carIdSchema } from '#app/catalogue/car-id.ts';
import { toCard } from '#app/catalogue/card.ts';
import { carRedirect } from '#app/catalogue/cars.server.ts';
import { brandPath, familyPath } from '#app/catalogue/family-paths.ts';
import { keyFigures, withBrand } from '#app/catalogue/format.ts';
import { popularBesides, similarCarsOf } from '#app/catalogue/rankings.server.ts';
import { standingText } from '#app/catalogue/standings.ts';
import { channelContext, withChannel } from '#app/channel.ts';
import { track } from '#app/analytics/analytics.ts';
import { AddToCompare } from '#app/components/add-to-compare.tsx';
import { BrandMark } from '#app/components/brand-mark.tsx';
import { CarVisual } from '#app/components/car-visual.tsx';
import { FigureSpans } from '#app/components/figure-spans.tsx';
import { ChannelLink } from '#app/components/channel-link.tsx';
import { StatusLabel } from '#app/components/status-label.tsx';
import { appContext } from '#app/context.server.ts';
import { lazyPart, partsWithData } from '#app/lib/lazy-part.ts';
import { pageMeta, rootMeta } from '#app/lib/meta.ts';
import { tidySearch } from '#app/lib/search.ts';
import { formatDate, timeAgo } from '#app/lib/time.ts';
import { carJsonLd } from '#app/lib/structured-data.ts';
import { useClientState } from '#app/state/client-state-provider.tsx';
import type { Route } from './+types/route';
import { CompareWithSimilar } from './compare-actions';
import { keyTiles, pageCar } from './page-car.server';
import { carPageReads } from './queries.server';
import { specGroups, unknownFigures } from './spec-groups';

// everything below the car's header: painted by the server, its code fetched after the first load
const CarDetailBody = lazyPart(() => import('./car-detail-body').then((module) => module.CarDetailBody));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [partsWithData(CarDetailBody)];

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const channel = context.get(channelContext);
  const { env, timings, domain, units } = context.get(appContext);
  // an id spelled other than in decimal digits (`~/lib/whole-number`) names no car: a bad request
  const id = carIdSchema.safeParse(params.id);
  if (!id.success) throw data({ channel }, { status: 400, statusText: 'Bad Request' });
  const read = await timings.time('car', 'car, photos and standings', () => carPageReads(env.DB, id.data));
  if (!read) {
    // an id merged into another car (seed/redirects.json) moves there for good; anything else is not found
    const moved = await timings.time('redirect', 'car redirect', () => carRedirect(env.DB, id.data));
    if (moved) throw redirect(withChannel(channel, `/cars/${moved.slug}/${moved.id}`) + tidySearch(url.search), 301);
    throw data({ channel }, { status: 404, statusText: 'Car not found' });
  }
  const { car, photos, standings, storedSimilar } = read;
  // a known car under an old or mistyped name moves to its current address for good
  if (params.carName !== car.slug) throw redirect(withChannel(channel, car.path) + tidySearch(url.search), 301);
  const [similar, popular] = await Promise.all([
    timings.time('similar', 'similar cars', () => similarCarsOf(env.DB, car, storedSimilar)),
    // the popular cars of the domain's focus, as on its home page (kept per isolate), sent as cards
    timings.time('popular', 'popular cars', () => popularBesides(env.DB, domain.config.homeFocus?.filter, car.id, 4)),
  ]);
  const shown = pageCar(car);
  const tiles = keyTiles(car, units);
  // the figures as a card words them, after the price: the page's description
  const facts = [shown.price ? `from ${shown.price}` : null, ...keyFigures(car, units)].filter(Boolean).join(', ');
  return {
    channel,
    // what the page shows of the car, not its row: every figure is in the groups, worded
    car: shown,
    groups: specGroups(car, units),
    unknown: unknownFigures(car, units),
    description: `${withBrand(car.brand, car.name)}${facts ? `: ${facts}` : ''}. Every published figure, and similar cars.`,
    keyTiles: tiles.map(({ label, parts }) => ({ label, parts })),
    // the longest label or value: every tile of their grid is as wide as it needs for each on one line
    keyTileChars: Math.max(...tiles.flatMap(({ label, value }) => [label.length, value.length])),
    similar: similar.map(toCard),
    popular: popular.map(toCard),
    standings: standings.map((standing) => ({ figure: standing.figure, percent: standing.percent, ...standingText(standing, units) })),
    // dates worded here, so the calendar arithmetic (date-fns) stays on the server
    photos: {
      ...photos,
      list: photos.list.map((photo) => ({ ...photo, ago: timeAgo(photo.submittedAt), day: formatDate(photo.submittedAt, 'd MMM yyyy') })),
    },
    // the places of ads between the groups, on a domain that has an ad for them: without one the groups
    // flow down two columns rather than standing in rows of two for places that stay empty
    detailInsert: domain.config.adsense?.slots.detail ? domain.config.adPosConfig.detailInsert : [],
    // built here, so the browser's code for the page does not carry the JSON-LD builder
    jsonLd: carJsonLd(url.origin, car),
  };
}

export function meta({ loaderData, matches, location, error }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!loaderData) {
    const badAddress = isRouteErrorResponse(error) && error.status === 400;
    return pageMeta(root, {
      title: badAddress ? 'Not a car address' : 'Car not found',
      description: badAddress ? 'A car’s address ends in its number, written in digits.' : 'This car is not in the catalogue.',
      path: location.pathname,
      noindex: true,
    });
  }
  const { car, description } = loaderData;
  return [
    ...pageMeta(root, {
      title: `${withBrand(car.brand, car.name)}: price and specs`,
      description,
      path: location.pathname,
      type: 'article',
    }),
    loaderData.jsonLd,
  ];
}

export default function CarDetailRoute({ loaderData }: Route.ComponentProps) {
  const { car, groups, unknown, similar, popular, photos, detailInsert, standings, keyTiles, keyTileChars } = loaderData;
  const { updateCarListState, carListState } = useClientState();
  const location = useLocation();
  const fromList = (location.state as { fromList?: string } | null)?.fromList;

  useEffect(() => {
    if (fromList) updateCarListState({ fromDetail: true });
  }, [fromList, updateCarListState]);

  useEffect(() => track('car_view', { carId: car.id, params: { brand: car.brandSlug } }), [car.id, car.brandSlug]);

  const { price, year } = car;
  return (
    <main id="main" className="page car-detail">
      <BackLink fromList={fromList} lastList={carListState.lastVisitedPage} />
      <header className="car-detail-header">
        <div className="car-detail-title">
          <p className="car-detail-brand">
            <BrandMark slug={car.brandSlug} name={car.brand} size={24} />{' '}
            <ChannelLink to={brandPath(car.brandSlug)}>{car.brand}</ChannelLink>
          </p>
          <h1>{car.name}</h1>
          <StatusLabel status={car.status} always />
          <p className="car-detail-price">
            {price ?? (car.status === 'concept' ? 'Never on sale: no price' : 'Price not published')}
            {price && car.status === 'concept' ? <span className="price-note"> announced, never on sale</span> : null}
          </p>
          {year ? <p className="car-detail-year">{year}</p> : null}
          <p className="car-detail-family">
            <ChannelLink to={familyPath(car.brandSlug, car.modelSlug)}>Every {withBrand(car.brand, car.model)} version</ChannelLink>
          </p>
        </div>
        <CarVisual
          brandSlug={car.brandSlug}
          bodyType={car.bodyType}
          label={car.bodyType ? `Illustration of a ${car.bodyLabel?.toLowerCase()} body` : 'Body type not known'}
        />
        <ul className="key-figures" aria-label="Key figures" style={{ ['--key-chars' as string]: keyTileChars }}>
          {keyTiles.map(({ label, parts }) => (
            <li key={label}>
              <span className="key-label">{label}</span> <FigureSpans parts={parts} />
            </li>
          ))}
        </ul>
        {/* actions on this car (sending a photo; comparing) sit together under its figures */}
        <div className="car-detail-actions">
          <AddToCompare car={car} />
          <a href="#photos-heading" className="button button-secondary">
            Send a photo
          </a>
          <CompareWithSimilar car={car} similar={similar} />
        </div>
      </header>
      <CarDetailBody
        car={car}
        standings={standings}
        groups={groups}
        unknown={unknown}
        photos={photos}
        similar={similar}
        popular={popular}
        detailInsert={detailInsert}
      />
    </main>
  );
}

/** Back to the list the visitor came from, at the same place: a real Back when it was the previous page. */
function BackLink({ fromList, lastList }: { fromList: string | undefined; lastList: string | null }) {
  const navigate = useNavigate();
  const to = fromList ?? lastList;
  if (!to) {
    return (
      <ChannelLink to="/car-list" className="back-link">
        ‹ All cars
      </ChannelLink>
    );
  }
  return (
    <a
      href={to}
      className="back-link"
      onClick={(event) => {
        if (!fromList || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(-1);
      }}
    >
      ‹ Back to the list
    </a>
  );
}

export { ErrorBoundary } from '#app/components/error-boundary.tsx';
