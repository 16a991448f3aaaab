// Client errors to the same Sentry-compatible service as the server's, when the deployment has a DSN.
// Only a few hundred bytes live in the first-load bundle: listeners that keep the first errors.
// The Sentry client itself (./sentry.client) is fetched when the first error happens, so a visit
// without errors never downloads it.
import { errorTags, type ErrorTags } from './error-tags';

type Reporter = { capture: (error: unknown) => void };

const MAX_EARLY = 20;
let dsn: string | null = null;
let reporter: Reporter | null = null;
let loading = false;
const early: unknown[] = [];

/** Tags at the moment of the error (error-tags.ts): the page the visitor is on now. */
export function clientTags(): ErrorTags {
  return errorTags(location.pathname, location.hostname);
}

/** Reports an error the page handled (the error view); a no-op without a DSN. */
export function reportClientError(error: unknown): void {
  if (!dsn) return;
  if (reporter) return reporter.capture(error);
  if (early.length < MAX_EARLY) early.push(error);
  if (loading) return;
  loading = true;
  import('./sentry.client')
    .then(({ createReporter }) => {
      reporter = createReporter(dsn!);
      for (const error of early.splice(0)) reporter.capture(error);
    })
    .catch(() => {
      // the reporter could not be loaded (offline, a new deployment): the page carries on
      early.length = 0;
    });
}

export function startClientErrorReporting(errorDsn: string | null): void {
  if (!errorDsn || dsn) return;
  dsn = errorDsn;
  addEventListener('error', (event) => {
    // "Script error." from another origin (ads, analytics) carries nothing to act on
    if (event.error) reportClientError(event.error);
  });
  addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    // a request cancelled on purpose (a second click while the first page's data was on its way) is no error
    if ((event.reason as Error | null)?.name !== 'AbortError') reportClientError(event.reason);
  });
}
