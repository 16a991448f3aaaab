// The local server (`npm start`, and the server these tests run against) answers hostile requests the
// way a deployment does (scripts/lib/local-edge.ts): bodies over the limit on any route, a malformed
// Host, methods the edge does not pass on, the runtime's trigger URLs, cross-origin requests and write
// limits per client. Sent with Node's own HTTP client: a browser cannot send most of these.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';

const base = new URL(process.env.BASE_URL ?? 'http://127.0.0.1:8787');

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

function send(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer; from?: string; setHost?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: init.method ?? 'GET',
        headers: { ...(init.body ? { 'Content-Length': String(init.body.byteLength) } : {}), ...init.headers },
        setHost: init.setHost ?? !init.headers?.Host,
        localAddress: init.from,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    // the server may answer (413) before the upload ends and close: the answer is what counts
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * A request as raw bytes, for what Node's client will not send (no Host at all) or cannot take (an
 * answer that comes, and a connection that closes, before the upload ends: what a server refusing a
 * body does). The answer is whatever arrived.
 */
function sendRaw(head: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(Number(base.port), base.hostname, () => {
      socket.write(head);
      if (body) socket.write(body);
      socket.end();
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = () => resolve(parseAnswer(Buffer.concat(chunks).toString('latin1')));
    socket.on('close', done);
    // EPIPE or a reset: the server stopped reading
    socket.on('error', () => undefined);
  });
}

function parseAnswer(text: string): Answer {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: IncomingHttpHeaders = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: rest.join('\r\n\r\n') };
}

const INTERNALS = /\n\s+at |node_modules|\/work\/|\.tsx?:\d+|TypeError|undici|Unexpected Server Error/;

function expectClean(answer: Answer, status: number, what: string) {
  expect(answer.status, what).toBe(status);
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['strict-transport-security'], what).toBe('max-age=31536000');
  expect(answer.headers['content-security-policy'], what).toBeTruthy();
  expect(answer.body, what).not.toMatch(INTERNALS);
}

const MB = 1024 * 1024;

test.describe('the local server answers like the edge', () => {
  // plain requests, no page rendered: once is enough
  test.skip(({ isMobile }) => isMobile, 'no browser involved');

  test('a body over the limit is refused on every route, before it is read', async () => {
    const body = Buffer.alloc(6 * MB, 7);
    for (const [method, path] of [
      ['POST', '/api?url=/tc/p/photo'],
      ['POST', '/favicon.svg'],
      ['POST', '/no-such-page'],
      ['POST', '/about'],
      ['PUT', '/car-list'],
      ['POST', '/admin/api/photos'],
      ['POST', '/photos/1'],
    ] as const) {
      const head = `${method} ${path} HTTP/1.1\r\nHost: ${base.host}\r\nContent-Type: image/jpeg\r\nContent-Length: ${body.byteLength}\r\n\r\n`;
      const answer = await sendRaw(head, body);
      expectClean(answer, 413, `${method} ${path}`);
      expect(answer.headers['cache-control'], path).toBe('private, no-store');
      if (path.startsWith('/api') || path.startsWith('/admin/api'))
        expect(JSON.parse(answer.body)).toMatchObject({ code: 413, data: null });
    }
  });

  test('a body under the limit on a route that takes none gets that route’s own 4xx, every time', async () => {
    for (const size of [1 * MB, 3 * MB, 5 * MB]) {
      const body = Buffer.alloc(size, 1);
      const staticFile = await send('/favicon.svg', { method: 'POST', body });
      expectClean(staticFile, 405, `static file, ${size} bytes`);
      expect(staticFile.headers.allow).toBe('GET, HEAD');
      expectClean(await send('/admin/api/photos', { method: 'POST', body }), 401, `operator call without a token, ${size} bytes`);
      const page = await send('/about', { method: 'POST', body });
      expect(page.status, `page, ${size} bytes`).toBeGreaterThanOrEqual(400);
      expect(page.status, `page, ${size} bytes`).toBeLessThan(500);
      expect(page.body).not.toMatch(INTERNALS);
    }
  });

  test('a malformed or missing Host is a 400', async () => {
    for (const host of ['a@b', 'user:pass@127.0.0.1', '127.0.0.1:99999', '127.0.0.1:port', 'a b', 'exa<mple>.com', 'a/b']) {
      expectClean(await send('/', { headers: { Host: host } }), 400, `Host: ${host}`);
    }
    expectClean(await sendRaw('GET / HTTP/1.1\r\nConnection: close\r\n\r\n'), 400, 'no Host');
    // a host the site does not configure is not malformed: it gets the default domain
    expect((await send('/', { headers: { Host: 'unknown-domain.localhost:8787' } })).status).toBe(200);
  });

  test('methods the edge does not pass on are a 405 with Allow, unknown ones a 400', async () => {
    // TRACE at the edge; methods a Worker request can carry reach the Worker, which refuses them itself
    for (const method of ['TRACE', 'PROPFIND', 'LOCK', 'PURGE']) {
      const answer = await send('/', { method });
      expectClean(answer, 405, method);
      expect(answer.headers.allow).toContain('GET');
      expect(answer.headers.allow).not.toContain(method);
    }
    // a method no HTTP parser knows is not a request at all
    expectClean(await sendRaw('TRACK / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'), 400, 'TRACK');
  });

  test('the runtime’s trigger URLs are not reachable', async () => {
    for (const path of [
      '/cdn-cgi/handler/scheduled',
      '/cdn-cgi/handler/scheduled?cron=*+*+*+*+*',
      '/cdn-cgi/local/scheduled',
      '/CDN-CGI/handler/scheduled',
      '/cdn-cgi/mf/scheduled',
    ]) {
      const answer = await send(path);
      expectClean(answer, 404, path);
      expect(answer.body).not.toMatch(/^ok/);
    }
  });

  test('cross-origin requests get no CORS grant, and OPTIONS is the Worker’s to answer', async () => {
    const origin = 'http://evil.localhost:8787';
    for (const path of ['/api?url=/car/indexPage', '/admin/api/photos', '/car-list']) {
      const answer = await send(path, { headers: { Origin: origin } });
      expect(answer.headers['access-control-allow-origin'], path).toBeUndefined();
      expect(answer.headers['access-control-allow-credentials'], path).toBeUndefined();
      const preflight = await send(path, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
      expect(preflight.headers['access-control-allow-origin'], path).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods'], path).toBeUndefined();
      expect(preflight.status, path).not.toBe(204);
    }
  });

  test('write limits are per client, by the address it connects from, whatever it claims', async () => {
    // loopback addresses of their own, so no other test shares their buckets
    const suffix = 2 + Math.floor(Math.random() * 250);
    const [first, second] = [`127.0.1.${suffix}`, `127.0.2.${suffix}`];
    const upload = (from: string) =>
      send('/api?url=/tc/p/photo', {
        method: 'POST',
        from,
        body: Buffer.from('x'),
        // a client cannot pass for another
        headers: { 'Content-Type': 'text/plain', 'CF-Connecting-IP': `203.0.113.${suffix}` },
      });
    // 10 a minute: the first 429 comes at the 11th upload, or later if a minute turned meanwhile
    const statuses: number[] = [];
    while (!statuses.includes(429) && statuses.length < 21) statuses.push((await upload(first)).status);
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(10);
    expect((await upload(second)).status).toBe(415);
  });
});
