// Requests per second and latency of one URL under load (autocannon, in this process, against the
// Worker on 127.0.0.1). `cold` sends the operator token, which makes the Worker render every request
// (X-Edge-Cache: REFRESH) as on a cache miss; `warm` first fills the edge cache and checks that the
// load is answered from it (HIT).
import autocannon from 'autocannon';

export type Mode = 'static' | 'cold' | 'warm';

export type ThroughputResult = {
  label: string;
  path: string;
  mode: Mode;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** socket errors, timeouts and answers other than 2xx: all must be 0 */
  errors: number;
  /** what the Worker said it did (X-Edge-Cache) on a request made just before the load */
  cacheStatus: string | null;
  bytesPerRequest: number;
};

export type LoadOptions = { connections: number; seconds: number; token: string };

export async function measureThroughput(base: string, label: string, path: string, mode: Mode, options: LoadOptions): Promise<ThroughputResult> {
  const url = new URL(path, base).href;
  const headers: Record<string, string> = mode === 'cold' ? { Authorization: `Bearer ${options.token}` } : {};
  if (mode === 'warm') await fetch(url).then((response) => response.arrayBuffer());
  const probe = await fetch(url, { headers });
  await probe.arrayBuffer();
  const cacheStatus = probe.headers.get('X-Edge-Cache');
  const expected = { static: null, cold: 'REFRESH', warm: 'HIT' }[mode];
  if (cacheStatus !== expected) throw new Error(`${mode} ${path}: X-Edge-Cache is ${cacheStatus}, expected ${expected}`);

  // a short run first: the isolate compiles and warms up before anything is counted
  await autocannon({ url, headers, connections: options.connections, duration: 1 });
  const result = await autocannon({ url, headers, connections: options.connections, duration: options.seconds });
  return {
    label,
    path,
    mode,
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cacheStatus,
    bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
