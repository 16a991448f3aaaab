// Serves the production build in workerd on 127.0.0.1 for the browser tests and benchmarks, and
// stops it by its own process id.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { root, toolEnv } from './run.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type RunningServer = { url: string; pid: number; stop: () => Promise<void> };

/**
 * `onOutput` gets everything the server prints (the Worker's logs among it). `logRequests: false` leaves
 * out the local runtime's line per request and the Worker's own info logs (errors and warnings still
 * print): the runtime sends each such line to Node over a new loopback connection, which under a load
 * test's hundreds of requests a second holds thousands of sockets open, past the machine's limit on open
 * files (docs/reliability.md).
 */
export async function serveBuild(
  port: number,
  env: NodeJS.ProcessEnv = {},
  onOutput?: (text: string) => void,
  { logRequests = true }: { logRequests?: boolean } = {},
): Promise<RunningServer> {
  const quiet = logRequests ? [] : ['--logLevel', 'warn'];
  const child: ChildProcess = spawn('vite', ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', ...quiet], {
    cwd: root,
    env: { ...toolEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // only the tail, for the message when it fails to start: a server under load logs every request
  let output = '';
  const keep = (chunk: Buffer) => {
    onOutput?.(chunk.toString());
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // the whole group: vite and the workerd it started
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  };
  // a hang detector, not a speed check: a busy 2-core machine can take minutes to start workerd
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      // a route that needs neither D1 nor KV: also a server with a failing catalogue is up
      const response = await fetch(`${url}/robots.txt`);
      if (response.ok) return { url, pid: child.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer within 5 minutes:\n${output}`);
}
