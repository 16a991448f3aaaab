// A compressing front for the local server, as Cloudflare's edge is in production: the local workerd
// sends text uncompressed, and Lighthouse would otherwise judge a phone's download of ~4× the bytes
// a visitor really gets. Text answers are sent with brotli (or gzip) when the browser accepts it;
// everything else passes as it is. Bound to 127.0.0.1 and stopped by the benchmark.
import { createServer, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

export async function startCompressingProxy(upstream: string, port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    try {
      const answer = await fetch(new URL(request.url ?? '/', upstream), {
        method: request.method,
        headers: Object.entries(request.headers).flatMap(([name, value]) =>
          typeof value === 'string' && name !== 'accept-encoding' && name !== 'host' ? [[name, value] as [string, string]] : [],
        ),
        redirect: 'manual',
      });
      const headers = Object.fromEntries(answer.headers);
      delete headers['content-length'];
      delete headers['content-encoding'];
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding = COMPRESSIBLE.test(answer.headers.get('content-type') ?? '') ? (accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null) : null;
      if (encoding) headers['content-encoding'] = encoding;
      response.writeHead(answer.status, headers);
      if (!answer.body) return response.end();
      const body = Readable.fromWeb(answer.body as NodeReadableStream);
      // the edge's dynamic compression levels: fast enough not to hold back a streamed page
      const compress = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : encoding === 'gzip' ? createGzip({ level: 6 }) : null;
      await (compress ? pipeline(body, compress, response) : pipeline(body, response));
    } catch (error) {
      if (!response.headersSent) response.writeHead(502).end(String(error));
      else response.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
