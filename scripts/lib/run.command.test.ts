// `run` as an operator stops it: `kill <pid>` of `npm start` ends the tool it runs too (vite preview
// and its workerd), so no server is left holding the port and answering from a build that has moved on.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { root } from './run';

/** Whether a process is still alive (signal 0 only asks). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// a command that runs a tool which prints its pid and then runs until it is stopped
const COMMAND = `
import { run } from './scripts/lib/run.ts';
await run(process.execPath, ['-e', 'console.log(process.pid); setInterval(() => {}, 1000)']);
console.log('not reached');
`;

describe('run', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('passes %s on to the tool, then ends by it', async (signal) => {
    const command = spawn(process.execPath, ['--input-type=module', '-e', COMMAND], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    command.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const toolPid = await new Promise<number>((resolve) =>
      command.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/^\d+\n/.test(output)) resolve(Number.parseInt(output, 10));
      }),
    );
    expect(alive(toolPid)).toBe(true);
    const ended = once(command, 'exit');
    command.kill(signal);
    const [code, endedBy] = await ended;
    expect({ code, endedBy }).toEqual({ code: null, endedBy: signal });
    await expect.poll(() => alive(toolPid), { timeout: 30_000 }).toBe(false);
    expect(output).not.toContain('not reached');
    expect(errors).toBe('');
  });
});
