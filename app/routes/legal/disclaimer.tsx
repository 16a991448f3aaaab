import { LegalPage, legalMeta } from './legal-page';

export const meta = legalMeta('Disclaimer', 'How far the prices and figures in the catalogue can be relied on.');

export default function DisclaimerRoute() {
  return (
    <LegalPage title="Disclaimer" updated="20 November 2026">
      {(siteName) => (
        <>
          <p>
            {siteName} is an independent catalogue. It is not made by, connected with or endorsed by any car maker or dealer; brand and
            model names belong to their owners and are used only to name the cars.
          </p>
          <h2>Prices</h2>
          <p>
            Prices are approximate list prices in US dollars as the sources published them. They are not offers: real prices depend on the
            market, the options, taxes and the date. Ask a dealer for a quote.
          </p>
          <h2>Figures</h2>
          <p>
            Power, acceleration, top speed, range and the other figures are the makers&apos; or the sources&apos; own and are measured in
            different ways. Where a source gives nothing, we show nothing rather than a guess. Pictures without a photo are illustrations of
            the body type, not of the car.
          </p>
          <h2>No advice</h2>
          <p>
            Nothing on this site is buying, financial or safety advice. Check what matters to you with the maker before you buy. We accept
            no liability for decisions taken on the basis of this catalogue.
          </p>
        </>
      )}
    </LegalPage>
  );
}
