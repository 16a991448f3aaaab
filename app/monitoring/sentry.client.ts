// The lazily loaded part of client error reporting: a Sentry BrowserClient built from its pieces
// (no default integrations, no session tracking, no global handlers: errors.client.ts listens), so
// the chunk stays small.
import {
  BrowserClient,
  defaultStackParser,
  dedupeIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  Scope,
} from '@sentry/browser';
import { ERROR_ENVIRONMENT, ERROR_GROUP } from './error-tags';
import { clientTags } from './errors.client';

export function createReporter(dsn: string) {
  const client = new BrowserClient({
    dsn,
    environment: ERROR_ENVIRONMENT,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [dedupeIntegration(), linkedErrorsIntegration(), httpContextIntegration()],
  });
  const scope = new Scope();
  scope.setClient(client);
  scope.setTag('group', ERROR_GROUP);
  client.init();
  return {
    capture(error: unknown) {
      const now = scope.clone();
      now.setTags(clientTags());
      now.captureException(error);
    },
  };
}
