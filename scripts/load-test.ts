// npm run test:load: 200 concurrent connections on the list and car pages for 60 seconds against the
// production build on 127.0.0.1 (its own freshly seeded local D1/KV/R2), with the Worker's memory
// sampled throughout. Fails on any error (socket error, timeout, an answer other than 200) or on
// memory that keeps growing. The mix: every car page of the catalogue (from the sitemap) and list
// pages under many filter combinations, so most requests render and the rest come from the edge cache.
//   --connections N   (default 200)     --seconds N   (default 60)
//   --warmup N        seconds of the same load before the measured run (default 60): the local
//                     runtime's memory rises while its allocator, caches and the edge cache fill
//   --no-build        test the existing build
//   --record          write the figures into docs/reliability.md (between the load-test markers)
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BODY_TYPES, FUELS, PRICE_BAND_KEYS, PURPOSES } from '#app/catalogue/categories.ts';
import { machine } from './bench/web-report.ts';

const machineLine = () => {
  const { cpus, model, node } = machine();
  return `${cpus} CPUs (${model}), Node ${node}, server and load generator on the same machine`;
};
import { root, run } from './lib/run.ts';
import { freePort, serveBuild } from './lib/server.ts';
import { ensureDevVars, setupLocal } from './setup-local.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  const value = at >= 0 ? Number(args[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a positive whole number`);
  return value;
};
const connections = option('connections', 200);
const seconds = option('seconds', 60);
const warmupSeconds = option('warmup', 60);
const SAMPLE_MS = 2_000;
// memory: the last quarter of the run may be at most this much above the second quarter
const GROWTH_LIMIT = 0.1;

ensureDevVars();
if (!args.includes('--no-build')) await run('react-router', ['build']);
const stateDir = join(root, '.wrangler/load-state');
rmSync(stateDir, { recursive: true, force: true });
await setupLocal(stateDir);
const server = await serveBuild(await freePort(), { CARLOG_STATE_DIR: stateDir }, undefined, { logRequests: false });

/** Resident memory (MB) of the workerd processes the server started (its process group). */
function workerdMemoryMb(): number {
  const rows = execFileSync('ps', ['-eo', 'pgid=,rss=,comm='], { encoding: 'utf8' }).split('\n');
  let kb = 0;
  for (const row of rows) {
    const [pgid, rss, command] = row.trim().split(/\s+/);
    if (Number(pgid) === server.pid && command?.includes('workerd')) kb += Number(rss);
  }
  return Math.round(kb / 1024);
}

/** The list addresses as the site writes them (a non-canonical one would be a redirect). */
async function listPaths(base: string): Promise<string[]> {
  const candidates = ['/car-list'];
  for (const page of [2, 3, 5, 8]) candidates.push(`/car-list?page=${page}`);
  for (const value of PURPOSES) candidates.push(`/car-list?purpose=${value}`);
  for (const value of FUELS) candidates.push(`/car-list?fuel=${value}`, `/car-list?fuel=${value}&sort=price-asc`);
  for (const value of BODY_TYPES) candidates.push(`/car-list?type=${value}`, `/car-list?type=${value}&page=2`);
  for (const value of PRICE_BAND_KEYS) candidates.push(`/car-list?price=${value}`, `/car-list?price=${value}&sort=fastest`);
  for (const sort of ['newest', 'power', 'price-desc']) candidates.push(`/car-list?sort=${sort}`);
  candidates.push('/channel7/car-list?fuel=electric&type=suv', '/car-list?q=sport');
  const canonical = await Promise.all(
    candidates.map(async (path) => {
      const response = await fetch(new URL(path, base));
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return new URL(response.url).pathname + new URL(response.url).search;
    }),
  );
  return [...new Set(canonical)];
}

type Outcome = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  timeouts: number;
  non200: number;
  warmup: { seconds: number; requests: number; errors: number; memoryBeforeMb: number };
  cacheStatuses: Record<string, number>;
  memoryMb: number[];
  growth: number;
};

let outcome: Outcome;
try {
  const base = server.url;
  // the sitemap is an index of files (decision 039)
  const locations = async (path: string) =>
    [...(await (await fetch(new URL(path, base))).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const files = await locations('/sitemap.xml');
  const carPaths = (await Promise.all(files.map(locations))).flat().filter((path) => path.startsWith('/cars/'));
  const lists = await listPaths(base);
  if (carPaths.length < 100) throw new Error(`the sitemap lists only ${carPaths.length} car pages`);
  console.log(
    `Load: ${connections} connections for ${seconds} s on ${carPaths.length} car pages and ${lists.length} list pages, against ${base} (pid ${server.pid})`,
  );

  let n = 0;
  const nextPath = () => {
    n += 1;
    // half car pages, half list pages, spread so most are renders early and hits later
    return n % 2 ? carPaths[(n * 7919) % carPaths.length]! : lists[(n * 31) % lists.length]!;
  };
  const failed: string[] = [];
  // what the Worker said it did (X-Edge-Cache) for each answer of the measured run
  let cacheStatuses: Record<string, number> | null = null;
  // autocannon's answer is a thenable, not a full Promise
  const load = (duration: number) =>
    Promise.resolve(
      autocannon({
        url: base,
        connections,
        duration,
        timeout: 10,
        requests: [
          {
            setupRequest: (request, context) => {
              const path = nextPath();
              (context as { path?: string }).path = path;
              return { ...request, path };
            },
            onResponse: (status, body, context, headers) => {
              if (cacheStatuses) {
                const cacheStatus = String(headers?.['x-edge-cache'] ?? 'none');
                cacheStatuses[cacheStatus] = (cacheStatuses[cacheStatus] ?? 0) + 1;
              }
              if (status !== 200 && failed.length < 50)
                failed.push(`${status} ${(context as { path?: string }).path}: ${body.replace(/\s+/g, ' ').slice(0, 300)}`);
            },
          },
        ],
      }),
    );
  const atStart = workerdMemoryMb();
  const warmup = await load(warmupSeconds);
  const warmupErrors = warmup.errors + warmup.timeouts + warmup.non2xx;
  console.log(
    `Warm-up: ${warmup.requests.total.toLocaleString('en')} requests, errors ${warmupErrors}; workerd memory ${atStart} → ${workerdMemoryMb()} MB`,
  );
  const memoryMb = [workerdMemoryMb()];
  cacheStatuses = {};
  const sampler = setInterval(() => memoryMb.push(workerdMemoryMb()), SAMPLE_MS);
  const result = await load(seconds).finally(() => clearInterval(sampler));
  memoryMb.push(workerdMemoryMb());
  const statuses = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  console.log(
    `Answers by status: ${Object.entries(statuses)
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ')}`,
  );
  if (failed.length) console.log(`Answers other than 200 (the first ${failed.length}):\n${failed.join('\n')}`);

  const quarter = Math.max(1, Math.floor(memoryMb.length / 4));
  const second = memoryMb.slice(quarter, 2 * quarter);
  const last = memoryMb.slice(-quarter);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  outcome = {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    // every status outside 2xx, redirects included
    non200: result.non2xx,
    warmup: { seconds: warmupSeconds, requests: warmup.requests.total, errors: warmupErrors, memoryBeforeMb: atStart },
    cacheStatuses,
    memoryMb,
    growth: Math.round((mean(last) / mean(second) - 1) * 1000) / 1000,
  };
} finally {
  await server.stop();
}

const failures = [
  outcome.warmup.errors && `${outcome.warmup.errors} errors during the warm-up`,
  outcome.errors && `${outcome.errors} socket errors`,
  outcome.timeouts && `${outcome.timeouts} timeouts (10 s)`,
  outcome.non200 && `${outcome.non200} answers other than 200`,
  outcome.growth > GROWTH_LIMIT && `memory grew ${Math.round(outcome.growth * 100)}% from the second to the last quarter of the run`,
].filter(Boolean);
const memory = outcome.memoryMb;
const answered = Object.values(outcome.cacheStatuses).reduce((sum, count) => sum + count, 0);
const fromCache = (outcome.cacheStatuses.HIT ?? 0) + (outcome.cacheStatuses.STALE ?? 0);
const summary = [
  `${connections} connections for ${seconds} s, list and car pages: ${outcome.requests.toLocaleString('en')} requests, ${outcome.requestsPerSecond} a second`,
  `latency p50 ${outcome.p50Ms} ms, p99 ${outcome.p99Ms} ms, max ${outcome.maxMs} ms`,
  `edge cache: ${answered ? Math.round((fromCache / answered) * 1000) / 10 : 0}% of answers from it (${Object.entries(outcome.cacheStatuses)
    .map(([status, count]) => `${status} ${count.toLocaleString('en')}`)
    .join(', ')})`,
  `errors ${outcome.errors}, timeouts ${outcome.timeouts}, answers other than 200: ${outcome.non200}`,
  `warm-up before it: ${outcome.warmup.seconds} s, ${outcome.warmup.requests.toLocaleString('en')} requests, no errors allowed; workerd memory ${outcome.warmup.memoryBeforeMb} MB before it`,
  `workerd memory ${memory[0]} MB at the start of the measured run, ${Math.max(...memory)} MB at most, ${memory.at(-1)} MB at the end; last quarter against second quarter ${outcome.growth >= 0 ? '+' : ''}${Math.round(outcome.growth * 1000) / 10}% (limit +${GROWTH_LIMIT * 100}%)`,
];
console.log(`\n${summary.join('\n')}\nmemory samples (MB): ${memory.join(', ')}`);

if (args.includes('--record')) {
  const path = join(root, 'docs/reliability.md');
  const doc = readFileSync(path, 'utf8');
  const block = [
    '<!-- load-test:start (written by npm run test:load -- --record) -->',
    `Last recorded run: ${new Date().toISOString().slice(0, 10)}, ${machineLine()}.`,
    '',
    ...summary.map((line) => `- ${line}`),
    `- memory samples every ${SAMPLE_MS / 1000} s (MB): ${memory.join(', ')}`,
    '<!-- load-test:end -->',
  ].join('\n');
  const marked = /<!-- load-test:start[\s\S]*?<!-- load-test:end -->/;
  if (!marked.test(doc)) throw new Error('docs/reliability.md has no load-test markers');
  writeFileSync(path, doc.replace(marked, block));
  console.log('Recorded in docs/reliability.md');
}

if (failures.length) {
  console.error(`\nLoad test failed: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nLoad test passed.');
