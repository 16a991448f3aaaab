// Header and footer on every page: the domain's name (or logo), the catalogue's sections, the legal pages.
import { useClientState } from '#app/state/client-state-provider.tsx';
import { askConsentAgain } from '#app/consent/consent.ts';
import { ChannelLink, ChannelNavLink } from './channel-link';
import { UnitsSwitch } from './units-switch';

export function SiteHeader() {
  const { domainConfig } = useClientState();
  const { logo, siteName } = domainConfig;
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <ChannelLink to="/" className="site-name" aria-label={`${siteName} home`}>
          {logo ? <img src={logo.url} alt={logo.alt} width={logo.width} height={logo.height} /> : siteName}
        </ChannelLink>
        <nav aria-label="Main">
          <ChannelNavLink to="/car-list" prefetch="intent">
            All cars
          </ChannelNavLink>
          <ChannelNavLink to="/brands" prefetch="intent">
            Brands
          </ChannelNavLink>
          <ChannelNavLink to="/car-rank" prefetch="intent">
            Rankings
          </ChannelNavLink>
          <ChannelNavLink to="/about">About</ChannelNavLink>
        </nav>
        <UnitsSwitch />
      </div>
    </header>
  );
}

export function SiteFooter() {
  const { domainConfig } = useClientState();
  return (
    <footer className="site-footer">
      <nav aria-label="Site information">
        <ChannelLink to="/about">About</ChannelLink>
        <ChannelLink to="/privacy-policy">Privacy policy</ChannelLink>
        <ChannelLink to="/terms-of-services">Terms of service</ChannelLink>
        <ChannelLink to="/disclaimer">Disclaimer</ChannelLink>
        <PrivacyChoicesButton />
      </nav>
      <p>© {domainConfig.siteName}. Figures from public datasets; check with the maker before you buy.</p>
    </footer>
  );
}

/** The footer's way back to the banner, on domains that ask. */
function PrivacyChoicesButton() {
  const { domainConfig } = useClientState();
  if (!domainConfig.consent.required) return null;
  return (
    <button type="button" className="link-button" onClick={askConsentAgain}>
      Privacy choices
    </button>
  );
}
