// How a visitor reaches the site's operator, as the end of a sentence ("To report …, write to …").
import type { DomainConfig } from '#app/domain/config.ts';

/** The way to the operator the domain gives, or, where it gives none, the way that always exists. */
export function ContactOperator({ siteName, contact }: { siteName: string; contact: DomainConfig['contact'] }) {
  if (!contact) {
    return (
      <>
        contact the operator of {siteName}: this site publishes no address of its own, so use the contact details in the public registration
        record of its domain name (a WHOIS or RDAP lookup, or the registrar&apos;s abuse contact).
      </>
    );
  }
  return (
    <>
      write to the operator of {siteName}
      {contact.email ? (
        <>
          {' '}
          at <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </>
      ) : null}
      {contact.url ? (
        <>
          {contact.email ? ' or use' : ' through'} <a href={contact.url}>the contact page</a>
        </>
      ) : null}
      .
    </>
  );
}
