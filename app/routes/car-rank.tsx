import { z } from 'zod';
import { toCard } from '#app/catalogue/card.ts';
import { RANK_PAGE_SIZE } from '#app/catalogue/list-query.ts';
import { pageParam, withinPageLimit } from '#app/catalogue/filters.server.ts';
import { rankPage, type RankingName } from '#app/catalogue/rankings.server.ts';
import { channelContext, withChannel } from '#app/channel.ts';
import { CarCard } from '#app/components/car-card.tsx';
import { ChannelLink } from '#app/components/channel-link.tsx';
import { FigureText } from '#app/components/figure-text.tsx';
import { appContext } from '#app/context.server.ts';
import { lazyPart, partsWithData } from '#app/lib/lazy-part.ts';
import { pageMeta, rootMeta } from '#app/lib/meta.ts';
import { requireCleanSearch } from '#app/lib/search.ts';
import { ACCEL_LABEL } from '#app/units/units.ts';
import type { Route } from './+types/car-rank';
import { formatCount } from '#app/lib/number-format.ts';

// The rankings' words, made by the loader in the visitor's units (`sprint`: the 0–100 km/h time's name,
// `ACCEL_LABEL`), so the browser's code for the page carries none of them.
const RANKINGS = {
  newest: {
    title: () => 'Newest releases',
    tab: () => 'Newest',
    // a launch year is shared by many families: an order by date, not a ranking, so no numbers
    numbered: false,
    description: () => 'Model families by their latest launch, a new generation or a new version, newest first, one car each.',
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
  range: {
    title: () => 'Longest range',
    tab: () => 'Range',
    numbered: true,
    // one source for every car ranked: the EV specifications' figure (decision 098: not a WLTP figure);
    // a car with the EPA's range only is not ranked beside them (its page shows that range, named so)
    description: () =>
      'Electric road cars by their range on one charge as the EV specifications state it, longest first: one source for every car, close to the EPA’s figures and usually below a maker’s WLTP figure.',
    counted: 'cars with a stated range',
  },
} as const satisfies Record<RankingName, unknown>;
const RANKING_NAMES = Object.keys(RANKINGS) as RankingName[];

const rankQuery = z.object({
  by: z.enum(RANKING_NAMES as [RankingName, ...RankingName[]]).catch('newest'),
  page: pageParam(1).catch(1),
});

const rankSearch = (by: RankingName, page: number) => {
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
  const { env, timings, units } = context.get(appContext);
  const given = url.searchParams.get('page');
  const askedBy = url.searchParams.get('by')?.toLowerCase();
  const { by, page } = rankQuery.parse({
    // in any letter case (`?by=ACCEL`, `?by=topspeed`): the choice is kept, spelled as the page spells it
    by: RANKING_NAMES.find((name) => name.toLowerCase() === askedBy) ?? askedBy,
    page: given === null ? undefined : withinPageLimit(given),
  });
  const ranking = await timings.time('ranking', `${by} ranking`, () => rankPage(env.DB, by, page, RANK_PAGE_SIZE));
  // one ranking, one address, in one redirect: a page past the end moves to the last one
  requireCleanSearch(url, rankSearch(by, Math.min(page, ranking.totalPages)));
  const sprint = ACCEL_LABEL[units];
  const shown = RANKINGS[by];
  return {
    channel,
    by,
    title: shown.title(sprint),
    lede: `${shown.description(sprint)} ${formatCount(ranking.total)} ${shown.counted}.`,
    // the page's description: what this ranking is, then what the others are
    about: `${shown.description(sprint)} Newest releases, quickest ${sprint}, highest top speed and longest range.`,
    numbered: shown.numbered,
    tabs: RANKING_NAMES.map((name) => ({ by: name, label: RANKINGS[name].tab(sprint), search: rankSearch(name, 1) })),
    // each car as its card shows it, with its place: what the card does not read is not serialised
    ranking: { ...ranking, list: ranking.list.map((car) => ({ ...toCard(car), rank: car.rank })) },
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: loaderData
      ? `Rankings: ${loaderData.title}${loaderData.ranking.page > 1 ? `, page ${loaderData.ranking.page}` : ''}`
      : 'Rankings',
    description: loaderData?.about ?? 'Newest releases, the quickest cars, the highest top speeds and the longest ranges.',
    // each ranking's first page is its own address (the sitemap lists them): later pages are not indexed
    path: location.pathname + (loaderData ? rankSearch(loaderData.by, 1) : ''),
    noindex: location.search !== '' && !/^\?by=\w+$/.test(location.search),
  });
}

export default function CarRankRoute({ loaderData }: Route.ComponentProps) {
  const { channel, by, title, lede, numbered, tabs, ranking } = loaderData;
  const first = (ranking.page - 1) * RANK_PAGE_SIZE + 1;
  const rankPath = withChannel(channel, '/car-rank');
  return (
    <main id="main" className="page">
      <h1>Rankings</h1>
      <nav className="tabs" aria-label="Rankings">
        {tabs.map((tab) => (
          <ChannelLink key={tab.by} to={`/car-rank${tab.search}`} aria-current={tab.by === by ? 'page' : undefined}>
            {tab.label}
          </ChannelLink>
        ))}
      </nav>
      <h2>
        <FigureText text={title} />
      </h2>
      <p className="lede">{lede}</p>
      {ranking.totalPages > 1 ? (
        // which part of the list this page is: after what the list is, before its first card
        <p className="ranking-place">
          {numbered
            ? `Places ${first}–${first + ranking.list.length - 1} of ${formatCount(ranking.total)}`
            : `Page ${ranking.page} of ${ranking.totalPages}`}
        </p>
      ) : null}
      {numbered ? (
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
