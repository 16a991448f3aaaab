// A Sentry-compatible collector on 127.0.0.1 for the error-reporting tests (tests/support/error-collector.ts).
import type { TestProject } from 'vitest/node';
import { startErrorCollector, type ErrorCollector } from '../support/error-collector';

declare module 'vitest' {
  export interface ProvidedContext {
    errorCollectorUrl: string;
    errorCollectorDsn: string;
  }
}

let collector: ErrorCollector;

export async function setup(project: TestProject) {
  collector = await startErrorCollector();
  project.provide('errorCollectorUrl', collector.url);
  project.provide('errorCollectorDsn', collector.dsn);
}

export async function teardown() {
  await collector.stop();
}
