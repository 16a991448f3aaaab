// Server errors reach a Sentry-compatible collector on 127.0.0.1 when SENTRY_DSN is set, tagged with
// group, environment, route, channel and domain; without a DSN nothing is sent. The failure is real:
// the catalogue table is renamed away for the length of each test.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectConsoleError } from '../support/console-errors';
import type { CollectedEvent } from '../support/error-collector';
import worker from './worker';

const collectorUrl = inject('errorCollectorUrl');
const dsn = inject('errorCollectorDsn');

async function received(): Promise<CollectedEvent[]> {
  return (await (await fetch(`${collectorUrl}/events`)).json()) as CollectedEvent[];
}

async function callWorker(url: string, extraEnv: Partial<Env>) {
  const ctx = createExecutionContext();
  const handler = worker as ExportedHandler<Env>;
  const response = await handler.fetch!(new Request(url) as Request<unknown, IncomingRequestCfProperties>, { ...env, ...extraEnv }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('error reporting', () => {
  beforeEach(async () => {
    await env.DB.exec('ALTER TABLE cars RENAME TO cars_away');
  });
  afterEach(async () => {
    await env.DB.exec('ALTER TABLE cars_away RENAME TO cars');
  });

  it('sends an unexpected gateway failure, answered with a 500 envelope', async () => {
    expectConsoleError('gateway failure');
    const before = (await received()).length;
    const response = await callWorker('https://fastlane.example/api?url=/car/indexPage&fuel=electric', { SENTRY_DSN: dsn });
    expect(response.status).toBe(500);
    const body = await response.json<{ code: number; msg: string }>();
    expect(body.code).toBe(500);
    expect(body.msg).not.toContain('cars');
    const events = (await received()).slice(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      environment: 'prod',
      tags: { group: 'web', route: '/api?url=/car/indexPage', channel: 'none', domain: 'fastlane.example' },
    });
    expect(events[0]!.exception?.values?.[0]?.value).toContain('no such table');
  });

  it('sends nothing without a DSN (and the visitor gets the same answer)', async () => {
    expectConsoleError('gateway failure');
    const before = (await received()).length;
    const response = await callWorker('https://fastlane.example/api?url=/car/indexPage', { SENTRY_DSN: '' });
    expect(response.status).toBe(500);
    expect((await received()).length).toBe(before);
  });
});
