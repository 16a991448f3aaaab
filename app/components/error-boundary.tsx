import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** The one error view: a friendly message and a way back into the catalogue, never a stack. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="page error-page">
      <h1>{notFound ? 'We could not find that page' : 'Something went wrong'}</h1>
      <p>
        {notFound
          ? 'The car or page you asked for is not in the catalogue.'
          : 'The page could not be shown just now. Please try again in a moment.'}
      </p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}
