// A front for the local server that delivers pages as Cloudflare's edge does in production: over HTTPS
// with HTTP/2 (one connection per origin, requests multiplexed), and with text compressed. The local
// workerd sends text uncompressed over HTTP/1.1; Lighthouse would otherwise judge a phone's download of
// ~4× the bytes a visitor really gets, over six connections each paying its own handshake and slow start.
// Text answers are sent with brotli (or gzip) when the browser accepts it; everything else passes as it
// is. The certificate is a throwaway one made for 127.0.0.1 (the audited browser is told to accept it).
// Bound to 127.0.0.1 and stopped by the benchmark.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse, type ServerHttp2Session } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
/** headers that belong to one HTTP/1.1 connection and are not allowed in HTTP/2 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host', 'accept-encoding']);

/** A key and certificate for 127.0.0.1, valid for a day, made with the system's openssl. */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'carlog-bench-tls-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1']
        .concat(['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function forward(upstream: string, request: Http2ServerRequest, response: Http2ServerResponse): Promise<void> {
  try {
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const answer = await fetch(new URL(request.url || '/', upstream), {
      method: request.method,
      headers: Object.entries(request.headers).flatMap(([name, value]) =>
        typeof value === 'string' && !name.startsWith(':') && !HOP_BY_HOP.has(name) ? [[name, value] as [string, string]] : [],
      ),
      ...(hasBody ? { body: Readable.toWeb(request) as ReadableStream, duplex: 'half' } : {}),
      redirect: 'manual',
    });
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => !HOP_BY_HOP.has(name) && name !== 'content-length' && name !== 'content-encoding'));
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = COMPRESSIBLE.test(answer.headers.get('content-type') ?? '') ? (accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null) : null;
    if (encoding) headers['content-encoding'] = encoding;
    response.writeHead(answer.status, headers);
    if (!answer.body) return void response.end();
    const body = Readable.fromWeb(answer.body as NodeReadableStream);
    // the edge's dynamic compression levels: fast enough not to hold back a streamed page
    const compress = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : encoding === 'gzip' ? createGzip({ level: 6 }) : null;
    await (compress ? pipeline(body, compress, response) : pipeline(body, response));
  } catch (error) {
    if (!response.headersSent) response.writeHead(502).end(String(error));
    else response.destroy();
  }
}

export async function startCompressingProxy(upstream: string, port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, (request, response) => void forward(upstream, request, response));
  // a browser keeps its HTTP/2 connection open: closed with the server, not waited for
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
