// npm test: the whole validation, what CI runs (.ci/run): the static checks (types, lint, formatting)
// side by side with the production build, then every test layer in order: unit, spawned commands and
// workerd integration (vitest), then the browser tests against that build (scripts/e2e.ts). Each check
// and the build is one process on one core, so a 2-core machine runs the four in about half the time
// they take one after another. Every step runs even when an earlier one failed (the browser tests
// need the build); the run ends with one summary line for all of them.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { requireChromium } from './lib/chromium.ts';
import { root, run, runHeld } from './lib/run.ts';
import { ensureDevVars } from './setup-local.ts';

requireChromium();
const artifacts = join(root, 'tests/artifacts');
mkdirSync(artifacts, { recursive: true });
// a layer that dies before writing its results must not be summed from the previous run's file
for (const file of ['vitest-results.json', 'e2e-results.json']) rmSync(join(artifacts, file), { force: true });

type Counts = { passed: number; failed: number; skipped: number };
const failures: string[] = [];

async function step(name: string, command: string, args: string[]) {
  try {
    await run(command, args);
  } catch {
    failures.push(name);
  }
}

/** A step run beside others: its output is printed whole when it ends, not interleaved with theirs. */
async function quietStep(name: string, command: string, args: string[]) {
  const { ok, output } = await runHeld(command, args);
  console.log(`\n> ${name}\n${output.trimEnd()}`);
  if (!ok) failures.push(name);
}

// the build copies .dev.vars (the local operator token) into the served Worker: create it first
ensureDevVars();
await Promise.all([
  quietStep('typecheck', 'npm', ['run', 'typecheck']),
  quietStep('lint', 'npm', ['run', 'lint']),
  quietStep('format', 'npm', ['run', 'format:check']),
  quietStep('build', 'react-router', ['build']),
]);
await step('vitest', 'vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile=${join(artifacts, 'vitest-results.json')}`]);
if (failures.includes('build')) failures.push('browser');
else await step('browser', 'node', ['scripts/e2e.ts', '--no-build']);

function vitestCounts(): Counts {
  const file = join(artifacts, 'vitest-results.json');
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(): Counts {
  const file = join(artifacts, 'e2e-results.json');
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

const counts = [vitestCounts(), playwrightCounts()];
const total = counts.reduce((sum, c) => ({
  passed: sum.passed + c.passed,
  failed: sum.failed + c.failed,
  skipped: sum.skipped + c.skipped,
}));
if (failures.length && total.failed === 0) total.failed = failures.length;
const checks = ['typecheck', 'lint', 'format'].filter((name) => failures.includes(name));
console.log(
  `\nSummary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped${checks.length ? ` (failed checks: ${checks.join(', ')})` : ''}`,
);
process.exit(failures.length ? 1 : 0);
