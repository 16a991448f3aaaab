// The event intake under load: batches POSTed to /express/epost as the site's pages send them, each
// under a batch id of its own, for a few seconds. Counts the events accepted per second, then waits
// until every accepted event is stored and reads what storing them cost D1 from the Worker's own
// `events stored` log lines. The write limit allows 300 batches a minute per client, so the load
// comes from many loopback addresses, a fresh one every 250 batches.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

export type IntakeResult = {
  /** events a batch carries: a page view, a car view and the rest of what a visit sends in a second */
  eventsPerBatch: number;
  connections: number;
  seconds: number;
  batchesAccepted: number;
  eventsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** answers other than 200 and socket errors: must be 0 */
  errors: number;
  eventsStored: number;
  d1Statements: number;
  d1StatementsPer1000Events: number;
  /** from the end of the load until the last accepted event was stored */
  drainMs: number;
};

/** The Worker's `events stored` log lines, summed as the server prints them. */
export function createStoredEventsLog() {
  const totals = { events: 0, statements: 0 };
  let pending = '';
  return {
    totals,
    read(chunk: string) {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const json = /\{"message":"events stored".*\}/.exec(line)?.[0];
        if (!json) continue;
        const entry = JSON.parse(json) as { events: number; statements: number };
        totals.events += entry.events;
        totals.statements += entry.statements;
      }
    },
  };
}

const BATCHES_PER_ADDRESS = 250;

function batch(eventsPerBatch: number, sequence: number): string {
  const carId = 1001 + (sequence % 40);
  const kinds = [
    { name: 'page_view', path: `/cars/bench/${carId}`, channel: 'channel3', deviceType: 'mobile' },
    { name: 'car_view', carId, channel: 'channel3', deviceType: 'mobile' },
    { name: 'filter_change', params: { filter: 'fuel', value: 'electric' } },
    { name: 'ad_impression', params: { slot: 'list-1' } },
  ];
  const events = Array.from({ length: eventsPerBatch }, (_, i) => ({ ...kinds[i % kinds.length], ts: Date.now() }));
  return JSON.stringify({ batchId: `bench-${randomUUID()}`, events });
}

function post(url: URL, agent: Agent, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export async function measureIntake(
  base: string,
  stored: { events: number; statements: number },
  { connections = 10, seconds = 6, eventsPerBatch = 5 } = {},
): Promise<IntakeResult> {
  const url = new URL('/api?url=/express/epost', base);
  const agents = new Map<number, Agent>();
  const agentFor = (sequence: number) => {
    const slot = Math.floor(sequence / BATCHES_PER_ADDRESS);
    let agent = agents.get(slot);
    if (!agent) {
      // 127.0.1.x upwards: every address of 127/8 is this machine
      agent = new Agent({ keepAlive: true, localAddress: `127.0.${1 + Math.floor(slot / 250)}.${1 + (slot % 250)}` });
      agents.set(slot, agent);
    }
    return agent;
  };
  let sequence = 0;
  const latencies: number[] = [];
  let accepted = 0;
  let acceptedAll = 0;
  let errors = 0;
  const storedBefore = stored.events;
  const statementsBefore = stored.statements;
  const run = async (until: number, counted: boolean) => {
    while (Date.now() < until) {
      const n = sequence++;
      const started = performance.now();
      const status = await post(url, agentFor(n), batch(eventsPerBatch, n)).catch(() => 0);
      if (status === 200) acceptedAll++;
      if (!counted) continue;
      latencies.push(performance.now() - started);
      if (status === 200) accepted++;
      else errors++;
    }
  };
  // a short run first: the isolate compiles and warms up before anything is counted
  const warmUntil = Date.now() + 1_000;
  await Promise.all(Array.from({ length: connections }, () => run(warmUntil, false)));
  const startedAt = performance.now();
  const until = Date.now() + seconds * 1_000;
  await Promise.all(Array.from({ length: connections }, () => run(until, true)));
  const elapsed = (performance.now() - startedAt) / 1_000;
  const loadEnded = Date.now();
  for (const agent of agents.values()) agent.destroy();

  // every accepted event (the warm-up's too) stored before the costs are read; a hang detector, not a speed check
  const deadline = loadEnded + 300_000;
  while (stored.events - storedBefore < acceptedAll * eventsPerBatch) {
    if (Date.now() > deadline) throw new Error(`Only ${stored.events - storedBefore} of ${acceptedAll * eventsPerBatch} accepted events were stored`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const drainMs = Date.now() - loadEnded;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const eventsStored = stored.events - storedBefore;
  const d1Statements = stored.statements - statementsBefore;
  return {
    eventsPerBatch,
    connections,
    seconds,
    batchesAccepted: accepted,
    eventsPerSecond: Math.round((accepted * eventsPerBatch) / elapsed),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors,
    eventsStored,
    d1Statements,
    d1StatementsPer1000Events: eventsStored ? Math.round((d1Statements / eventsStored) * 10_000) / 10 : 0,
    drainMs,
  };
}

export function intakeMarkdown(result: IntakeResult, baseline?: IntakeResult | null): string {
  const change = (now: number, old: number | undefined) => (old === undefined ? '' : ` (baseline ${old})`);
  return `## Event intake

\`POST /api?url=/express/epost\`, ${result.connections} connections for ${result.seconds} s, ${result.eventsPerBatch} events a batch, each batch under an id of its own.

| Events/s accepted | p50 ms | p99 ms | Errors | Events stored | D1 statements per 1,000 events | Stored within (ms after the load) |
|---|---|---|---|---|---|---|
| ${result.eventsPerSecond}${change(result.eventsPerSecond, baseline?.eventsPerSecond)} | ${result.p50Ms} | ${result.p99Ms} | ${result.errors} | ${result.eventsStored} | ${result.d1StatementsPer1000Events}${change(result.d1StatementsPer1000Events, baseline?.d1StatementsPer1000Events)} | ${result.drainMs} |
`;
}
