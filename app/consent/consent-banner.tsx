// Shown on a domain whose config asks for consent, until the visitor answers. Rendered only in the
// browser (the answer lives there), fixed at the bottom so it moves nothing on the page, and first in
// the document so a keyboard reaches it with the first Tab. Reopened from the footer ("Privacy
// choices"), it takes the focus, since the visitor asked for it; it never traps it. While it shows, its
// height is --consent-height on <html>, so the compare tray stacks above it. Its code is fetched only
// on a domain that asks (root.tsx).
import { useEffect, useRef } from 'react';
import { ChannelLink } from '#app/components/channel-link.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { useClientState } from '#app/state/client-state-provider.tsx';
import { saveConsent, useConsent } from './consent';

export function ConsentBanner() {
  const { domainConfig, adsensConfig } = useClientState();
  const { choice, askingAgain } = useConsent();
  // the answer is only known in the browser
  const hydrated = useHydrated();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (askingAgain) ref.current?.focus();
  }, [askingAgain]);
  const shown = hydrated && domainConfig.consent.required && (!choice || askingAgain);
  // the compare tray and the page's end make room above the banner for as long as it shows
  useEffect(() => {
    const banner = ref.current;
    if (!shown || !banner) return;
    const root = document.documentElement.style;
    // what it takes of the viewport's bottom: its height and the gap under it
    const observer = new ResizeObserver(() =>
      root.setProperty('--consent-height', `${banner.offsetHeight + parseFloat(getComputedStyle(banner).bottom)}px`),
    );
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.removeProperty('--consent-height');
    };
  }, [shown]);
  if (!shown) return null;
  const analytics = Boolean(domainConfig.analytics.ga4MeasurementId || domainConfig.analytics.firebase);
  const services = [adsensConfig ? 'Google AdSense (ads)' : null, analytics ? 'Google Analytics' : null].filter(Boolean);
  const purposes = [analytics ? 'to measure visits' : null, adsensConfig ? 'to choose ads' : null].filter(Boolean);
  return (
    <section ref={ref} tabIndex={-1} className="consent-banner" aria-label="Privacy choices">
      <p>
        {services.length > 0
          ? `With your permission, ${domainConfig.siteName} uses ${services.join(' and ')}, which set cookies ${purposes.join(' and ')}.`
          : `${domainConfig.siteName} asks before it sets any cookie for ads or analytics.`}{' '}
        <span className="consent-detail">Nothing of that loads until you agree; the site works the same either way. </span>
        <ChannelLink to="/privacy-policy">Privacy policy</ChannelLink>
      </p>
      <div className="consent-actions">
        <button type="button" className="button" onClick={() => saveConsent('denied')}>
          Decline
        </button>
        <button type="button" className="button" onClick={() => saveConsent('granted')}>
          Accept
        </button>
      </div>
    </section>
  );
}
