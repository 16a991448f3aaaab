// A reserved ad place: its size is held before any ad arrives, so nothing below it moves. The ad
// itself (AdSense) is filled in after the page is usable, only on a domain with AdSense settings and,
// where the domain asks for consent, only after the visitor agreed (app/ads/ads.ts). A visitor who
// declined never sees the empty places: the head script marks <html data-consent="denied"> first.
import { useEffect, useRef } from 'react';
import { registerAdSlot } from '#app/ads/slots.ts';
import { useClientState } from '#app/state/client-state-provider.tsx';

export type AdPlacement = 'list' | 'detail' | 'home';

export function AdSlot({ placement, position }: { placement: AdPlacement; position: number }) {
  const { adsensConfig, showDebug } = useClientState();
  const ref = useRef<HTMLElement>(null);
  const slot = adsensConfig?.slots[placement];
  useEffect(() => (slot && ref.current ? registerAdSlot(ref.current) : undefined), [slot]);
  if (!adsensConfig || !slot) return null;
  return (
    <aside
      ref={ref}
      className="ad-slot"
      aria-label="Advertisement"
      data-ad-placement={placement}
      data-ad-position={position}
      data-debug={showDebug || undefined}
    >
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
