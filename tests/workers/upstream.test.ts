// API_ORIGIN: catalogue targets answered by an operator's own backend (a stand-in on 127.0.0.1).
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../support/console-errors';
import { handleGateway } from '#app/gateway/gateway.server.ts';
import { forward } from '#app/gateway/upstream.server.ts';
import { GatewayError, type Envelope } from '#app/gateway/envelope.ts';
import { ORIGIN } from './helpers';

const withOrigin = { ...env, API_ORIGIN: env.UPSTREAM_ORIGIN };

async function call(target: string, init?: RequestInit, environment: Env = withOrigin) {
  const ctx = createExecutionContext();
  const response = await handleGateway(new Request(`${ORIGIN}/api?url=${encodeURIComponent(target)}`, init), environment, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json()) as Envelope<Record<string, unknown>> };
}

describe('API_ORIGIN forwarding', () => {
  it('forwards a catalogue target with its parameters and no credentials', async () => {
    const { status, body } = await call('/car/carInfo?id=7&extra=1', { headers: { Cookie: 'session=secret' } });
    expect(status).toBe(200);
    expect(body.data).toEqual({ from: 'upstream', query: { id: '7', extra: '1' }, cookie: null });
  });

  it('still validates parameters before forwarding', async () => {
    const { status } = await call('/car/carInfo?id=abc');
    expect(status).toBe(400);
  });

  it('answers events and photos itself, never the origin', async () => {
    const { status, body } = await call('/express/eget?name=page_view&id=not-forwarded-1');
    expect(status).toBe(200);
    expect(body.data).toEqual({ queued: 1 });
  });

  it('turns an upstream 500 into 502, HTML or cut-off JSON into 502, with the envelope', async () => {
    expect(await call('/car/releaseRankList')).toMatchObject({ status: 502, body: { code: 502, data: null } });
    expect(await call('/car/fastestRankList')).toMatchObject({
      status: 502,
      body: { code: 502, msg: 'The catalogue service sent an unreadable answer' },
    });
    expect(await call('/car/recommendedTopCars')).toMatchObject({
      status: 502,
      body: { code: 502, msg: 'The catalogue service sent an unreadable answer' },
    });
  });

  it('gives up with 504 when the origin does not answer in time', async () => {
    const error = await forward(env.UPSTREAM_ORIGIN, '/car/carNameList', new URLSearchParams(), 200).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).code).toBe(504);
  });

  it('answers 502 when the origin cannot be reached', async () => {
    const { status } = await call('/car/carInfo?id=1', undefined, { ...env, API_ORIGIN: 'http://127.0.0.1:9' });
    expect(status).toBe(502);
  });

  it('an API_ORIGIN that is not an http(s) origin is an internal error, not a request elsewhere', async () => {
    expectConsoleError('gateway failure');
    const { status, body } = await call('/car/carInfo?id=1', undefined, { ...env, API_ORIGIN: 'file:///etc/passwd' });
    expect(status).toBe(500);
    expect(body.msg).not.toContain('passwd');
  });
});
