// The local server's edge: what Cloudflare does to a request before the Worker (or the assets layer)
// sees it, done in front of the workerd that `npm start`, the browser tests and the benchmarks serve
// from, so the local server answers hostile requests the way a deployment does:
// - a malformed Host (credentials, a bad port, spaces) is a 400, a method the edge does not pass on
//   (TRACE, TRACK, CONNECT: no Worker request can carry them) a 405;
// - the runtime's own trigger URLs (/cdn-cgi/…: the scheduled popularity job) are not reachable;
// - a body over the largest any route takes is a 413 before it is read; a body sent to a static file
//   is a 405, as the assets layer answers;
// - CF-Connecting-IP is the client's address (a client's own value is replaced), so write limits
//   are per client;
// - a path starting `//` or `/\` reaches the Worker as a path (Node would read it as another host);
// - no CORS headers and no OPTIONS answers of the server's own: the Worker decides, as in production.
// Its answers carry the project's security headers, and nothing from the local server ever shows a
// stack trace or a file path.
import { existsSync, statSync } from 'node:fs';
import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type { Duplex } from 'node:stream';
import { join, normalize } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { CacheControl } from '#app/edge-cache/cache-policy.ts';
import { COMMON_HEADERS, NON_PAGE_CSP } from '#app/security/headers.server.ts';
import { declaredBodySize, TOO_LARGE_MESSAGE, MAX_REQUEST_BYTES } from '#app/security/request-body.ts';

/**
 * Methods no request to a Worker can carry (the Fetch standard forbids them): answered here, as the edge
 * does. Any other method reaches the Worker, which answers what a route does not take with its own 405.
 */
const FORBIDDEN_METHODS = ['CONNECT', 'TRACE', 'TRACK'];
const COMMON_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const STATIC_METHODS = 'GET, HEAD';

// a DNS name or an IPv4 address, or an IPv6 address in brackets, with an optional port
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export function isValidHost(host: string | undefined): boolean {
  const match = host === undefined ? null : HOST.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/admin/api/');

function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  const pathname = pathOf(req);
  const body = isApiPath(pathname) ? JSON.stringify({ code: status, data: null, msg: message }) : `${message}\n`;
  res.writeHead(status, {
    ...COMMON_HEADERS,
    'Content-Security-Policy': NON_PAGE_CSP,
    'Cache-Control': CacheControl.private,
    'Content-Type': isApiPath(pathname) ? 'application/json' : 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function pathOf(req: IncomingMessage): string {
  const path = ((req as Connect.IncomingMessage).originalUrl ?? req.url ?? '/').split('?')[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A file the assets layer would answer (a hashed script, an image …), not a route of the Worker. */
function isStaticFile(clientDir: string, pathname: string): boolean {
  const file = normalize(join(clientDir, pathname));
  if (!file.startsWith(clientDir + '/')) return false;
  return existsSync(file) && statSync(file).isFile();
}

/** Replaces whatever CF-Connecting-IP the client sent (the Worker's request is made from the raw headers). */
function setClientAddress(req: IncomingMessage, address: string) {
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() !== 'cf-connecting-ip') raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  }
  raw.push('CF-Connecting-IP', address);
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
  req.headers['cf-connecting-ip'] = address;
}

/** A request Node cannot parse: a 400 with the security headers, then the connection closes. */
function badRequest(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const body = 'Bad request\n';
  const headers = { ...COMMON_HEADERS, 'Content-Security-Policy': NON_PAGE_CSP, 'Cache-Control': CacheControl.private };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  const status =
    {
      HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
      HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Content Too Large',
      ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
    }[error.code ?? ''] ?? '400 Bad Request';
  socket.end(
    [
      `HTTP/1.1 ${status}`,
      ...lines,
      'Content-Type: text/plain; charset=utf-8',
      `Content-Length: ${body.length}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

export function localEdge(options: { clientDir: string }): Plugin {
  const clientDir = normalize(options.clientDir);
  const front: Connect.NextHandleFunction = (req, res, next) => {
    if (!isValidHost(req.headers.host)) return refuse(req, res, 400, 'Bad request: the Host header is not a valid host name');
    if (FORBIDDEN_METHODS.includes((req.method ?? '').toUpperCase())) {
      return refuse(req, res, 405, `Method not allowed: ${req.method}`, { Allow: COMMON_METHODS });
    }
    const pathname = pathOf(req);
    if (/^\/cdn-cgi(\/|$)/i.test(pathname)) return refuse(req, res, 404, 'Not found');
    const declared = declaredBodySize(req.headers['content-length']);
    if (declared !== null && declared > MAX_REQUEST_BYTES) {
      // answered at once; the rest of the upload is discarded unread (closing at once could reset the
      // connection before the client reads the answer)
      return refuse(req, res, 413, TOO_LARGE_MESSAGE);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD' && isStaticFile(clientDir, pathname)) {
      return refuse(req, res, 405, `Method not allowed: ${STATIC_METHODS}`, { Allow: STATIC_METHODS });
    }
    // what the Worker reads as the client's address (write limits are per client)
    setClientAddress(req, req.socket.remoteAddress ?? '127.0.0.1');
    const path = req.originalUrl ?? req.url ?? '/';
    if (/^\/[\\/]/.test(path)) req.url = req.originalUrl = `http://${req.headers.host}${path}`;
    next();
  };
  // whatever still fails between the local server and workerd (an upload cut off, workerd gone) is
  // a clean 502, logged here, never the server's stack page
  const failed: Connect.ErrorHandleFunction = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    console.error(`local server: ${req.method} ${pathOf(req)} failed: ${error instanceof Error ? error.message : String(error)}`);
    refuse(req, res, 502, 'Bad gateway: the local Worker did not answer');
  };
  const install = (server: { middlewares: Connect.Server; httpServer: HttpServer | Http2SecureServer | null }) => {
    if (server.httpServer && 'requireHostHeader' in server.httpServer) {
      // a request without Host gets the same 400 as a malformed one (Node's own has no headers)
      server.httpServer.requireHostHeader = false;
      // before the server's own handler, which then finds the socket answered
      server.httpServer.prependListener('clientError', badRequest);
    }
    server.middlewares.use(front);
    return () => void server.middlewares.use(failed);
  };
  return { name: 'carlog:local-edge', configureServer: install, configurePreviewServer: install };
}
