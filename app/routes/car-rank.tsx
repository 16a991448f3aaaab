import { z } from 'zod';
import { toCard } from '#app/catalogue/card.ts';
import { pageParam } from '#app/catalogue/filters.server.ts';
import { fastestRank, releaseRank } from '#app/catalogue/rankings.server.ts';
import { channelContext, withChannel } from '#app/channel.ts';
import { CarCard } from '#app/components/car-card.tsx';
import { ChannelLink } from '#app/components/channel-link.tsx';
import { FigureText } from '#app/components/figure-text.tsx';
import { appContext } from '#app/context.server.ts';
import { lazyPart, partsWithData } from '#app/lib/lazy-part.ts';
import { pageMeta, rootMeta } from '#app/lib/meta.ts';
import { requireCleanSearch } from '#app/lib/search.ts';
import { useClientState } from '#app/state/client-state-provider.tsx';
import { ACCEL_LABEL } from '#app/units/units.ts';
import type { Route } from './+types/car-rank';
import { formatCount } from '#app/lib/number-format.ts';

// `sprint`: the 0–100 km/h time's name in the visitor's units (`ACCEL_LABEL`)
const RANKINGS = {
  newest: {
    title: () => 'Newest releases',
    tab: () => 'Newest',
    // a launch year is shared by many families: an order by date, not a ranking, so no numbers
    numbered: false,
    description: () => 'Model families by the launch of their current generation, newest first, one car each.',
    counted: 'model families with a known launch year',
  },
  accel: {
    title: (sprint: string) => `Quickest ${sprint}`,
    tab: (sprint: string) => sprint,
    numbered: true,
    description: (sprint: string) =>
      `The quickest road cars from ${sprint.replace('–', ' to ')}, as their makers state it; no concepts or race cars.`,
    counted: 'cars with a published figure',
  },
  topSpeed: {
    title: () => 'Highest top speed',
    tab: () => 'Top speed',
    numbered: true,
    description: () => 'The fastest road cars by stated top speed; no concepts or race cars.',
    counted: 'cars with a published figure',
  },
} as const;
type Ranking = keyof typeof RANKINGS;
const RANKING_NAMES = Object.keys(RANKINGS) as Ranking[];
const PAGE_SIZE = 20;

const rankQuery = z.object({
  by: z.enum(RANKING_NAMES as [Ranking, ...Ranking[]]).catch('newest'),
  page: pageParam(1).catch(1),
});

const rankSearch = (by: Ranking, page: number) => {
  const search = new URLSearchParams();
  if (by !== 'newest') search.set('by', by);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
};

// the page links at the foot: painted by the server, their code fetched after the first load
const Pagination = lazyPart(() => import('#app/components/pagination.tsx').then((module) => module.Pagination));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [partsWithData(Pagination)];

export async function loader({ url, context }: Route.LoaderArgs) {
  const channel = context.get(channelContext);
  const { env, timings } = context.get(appContext);
  const { by, page } = rankQuery.parse({ by: url.searchParams.get('by') ?? undefined, page: url.searchParams.get('page') ?? undefined });
  requireCleanSearch(url, rankSearch(by, page));
  const ranking = await timings.time('ranking', `${by} ranking`, () =>
    by === 'newest' ? releaseRank(env.DB, page, PAGE_SIZE) : fastestRank(env.DB, by, page, PAGE_SIZE),
  );
  if (ranking.total > 0 && page > ranking.totalPages) requireCleanSearch(url, rankSearch(by, ranking.totalPages));
  // each car as its card shows it, with its place: what the card does not read is not serialised
  return { channel, by, ranking: { ...ranking, list: ranking.list.map((car) => ({ ...toCard(car), rank: car.rank })) } };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const ranking = RANKINGS[loaderData?.by ?? 'newest'];
  const root = rootMeta(matches);
  const sprint = ACCEL_LABEL[root.units];
  return pageMeta(root, {
    title: `Rankings: ${ranking.title(sprint)}`,
    description: `${ranking.description(sprint)} Newest releases, quickest ${sprint} and highest top speed.`,
    path: location.pathname,
    noindex: location.search !== '' && !/^\?by=\w+$/.test(location.search),
  });
}

export default function CarRankRoute({ loaderData }: Route.ComponentProps) {
  const { channel, by, ranking } = loaderData;
  const sprint = ACCEL_LABEL[useClientState().units];
  const first = (ranking.page - 1) * PAGE_SIZE + 1;
  const rankPath = withChannel(channel, '/car-rank');
  return (
    <main id="main" className="page">
      <h1>Rankings</h1>
      <nav className="tabs" aria-label="Rankings">
        {RANKING_NAMES.map((name) => (
          <ChannelLink key={name} to={`/car-rank${rankSearch(name, 1)}`} aria-current={name === by ? 'page' : undefined}>
            {RANKINGS[name].tab(sprint)}
          </ChannelLink>
        ))}
      </nav>
      <h2>
        <FigureText text={RANKINGS[by].title(sprint)} />
      </h2>
      <p className="lede">
        {RANKINGS[by].description(sprint)} {formatCount(ranking.total)} {RANKINGS[by].counted}.
      </p>
      {ranking.totalPages > 1 ? (
        // which part of the list this page is: after what the list is, before its first card
        <p className="ranking-place">
          {RANKINGS[by].numbered
            ? `Places ${first}–${first + ranking.list.length - 1} of ${formatCount(ranking.total)}`
            : `Page ${ranking.page} of ${ranking.totalPages}`}
        </p>
      ) : null}
      {RANKINGS[by].numbered ? (
        <ol className="card-grid card-grid-list" start={first}>
          {ranking.list.map((car) => (
            <li key={car.id}>
              <CarCard car={car} rank={car.rank} />
            </li>
          ))}
        </ol>
      ) : (
        <ul className="card-grid card-grid-list">
          {ranking.list.map((car) => (
            <li key={car.id}>
              <CarCard car={car} dated />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={ranking.page} totalPages={ranking.totalPages} to={(page) => rankPath + rankSearch(by, page)} />
    </main>
  );
}

export { ErrorBoundary } from '#app/components/error-boundary.tsx';
