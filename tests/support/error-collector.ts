// A stand-in for a Sentry-compatible service on 127.0.0.1: it accepts envelopes at
// /api/<project>/envelope/ (as the SDKs send them, from the Worker or a browser) and lists the error
// events it received at GET /events. Used by the browser tests and the workers tests.
import { createServer } from 'node:http';

export type CollectedEvent = {
  exception?: { values?: Array<{ type?: string; value?: string }> };
  environment?: string;
  tags?: Record<string, string>;
  request?: { url?: string };
  platform?: string;
};

export type ErrorCollector = { url: string; dsn: string; stop: () => Promise<void> };

export async function startErrorCollector(): Promise<ErrorCollector> {
  const events: CollectedEvent[] = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    if (request.method === 'GET' && request.url === '/events') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return response.end(JSON.stringify(events));
    }
    if (request.method === 'POST' && /^\/api\/\d+\/envelope\//.test(request.url ?? '')) {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        events.push(...eventsOf(body));
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** An envelope is lines of JSON: its header, then a header and a payload per item. */
function eventsOf(envelope: string): CollectedEvent[] {
  const lines = envelope.split('\n');
  const found: CollectedEvent[] = [];
  for (let i = 1; i < lines.length - 1; i += 1) {
    try {
      const header = JSON.parse(lines[i]!) as { type?: string };
      if (header.type === 'event') found.push(JSON.parse(lines[i + 1]!) as CollectedEvent);
      i += 1;
    } catch {
      // not an item header: skip
    }
  }
  return found;
}

/** The events a collector received so far (for tests in another process). */
export async function collectedEvents(collectorUrl: string): Promise<CollectedEvent[]> {
  const response = await fetch(`${collectorUrl}/events`);
  return (await response.json()) as CollectedEvent[];
}
