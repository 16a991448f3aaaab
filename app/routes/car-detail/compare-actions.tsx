// The car page's plain link comparing this car with the similar cars listed below (it works without
// JavaScript); "+ Compare", beside it, puts this car alone in the tray.
import { ChannelLink } from '#app/components/channel-link.tsx';
import { compareHref, MAX_COMPARE } from '#app/compare/compare-url.ts';

export function CompareWithSimilar({ car, similar }: { car: { id: number }; similar: Array<{ id: number }> }) {
  if (!similar.length) return null;
  return (
    <ChannelLink
      to={compareHref([car.id, ...similar.slice(0, MAX_COMPARE - 1).map((other) => other.id)])}
      className="button button-secondary compare-similar"
    >
      Compare with similar cars
    </ChannelLink>
  );
}
