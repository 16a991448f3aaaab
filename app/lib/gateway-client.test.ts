// Against a real HTTP server on 127.0.0.1 that answers like the gateway.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayCallError, gatewayGet, gatewayPost, gatewayUrl } from './gateway-client';

let server: Server;
let origin = '';
const seen: Array<{ method: string; url: string; cookie?: string; body: string }> = [];

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    seen.push({ method: request.method!, url: request.url!, cookie: request.headers.cookie, body });
    const url = new URL(request.url!, 'http://127.0.0.1');
    const target = url.searchParams.get('url');
    const delay = Number(url.searchParams.get('delay') ?? 0);
    setTimeout(() => {
      if (target === '/html') {
        response.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>');
      } else if (target === '/missing') {
        response
          .writeHead(404, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ code: 404, data: null, msg: 'Unknown target' }));
      } else {
        response
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ code: 200, data: { target, echo: body || null }, msg: 'ok' }));
      }
    }, delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('gateway client', () => {
  it('builds GET addresses with the target and the other parameters, dropping empty ones', () => {
    expect(gatewayUrl('/car/indexPage', { brand: 'bmw', page: 2, q: '', fuel: undefined })).toBe(
      '/api?url=%2Fcar%2FindexPage&brand=bmw&page=2',
    );
  });

  it('returns the data part of a GET answer', async () => {
    await expect(gatewayGet('/car/carNameList', { x: 1 }, { origin })).resolves.toEqual({ target: '/car/carNameList', echo: null });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api?url=%2Fcar%2FcarNameList&x=1' });
  });

  it('POSTs a JSON body', async () => {
    await expect(gatewayPost('/express/epost', { events: [1] }, { origin })).resolves.toEqual({
      target: '/express/epost',
      echo: '{"events":[1]}',
    });
  });

  it('throws the gateway message and code for an error answer', async () => {
    const error = await gatewayGet('/missing', {}, { origin }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayCallError);
    expect(error).toMatchObject({ code: 404, message: 'Unknown target' });
  });

  it('throws a clear error for an answer that is not an envelope', async () => {
    await expect(gatewayGet('/html', {}, { origin })).rejects.toMatchObject({ code: 502, message: /without a gateway envelope/ });
  });

  it('cancels an identical request still in flight, not a different one', async () => {
    const first = gatewayGet('/slow', { delay: 300 }, { origin });
    const other = gatewayGet('/slow', { delay: 300, page: 2 }, { origin });
    const second = gatewayGet('/slow', { delay: 300 }, { origin });
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).resolves.toMatchObject({ target: '/slow' });
    await expect(other).resolves.toMatchObject({ target: '/slow' });
  });

  it('gives up after its timeout', async () => {
    await expect(gatewayGet('/slow', { delay: 2000 }, { origin, timeoutMs: 100 })).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
