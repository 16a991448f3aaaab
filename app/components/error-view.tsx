import { useEffect } from 'react';
import { Form, isRouteErrorResponse, useRouteError } from 'react-router';
import { reportClientError } from '#app/monitoring/errors.client.ts';
import { ChannelLink, useSitePath } from './channel-link';
import { SearchBox } from './search-box';

const SERVER_ERROR = 'Unexpected Server Error';
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|error loading dynamically imported/i;

// The one error view: a friendly message and ways back into the catalogue, never a stack. Its code is
// fetched when an error is shown, or once the page is idle (error-boundary.tsx).
export function ErrorView() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // an address written in a way the site never writes it (a car number that is not plain digits)
  const badAddress = isRouteErrorResponse(error) && error.status === 400;
  const chunk = error instanceof Error && CHUNK_ERROR.test(error.message);
  const sitePath = useSitePath();
  if (!isRouteErrorResponse(error)) console.error(error);
  useEffect(() => {
    // a server error arrives here sanitised and was reported by the server already
    if (error instanceof Error && error.message !== SERVER_ERROR) reportClientError(error);
  }, [error]);
  return (
    <main id="main" className="page error-page">
      <h1>
        {notFound
          ? 'We could not find that page'
          : badAddress
            ? 'That address is not valid'
            : chunk
              ? 'This page could not be loaded'
              : 'Something went wrong'}
      </h1>
      <p>
        {notFound
          ? 'The car or page you asked for is not in the catalogue. It may have been renamed or removed.'
          : badAddress
            ? 'It is not written the way this site writes its addresses: a car’s address ends in its number, in digits only.'
            : chunk
              ? 'A new version of the site may be out, or the connection dropped.'
              : 'The page could not be shown just now. Please try again in a moment.'}
      </p>
      {chunk ? (
        <p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </p>
      ) : null}
      {notFound || badAddress ? (
        // the car may be in the catalogue under another address: let the visitor look for it
        <Form method="get" action={sitePath('/car-list')} className="search-form" role="search">
          <label htmlFor="error-search">Search the catalogue</label>
          <div className="search-form-row">
            <SearchBox id="error-search" />
            <button type="submit" className="button">
              Search
            </button>
          </div>
        </Form>
      ) : null}
      <ul className="link-list">
        <li>
          <ChannelLink to="/car-list">Browse all cars</ChannelLink>
        </li>
        <li>
          <ChannelLink to="/brands">Every brand and its models</ChannelLink>
        </li>
        <li>
          <ChannelLink to="/car-rank">See the rankings</ChannelLink>
        </li>
        <li>
          <ChannelLink to="/">Back to the home page</ChannelLink>
        </li>
      </ul>
    </main>
  );
}
