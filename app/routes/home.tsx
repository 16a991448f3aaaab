import { Link } from 'react-router';
import { listBrands } from '~/catalogue/brands.server';
import { newReleaseTeaser, popularCars, rankingTeaser, topCars } from '~/catalogue/rankings.server';
import { channelParam, withChannel } from '~/channel';
import { CarTeaserList } from '~/components/car-teaser-list';
import { appContext } from '~/context.server';
import type { Route } from './+types/home';

export async function loader({ params, context }: Route.LoaderArgs) {
  const channel = channelParam(params);
  const { env, domain } = context.get(appContext);
  const [top, popular, newest, fastest, brands] = await Promise.all([
    topCars(env.DB, 8),
    popularCars(env.DB, 8),
    newReleaseTeaser(env.DB, 8),
    rankingTeaser(env.DB, 8),
    listBrands(env.DB),
  ]);
  return {
    channel,
    siteName: domain.config.siteName,
    tagline: domain.config.tagline ?? null,
    background: domain.config.homeBackground,
    top,
    popular,
    newest,
    fastest,
    brands,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `${loaderData.siteName}: car prices, specs and rankings` : 'Car catalogue';
  return [{ title }, { name: 'description', content: loaderData?.tagline ?? 'A catalogue of cars with prices and figures.' }];
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { channel, siteName, tagline, background, top, popular, newest, fastest, brands } = loaderData;
  return (
    <main className="page">
      <header className="hero">
        <picture className="hero-background">
          <source media="(min-width: 768px)" srcSet={background.pc} />
          <img src={background.mobile} alt="" width={1600} height={900} fetchPriority="high" />
        </picture>
        <div className="hero-text">
          <h1>{siteName}</h1>
          {tagline ? <p>{tagline}</p> : null}
        </div>
      </header>
      <CarTeaserList title="Top cars" cars={top} channel={channel} />
      <CarTeaserList title="Popular" cars={popular} channel={channel} />
      <CarTeaserList title="Newest releases" cars={newest} channel={channel} />
      <CarTeaserList title="Quickest 0–100 km/h" cars={fastest} channel={channel} />
      <section aria-labelledby="brands-heading">
        <h2 id="brands-heading">Brands</h2>
        <ul className="brand-list">
          {brands.map((brand) => (
            <li key={brand.value}>
              <Link to={withChannel(channel, `/car-list?brand=${brand.value}`)}>
                {brand.label} <span className="count">{brand.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
