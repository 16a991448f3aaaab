import { ContactOperator } from '#app/components/contact-operator.tsx';
import { useClientState } from '#app/state/client-state-provider.tsx';
import { LegalPage, legalMeta } from './legal-page';

export const meta = legalMeta('Privacy policy', 'What this site collects when you use it, why, and for how long.');

export default function PrivacyPolicyRoute() {
  const { domainConfig, adsensConfig } = useClientState();
  const { analytics } = domainConfig;
  // the cookie-setting services this domain loads, named as the sections above name them
  const loaded = [
    analytics.ga4MeasurementId || analytics.firebase ? 'Google Analytics' : null,
    adsensConfig ? 'Google AdSense' : null,
  ].filter((service) => service !== null);
  const services = loaded.join(' and ');
  const [verb, they] = loaded.length > 1 ? ['load', 'they are'] : ['loads', 'it is'];
  return (
    <LegalPage title="Privacy policy" updated="24 November 2026">
      {(siteName) => (
        <>
          <p>
            {siteName} is a car catalogue you can use without an account. This page says what is collected when you use it and why. We do
            not sell personal data.
          </p>
          <h2>What the site records</h2>
          <p>
            To learn which pages and cars are useful, the site records events: a page was viewed, a car page was opened, a filter was
            changed, {adsensConfig ? 'an advertisement was shown or clicked, ' : ''}a photo was sent. Each event holds the page address, the
            site channel, the kind of device (phone, tablet or computer), the site&apos;s domain and the time. Events carry no name, e-mail
            address or account, and are used in aggregate, for example to list popular cars.
          </p>
          <p>
            Like every web server, ours receives your IP address and browser details with each request; they are used to deliver the page
            and protect the service, and are not stored with the events.
          </p>
          {analytics.ga4MeasurementId || analytics.firebase ? (
            <>
              <h2>Google Analytics</h2>
              <p>
                This site also sends the events above to Google Analytics, which may set cookies to recognise a returning browser. Google
                processes this data under its own privacy policy.
              </p>
            </>
          ) : null}
          <h2>Advertising</h2>
          {adsensConfig ? (
            <p>
              Advertisements on this site are served by Google AdSense. Google may use cookies to show ads based on earlier visits to this
              and other sites; you can turn personalised ads off in Google&apos;s ad settings.
            </p>
          ) : (
            <p>This site shows no advertisements.</p>
          )}
          <h2>Photos you send</h2>
          <p>
            A photo you send for a car is stored with its caption and the time it arrived. It is published only after a person has checked
            it, and may be removed at any time.
          </p>
          <h2>Cookies and storage</h2>
          {/* the cookie's name as written (UNITS_COOKIE, app/units/preference.ts): importing it made every
              page's shared script export it, bytes on every first load; tests/e2e/catalogue.spec.ts holds
              the two to one name */}
          <p>
            The catalogue sets one cookie of its own, and only when you choose units with the switch at the top of a page:{' '}
            <code>carlog_units</code>, which holds <code>metric</code> or <code>imperial</code> for a year so that every page comes in the
            units you chose. It names no one and is not used for statistics. The cars you put aside to compare are kept in your
            browser&apos;s local storage and never sent anywhere, and a page that has to reload itself after the site is updated notes the
            address you were going to in the tab&apos;s session storage. The event counting above uses no cookie or stored identifier
            {domainConfig.consent.required ? ', so it works the same whatever you answer in the privacy banner.' : '.'}
          </p>
          {domainConfig.consent.required ? (
            <p>
              {services
                ? `${services} ${verb} only after you agree in the banner shown on your first visit; before that, and if you decline, no cookie is set because ${they} not loaded at all. `
                : 'The site asks before it would load any service that sets cookies. '}
              Your answer is kept in your browser&apos;s local storage (not a cookie) so the banner does not return, and you can change it
              at any time with &ldquo;Privacy choices&rdquo; at the bottom of every page.
            </p>
          ) : services ? (
            <p>{services} may set their own cookies as described above.</p>
          ) : null}
          <h2>How long, and your rights</h2>
          <p>
            Events are kept for the site&apos;s statistics; the counts made from them, such as how often a car was viewed, are kept while
            the catalogue runs. Because events hold nothing that names you, we cannot pick out yours; for a photo you sent, or any other
            question about your data, <ContactOperator siteName={siteName} contact={domainConfig.contact} />
          </p>
        </>
      )}
    </LegalPage>
  );
}
