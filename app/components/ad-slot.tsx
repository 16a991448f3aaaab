// A reserved ad place: its size is held before any ad arrives, so nothing below it moves. The ad
// itself (AdSense) is filled in after the page is interactive, only on a domain with AdSense settings.
import { useClientState } from '~/state/client-state-provider';

export type AdPlacement = 'list' | 'detail' | 'home';

export function AdSlot({ placement, position }: { placement: AdPlacement; position: number }) {
  const { adsensConfig, showDebug } = useClientState();
  const slot = adsensConfig?.slots[placement];
  if (!adsensConfig || !slot) return null;
  return (
    <aside
      className="ad-slot"
      aria-label="Advertisement"
      data-ad-placement={placement}
      data-ad-position={position}
      data-debug={showDebug || undefined}
    >
      {showDebug ? <span className="ad-slot-label">Ad: {placement} #{position} (slot {slot})</span> : null}
      <ins className="adsbygoogle" data-ad-client={adsensConfig.client} data-ad-slot={slot} data-ad-format="auto" data-full-width-responsive="true" />
    </aside>
  );
}
