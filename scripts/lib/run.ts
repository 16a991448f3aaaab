// Runs the project's own tools (wrangler, vite, …) from node_modules/.bin with the project's Node.
import { spawn, type SpawnOptions } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
const bin = join(root, 'node_modules/.bin');

/** PATH with the project's binaries (and its Node 22) first. */
export const toolEnv = { ...process.env, PATH: `${bin}:${dirname(process.execPath)}:${process.env.PATH ?? ''}` };

/** Signals that end a command: passed on to the tool it is running, so none outlives it. */
const ENDING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Runs a tool to its end. A signal that ends this process while the tool runs (`kill <pid>` of
 * `npm start`, a CI job stopped) is passed on to the tool, and this process then ends by it once the
 * tool has: `vite preview` and its workerd are never left holding the port.
 */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...toolEnv, ...options.env } });
    let ending: NodeJS.Signals | null = null;
    const passOn = (signal: NodeJS.Signals) => {
      ending = signal;
      child.kill(signal);
    };
    for (const signal of ENDING_SIGNALS) process.on(signal, passOn);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      for (const each of ENDING_SIGNALS) process.off(each, passOn);
      // ended as it was asked to be: by the same signal, without a stack trace
      if (ending) process.kill(process.pid, ending);
      else if (code === 0) resolvePromise();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Runs a tool and returns what it printed; its errors still reach the terminal. */
export function capture(command: string, args: string[]): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: toolEnv });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolvePromise(output) : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/**
 * Runs a tool with its output (both streams) held back, for a step that runs beside others: resolves
 * with whether it succeeded and everything it printed, in order.
 */
export function runHeld(command: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: toolEnv });
    let output = '';
    const keep = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolvePromise({ ok: false, output: `${output}${error.message}\n` }));
    child.on('exit', (code, signal) =>
      resolvePromise({
        ok: code === 0,
        output: code === 0 ? output : `${output}${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})\n`,
      }),
    );
  });
}
