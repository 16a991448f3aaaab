// Every route's error boundary. The view's code (error-view.tsx) is not in the first load: a page with
// an error from the server hydrates it when it arrives, and every page fetches it once idle, so an
// error after a link is shown at once. Should the view's code itself not load (the connection
// dropped), a plain message with a reload button stands in.
import { lazyPart } from '#app/lib/lazy-part.ts';

const ErrorView = lazyPart(() =>
  import('./error-view').then(
    (module) => module.ErrorView,
    () => Unloaded,
  ),
);

export const preloadErrorView = ErrorView.preload;

export function ErrorBoundary() {
  return <ErrorView />;
}

function Unloaded() {
  return (
    <main id="main" className="page error-page">
      <h1>This page could not be loaded</h1>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </p>
    </main>
  );
}
