import { brandDirectory } from '#app/catalogue/families.server.ts';
import { BRANDS_PATH, brandPath } from '#app/catalogue/family-paths.ts';
import { BrandMark } from '#app/components/brand-mark.tsx';
import { Breadcrumbs } from '#app/components/breadcrumbs.tsx';
import { useSitePath } from '#app/components/channel-link.tsx';
import { useLinkClicks } from '#app/components/plain-links.tsx';
import { appContext } from '#app/context.server.ts';
import { pageMeta, rootMeta } from '#app/lib/meta.ts';
import { requireCleanSearch } from '#app/lib/search.ts';
import { breadcrumbJsonLd } from '#app/lib/structured-data.ts';
import type { Route } from './+types/directory';
import { priceRange } from './ranges';
import { formatCount } from '#app/lib/number-format.ts';

const TRAIL = [
  { name: 'Home', path: '/' },
  { name: 'Brands', path: BRANDS_PATH },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { env, timings } = context.get(appContext);
  requireCleanSearch(url, '');
  const brands = await timings.time('brands', 'brand directory', () => brandDirectory(env.DB));
  // the JSON-LD is built here, so the page's code does not carry its builder
  return { brands, jsonLd: breadcrumbJsonLd(url.origin, TRAIL) };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const count = loaderData?.brands.length ?? 0;
  return [
    ...pageMeta(root, {
      title: 'Car brands and their models',
      description: `All ${count} car brands in the catalogue, with their number of models and cars and their price range.`,
      path: location.pathname,
    }),
    ...(loaderData ? [loaderData.jsonLd] : []),
  ];
}

/** The letter a brand is filed under, for the A–Z row: its name's first letter, digits under "#". */
const letterOf = (name: string) => (/^[a-z]/i.test(name) ? name[0]!.toUpperCase() : '#');
const letterId = (letter: string) => `brands-${letter === '#' ? 'digits' : letter.toLowerCase()}`;

/** A phone's A–Z rows as even as they come: at most eight letters a row, the rows within one of each
 *  other (22 letters: 8, 8, 6; 17: 6, 6, 5), so no letter is left alone on the last row. */
const letterColumns = (letters: number) => Math.ceil(letters / Math.ceil(letters / 8));

export default function BrandDirectoryRoute({ loaderData }: Route.ComponentProps) {
  const { brands } = loaderData;
  const sitePath = useSitePath();
  const onLinkClick = useLinkClicks();
  // the first brand of each letter carries the letter's anchor
  const firsts = new Map<string, string>();
  for (const brand of brands) if (!firsts.has(letterOf(brand.brand))) firsts.set(letterOf(brand.brand), brand.brandSlug);
  const anchors = new Map([...firsts].map(([letter, slug]) => [slug, letterId(letter)]));
  return (
    <main id="main" className="page brands-page">
      <Breadcrumbs trail={TRAIL} />
      <h1>Brands</h1>
      <p className="lede">
        {brands.length} brands, {formatCount(brands.reduce((sum, brand) => sum + brand.models, 0))} model families and{' '}
        {formatCount(brands.reduce((sum, brand) => sum + brand.cars, 0))} cars.
      </p>
      <nav className="letter-jumps" aria-label="Brands by letter">
        <ul style={{ ['--letter-columns' as string]: letterColumns(firsts.size) }}>
          {[...firsts.keys()].map((letter) => (
            <li key={letter}>
              <a href={`#${letterId(letter)}`}>{letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="brand-directory" onClick={onLinkClick}>
        {brands.map((brand) => (
          <li key={brand.brandSlug} id={anchors.get(brand.brandSlug)}>
            <a href={sitePath(brandPath(brand.brandSlug))} className="brand-directory-name">
              <BrandMark slug={brand.brandSlug} name={brand.brand} size={24} />
              <span className="brand-name">{brand.brand}</span>
            </a>
            <span>
              {brand.models} {brand.models === 1 ? 'model' : 'models'} · {brand.cars} {brand.cars === 1 ? 'car' : 'cars'}
            </span>
            <span>{brand.price.min === null && brand.price.max === null ? 'Prices not published' : priceRange(brand.price)}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

export { ErrorBoundary } from '#app/components/error-boundary.tsx';
