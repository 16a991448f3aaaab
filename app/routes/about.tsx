import { Link } from 'react-router';
import { listBrands } from '#app/catalogue/brands.server.ts';
import { channelContext, withChannel } from '#app/channel.ts';
import { ContactOperator } from '#app/components/contact-operator.tsx';
import { appContext } from '#app/context.server.ts';
import { pageMeta, rootMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/about';
import { formatCount } from '#app/lib/number-format.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { env, domain } = context.get(appContext);
  // the counts the page states are read, not written down: they follow every import
  const brands = await listBrands(env.DB);
  return {
    channel: context.get(channelContext),
    siteName: domain.config.siteName,
    contact: domain.config.contact,
    cars: brands.reduce((sum, brand) => sum + brand.count, 0),
    brands: brands.length,
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: `About ${loaderData?.siteName ?? 'us'}`,
    description: 'What the catalogue is, where its figures come from, and how to read them.',
    path: location.pathname,
  });
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { channel, siteName, contact, cars, brands } = loaderData;
  return (
    <main id="main" className="page prose">
      <h1>About {siteName}</h1>
      <p>
        {siteName} is a catalogue of {formatCount(cars)} cars from {brands} brands. For each car it shows the figures its sources publish
        (price, power, acceleration, top speed, range, fuel economy and others), and lets you list, rank and compare cars by them. It needs
        no account and sells nothing.
      </p>
      <h2>Where the figures come from</h2>
      <p>
        The figures come from the public datasets below and are shown as the sources give them: a range stays a range, a figure the source
        qualifies (&ldquo;up to&rdquo;, &ldquo;est.&rdquo;) keeps its qualifier, and a figure the source does not give is left out, not
        estimated. Prices are approximate list prices in US dollars; the source gives no market or date for them.
      </p>
      <p>
        What the datasets do not say (a car&apos;s model family, its body type, whether it is on sale, a concept, a race car or a commercial
        vehicle, and when its generation was launched) comes from a table kept by hand, one fact per row with the reason for it. Every year
        says what it is: a launch year, a model year, or the US model years of the name the EPA lists a car under.
      </p>
      <ul>
        <li>
          <strong>Electric Vehicle Specifications Dataset 2025</strong> by Urvish Ahir, licensed{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/">CC&nbsp;BY&nbsp;4.0</a>. Figures originally compiled from{' '}
          <a href="https://ev-database.org/">ev-database.org</a>; brand names were normalised and some cars merged with the dataset below.
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
        that the brand endorses or is connected with {siteName}. Brands without such a mark are shown by letters of their name (their
        initials, or two letters where initials would repeat).
      </p>
      <h2>Mistakes</h2>
      <p>
        The sources are compilations and contain mistakes. Check a figure with the maker before you buy. To report a wrong figure,{' '}
        <ContactOperator siteName={siteName} contact={contact} />
      </p>
      <p>
        <Link to={withChannel(channel, '/')}>Back to the catalogue</Link>
      </p>
    </main>
  );
}
