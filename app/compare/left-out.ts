// What a comparison says it left out of its `cars` parameter, in words: made by the page's loader, so
// the page's code carries none of the reasons.
import { formatCount } from '#app/lib/number-format.ts';
import { MAX_READ } from './compare-params';
import { MAX_COMPARE, type Dropped, type DroppedReason } from './compare-url';

const DROPPED_TEXT: Record<DroppedReason, string> = {
  'not-a-car-number': 'not a car number',
  duplicate: 'the same car twice',
  'over-limit': `more than ${MAX_COMPARE} cars`,
  unknown: 'no such car',
};

/**
 * "Left out of this comparison: abc, -3 (not a car number), 1001 (the same car twice), Volkswagen Golf GTE,
 * Porsche Taycan (more than 4 cars)." The pieces of each reason together, each piece once; a car given again and again says
 * how often ("1001 (the same car 24 times)"); then how many pieces were not read. Null when nothing was
 * left out.
 */
export function leftOutText(dropped: readonly Dropped[], unread: number): string | null {
  const byReason = new Map<DroppedReason, Map<string, number>>();
  for (const { value, reason, name } of dropped) {
    const values = byReason.get(reason) ?? byReason.set(reason, new Map()).get(reason)!;
    // a car the catalogue knows is said by its name, not its number
    const said = name ?? value;
    values.set(said, (values.get(said) ?? 0) + 1);
  }
  const parts = [...byReason].flatMap(([reason, values]) =>
    reason === 'duplicate'
      ? // a duplicate is each time after the first: the car was given once more than that
        [...values].map(([value, times]) => `${value} (${times === 1 ? DROPPED_TEXT.duplicate : `the same car ${times + 1} times`})`)
      : [`${[...values.keys()].join(', ')} (${DROPPED_TEXT[reason]})`],
  );
  if (unread > 0) parts.push(`${formatCount(unread)} more not read (an address is read up to its ${MAX_READ}th car)`);
  return parts.length ? `Left out of this comparison: ${parts.join(', ')}.` : null;
}
