// The car page's ways into a comparison: this car in the tray, and a plain link comparing it with the
// similar cars listed below (which works without JavaScript).
import { AddToCompare } from '#app/components/add-to-compare.tsx';
import { ChannelLink } from '#app/components/channel-link.tsx';
import { compareHref, MAX_COMPARE } from '#app/compare/compare-url.ts';

export function CompareActions({ car, similar }: { car: { id: number; brand: string; name: string }; similar: Array<{ id: number }> }) {
  return (
    <p className="compare-actions">
      <AddToCompare car={car} />
      {similar.length ? (
        <ChannelLink
          to={compareHref([car.id, ...similar.slice(0, MAX_COMPARE - 1).map((other) => other.id)])}
          className="button button-secondary"
        >
          Compare with similar cars
        </ChannelLink>
      ) : null}
    </p>
  );
}
