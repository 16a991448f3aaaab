// The list when nothing matches: says so, offers the nearest spellings of a search ("did you mean …"),
// the brands it names, the same search without its filters, and ways back into the catalogue.
import type { ListQuery } from '#app/catalogue/filters.server.ts';
import { listSearch } from '#app/catalogue/list-query.ts';
import type { NoResultsHelp } from '#app/catalogue/search/no-results.server.ts';
import { ChannelLink } from '#app/components/channel-link.tsx';

const FILTERS = ['purpose', 'brand', 'type', 'seats', 'price', 'fuel', 'status'] as const;

export function NoResults({ query, help }: { query: ListQuery; help: NoResultsHelp | null }) {
  const filtered = FILTERS.some((name) => query[name] !== 'all');
  return (
    <div className="empty">
      <h2>{query.q ? `No cars match “${query.q}”${filtered ? ' with these filters' : ''}` : 'No cars match these filters'}</h2>
      {help?.didYouMean.length ? (
        <p className="did-you-mean">
          Did you mean{' '}
          {help.didYouMean.map((place, i) => (
            <span key={place.path}>
              {i > 0 ? (i === help.didYouMean.length - 1 ? ' or ' : ', ') : null}
              <ChannelLink to={place.path}>{place.label}</ChannelLink>
            </span>
          ))}
          ?
        </p>
      ) : null}
      {help?.brands.length ? (
        <p>
          {help.brands.map((brand, i) => (
            <span key={brand.path}>
              {i > 0 ? ' · ' : null}
              <ChannelLink to={brand.path}>Every {brand.label} model</ChannelLink>
            </span>
          ))}
        </p>
      ) : null}
      {query.q && filtered ? (
        <p>
          <ChannelLink to={`/car-list${listSearch({ q: query.q })}`}>Search “{query.q}” in every car, without the filters</ChannelLink>
        </p>
      ) : null}
      <p>
        {query.q
          ? 'Search matches the words of brand and model names, and kinds such as “electric SUV”, in any order.'
          : 'Try removing a filter above.'}
      </p>
      <ul className="link-list">
        <li>
          <ChannelLink to="/car-list">Show all cars</ChannelLink>
        </li>
        <li>
          <ChannelLink to="/brands">Browse by brand and model</ChannelLink>
        </li>
        <li>
          <ChannelLink to="/car-rank">See the rankings</ChannelLink>
        </li>
      </ul>
    </div>
  );
}
