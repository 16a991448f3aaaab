// npm run bench:intake: the event intake row of `npm run bench` on its own (scripts/bench/intake.ts):
// builds, serves the production build with a fresh local D1/KV/R2 of its own on 127.0.0.1, measures,
// and writes bench/intake.json (compared with the previous one). `--no-build` measures the existing build.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createStoredEventsLog, intakeMarkdown, measureIntake, type IntakeResult } from './bench/intake.ts';
import { machine } from './bench/web-report.ts';
import { root, run } from './lib/run.ts';
import { freePort, serveBuild } from './lib/server.ts';
import { ensureDevVars, setupLocal } from './setup-local.ts';

ensureDevVars();
if (!process.argv.includes('--no-build')) await run('react-router', ['build']);
const stateDir = join(root, '.wrangler/bench-intake-state');
rmSync(stateDir, { recursive: true, force: true });
await setupLocal(stateDir);

const log = createStoredEventsLog();
const server = await serveBuild(await freePort(), { CARLOG_STATE_DIR: stateDir }, log.read);
let intake: IntakeResult;
try {
  intake = await measureIntake(server.url, log.totals);
} finally {
  await server.stop();
}
const outDir = join(root, 'bench');
mkdirSync(outDir, { recursive: true });
const jsonPath = join(outDir, 'intake.json');
const baseline = existsSync(jsonPath) ? (JSON.parse(readFileSync(jsonPath, 'utf8')) as { intake: IntakeResult }).intake : null;
writeFileSync(jsonPath, `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), intake }, null, 2)}\n`);
console.log(`\n${intakeMarkdown(intake, baseline)}\nWrote bench/intake.json.`);
