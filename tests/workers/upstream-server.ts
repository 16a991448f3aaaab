// A stand-in for an operator's own catalogue backend on 127.0.0.1, for the API_ORIGIN tests.
// It answers by path: /car/carInfo an envelope echoing the query and any cookie it was sent,
// /car/releaseRankList a 500, /car/fastestRankList HTML, /car/recommendedTopCars JSON cut off,
// /car/carNameList never (a hang), anything else a 404 envelope marked cacheable.
import { createServer, type Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { closeServer, listenOnLoopback } from './loopback-server';

declare module 'vitest' {
  export interface ProvidedContext {
    upstreamPort: number;
  }
}

let server: Server;

export async function setup(project: TestProject) {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      response.end(body);
    };
    if (url.pathname === '/car/carInfo') {
      return send(
        200,
        JSON.stringify({
          code: 200,
          data: { from: 'upstream', query: Object.fromEntries(url.searchParams), cookie: request.headers.cookie ?? null },
          msg: 'ok',
        }),
      );
    }
    if (url.pathname === '/car/releaseRankList') return send(500, JSON.stringify({ code: 500, data: null, msg: 'boom' }));
    if (url.pathname === '/car/fastestRankList') return send(200, '<html>not json</html>');
    if (url.pathname === '/car/recommendedTopCars') return send(200, '{"code":200,"data":[{"id":1,'); // cut off
    if (url.pathname === '/car/carNameList') return; // never answers: the gateway's timeout must fire
    // an error it marks as cacheable: the gateway must not pass that on
    return send(404, JSON.stringify({ code: 404, data: null, msg: 'unknown' }), { 'Cache-Control': 'public, max-age=600' });
  });
  project.provide('upstreamPort', await listenOnLoopback(server));
}

export const teardown = () => closeServer(server);
