// A reserved ad place: its size is held while an ad may still arrive, so nothing below it moves. The
// ad itself (AdSense) is filled in after the page is usable, only on a domain with AdSense settings and,
// where the domain asks for consent, only after the visitor agreed (app/ads/ads.ts). A visitor who
// declined never sees the empty places: the head script marks <html data-consent="denied"> first. A
// place no ad fills collapses (ads.ts). Each place says "Advertisement" and has a name of its own
// ("Advertisement 2"), so a screen reader's list of landmarks tells them apart.
import { useEffect, useRef } from 'react';
import { registerAdSlot } from '#app/ads/slots.ts';
import { useClientState } from '#app/state/client-state-provider.tsx';

export type AdPlacement = 'list' | 'detail' | 'home';

/** `position`: where the place is (after which row or group); `ordinal`: its number among the page's places, from 1. */
export function AdSlot({ placement, position, ordinal = 1 }: { placement: AdPlacement; position: number; ordinal?: number }) {
  const { adsensConfig, showDebug } = useClientState();
  const ref = useRef<HTMLElement>(null);
  const slot = adsensConfig?.slots[placement];
  useEffect(() => (slot && ref.current ? registerAdSlot(ref.current) : undefined), [slot]);
  if (!adsensConfig || !slot) return null;
  return (
    <aside
      ref={ref}
      className="ad-slot"
      aria-label={`Advertisement ${ordinal}`}
      data-ad-placement={placement}
      data-ad-position={position}
      data-debug={showDebug || undefined}
    >
      <span className="ad-slot-caption" aria-hidden="true">
        Advertisement
      </span>
      {showDebug ? (
        <span className="ad-slot-label">
          Ad: {placement} #{position} (slot {slot})
        </span>
      ) : null}
      <ins
        className="adsbygoogle"
        data-ad-client={adsensConfig.client}
        data-ad-slot={slot}
        data-ad-format="auto"
        data-full-width-responsive="true"
      />
    </aside>
  );
}
