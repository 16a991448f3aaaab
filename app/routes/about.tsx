import { Link } from 'react-router';
import { channelContext, withChannel } from '#app/channel.ts';
import { appContext } from '#app/context.server.ts';
import { pageMeta, rootMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/about';

export function loader({ context }: Route.LoaderArgs) {
  return { channel: context.get(channelContext), siteName: context.get(appContext).domain.config.siteName };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: `About ${loaderData?.siteName ?? 'us'}`,
    description: 'What the catalogue is, where its figures come from, and how to read them.',
    path: location.pathname,
  });
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { channel, siteName } = loaderData;
  return (
    <main id="main" className="page prose">
      <h1>About {siteName}</h1>
      <p>
        {siteName} is a free catalogue of cars: prices, power, acceleration, top speed, range and the other figures a buyer compares, side
        by side, for about 1,700 cars from more than 60 brands. There is no account to make and nothing to buy here.
      </p>
      <h2>Where the figures come from</h2>
      <p>
        The catalogue is compiled from public datasets. Figures are the sources&apos; own; where a source gives a range we show the range,
        where it qualifies a figure (&ldquo;up to&rdquo;, &ldquo;est.&rdquo;) we show that too, and where it gives nothing we show nothing
        rather than a guess. Prices are approximate list prices in US dollars. How every figure was read is documented with the project.
      </p>
      <p>
        What the datasets do not say (a car&apos;s model family, its body type, whether it is on sale, a concept, a race car or a commercial
        vehicle, and when its generation was launched) comes from a table we keep by hand, one checkable fact per row with its reason. Every
        year says what it is: a launch year, a model year, or the model years a car was sold in the US.
      </p>
      <ul>
        <li>
          <strong>Electric Vehicle Specifications Dataset 2025</strong> by Urvish Ahir, licensed{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>. Figures originally compiled from{' '}
          <a href="https://ev-database.org/">ev-database.org</a>; we normalised brand names and merged some cars with the dataset below.
        </li>
        <li>
          <strong>Cars Datasets 2025</strong>, a public compilation of prices and performance figures.
        </li>
        <li>
          <strong>
            Fuel economy data from <a href="https://www.fueleconomy.gov/">FuelEconomy.gov</a>
          </strong>{' '}
          (US EPA and Department of Energy, public domain): for cars sold in the US, drivetrain, transmission, engine, fuel economy, CO₂ on
          the EPA test cycle, EV efficiency and range, and the US model years.
        </li>
      </ul>
      <h2>Pictures and brand marks</h2>
      <p>
        The car pictures are illustrations of each car&apos;s body type in a colour for its brand, not photos of the car; photos come from
        visitors and are checked before they appear. Brand marks are taken from <a href="https://simpleicons.org/">Simple Icons</a> (whose
        collection is released under CC0); each mark remains the trademark of its owner, is shown only to name the brand, and does not mean
        that the brand endorses or is connected with {siteName}. Brands without such a mark are shown by their initials.
      </p>
      <p>
        Spotted a wrong figure? The sources are compilations and carry mistakes; we correct what we can show to be wrong.{' '}
        <Link to={withChannel(channel, '/')}>Back to the catalogue</Link>
      </p>
    </main>
  );
}
