import { ChannelLink } from '#app/components/channel-link.tsx';
import { useClientState } from '#app/state/client-state-provider.tsx';
import { LegalPage, legalMeta } from './legal-page';

export const meta = legalMeta('Terms of service', 'The rules for using the catalogue and for sending photos.');

export default function TermsRoute() {
  // a domain that shows no ads says nothing of them (its config has no AdSense account)
  const { adsensConfig } = useClientState();
  return (
    <LegalPage title="Terms of service" updated="20 November 2026">
      {(siteName) => (
        <>
          <p>By using {siteName} you accept these terms. If you do not accept them, please do not use the site.</p>
          <h2>The catalogue</h2>
          <p>
            {siteName} is free to use for your own information. The figures come from public datasets and are shown as they were published;
            they can be incomplete or wrong and can change without notice. See the <ChannelLink to="/disclaimer">disclaimer</ChannelLink>.
          </p>
          <h2>Fair use</h2>
          <p>
            Do not try to disrupt the service, get around its limits, or copy the catalogue in bulk by automated means. Use the public
            interface at a reasonable rate; requests that overload it may be refused.
          </p>
          <h2>Photos you send</h2>
          <p>
            Send only photos you took yourself or have the right to share, without people who can be recognised and without number plates
            that can be read. By sending a photo you allow {siteName} to publish it with the car it shows. We may decline or remove any
            photo.
          </p>
          {adsensConfig ? (
            <>
              <h2>Links and advertisements</h2>
              <p>Links and ads may lead to other sites; we are not responsible for their content or offers.</p>
            </>
          ) : (
            <>
              <h2>Links</h2>
              <p>Links may lead to other sites; we are not responsible for their content or offers.</p>
            </>
          )}
          <h2>Changes</h2>
          <p>We may change these terms; the date above says when they last changed.</p>
        </>
      )}
    </LegalPage>
  );
}
