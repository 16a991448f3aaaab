// npm run bench: builds the production Worker, serves it on 127.0.0.1 with a freshly seeded local
// D1/KV/R2 of its own, and measures in one run: throughput and latency of each page type cold and warm
// against a static file, the client code each page loads first, and Lighthouse mobile scores (with a
// CPU slowdown calibrated to this machine, scripts/bench/cpu-calibration.ts), and the event intake
// (events accepted per second, D1 statements per 1,000 events: scripts/bench/intake.ts, alone with
// `npm run bench:intake`).
// Writes bench/report.md and bench/report.json (the committed baseline; the report shows the change).
//   --check        exit 1 when a budget is broken (npm run bench:check)
//   --quick        2 s per load row and one Lighthouse run per page (a smoke run; not for the baseline)
//   --no-build     measure the existing build
//   --cpu-slowdown=N  Lighthouse's CPU slowdown instead of the one calibrated to this machine
//                     (the machine's benchmarkIndex is measured and reported either way)
//   --only=first-load|lighthouse|throughput  that part alone, printed and not written to the report;
//                  throughput puts a static-file row after every page row and takes each share against
//                  the static rows on either side, so a machine that changes speed moves no one share
//   --modes=cold,warm  the throughput rows to measure (with --only=throughput; both by default)
//   --rounds=N     repeat the throughput rows N times (with --only=throughput), for the min–max
//   --pages=home,car list  only these page types (with --only)
//   --lighthouse-out=DIR  keep each Lighthouse run's result (lhr JSON: long tasks, bootup time, …)
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureFirstLoad, lateChunks } from './bench/bundles.ts';
import { formatChecks, kB, percent } from './bench/budgets.ts';
import { startCompressingProxy } from './bench/compressing-proxy.ts';
import { createStoredEventsLog, intakeMarkdown, measureIntake, type IntakeResult } from './bench/intake.ts';
import { auditPages } from './bench/lighthouse.ts';
import { measureThroughput, type LoadOptions, type ThroughputResult } from './bench/throughput.ts';
import { machine, webBudgets, webMarkdown, type StoredWebReport, type WebReport } from './bench/web-report.ts';
import { requireChromium } from './lib/chromium.ts';
import { root, run } from './lib/run.ts';
import { freePort, serveBuild } from './lib/server.ts';
import { ensureDevVars, setupLocal } from './setup-local.ts';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const cpuSlowdownArg = args.find((arg) => arg.startsWith('--cpu-slowdown='))?.slice('--cpu-slowdown='.length);
const cpuSlowdown = cpuSlowdownArg === undefined ? undefined : Number(cpuSlowdownArg);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error(`--cpu-slowdown takes a number ≥ 1, not ${cpuSlowdownArg}`);
const valueOf = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = valueOf('only');
if (only !== undefined && only !== 'first-load' && only !== 'lighthouse' && only !== 'throughput')
  throw new Error(`--only takes first-load, lighthouse or throughput, not ${only}`);
const modes = (valueOf('modes')?.split(',') ?? ['cold', 'warm']) as Array<'cold' | 'warm'>;
if (modes.some((mode) => mode !== 'cold' && mode !== 'warm')) throw new Error(`--modes takes cold and warm, not ${modes.join(',')}`);
const rounds = Number(valueOf('rounds') ?? 1);
if (!(Number.isInteger(rounds) && rounds >= 1)) throw new Error(`--rounds takes a whole number ≥ 1, not ${valueOf('rounds')}`);
const onlyPages = valueOf('pages')?.split(',');
const lighthouseOut = valueOf('lighthouse-out');
requireChromium();
ensureDevVars();
if (!args.includes('--no-build')) await run('react-router', ['build']);
const stateDir = join(root, '.wrangler/bench-state');
rmSync(stateDir, { recursive: true, force: true });
await setupLocal(stateDir);

const clientDir = join(root, 'build/client');
// the build writes the value quoted
const token = /^ADMIN_TOKEN=(['"]?)(.+)\1$/m.exec(readFileSync(join(root, 'build/server/.dev.vars'), 'utf8'))?.[2]?.trim();
if (!token) throw new Error('build/server/.dev.vars has no ADMIN_TOKEN: run the build again');
const load: LoadOptions = { connections: 10, seconds: quick ? 2 : 6, token };

const pageTypes = ['home', 'car list', 'rankings', 'car page', 'brands', 'brand page', 'model page', 'compare'];

/** `--only`: one part of the benchmark, on the page types `--pages` names (all by default), printed. */
async function measurePartAlone(
  base: string,
  part: 'first-load' | 'lighthouse' | 'throughput',
  all: Array<{ label: string; path: string }>,
  stylesheet: string,
) {
  const chosen = onlyPages ? all.filter((page) => onlyPages.includes(page.label)) : all;
  if (part === 'throughput') {
    const staticRow = () => measureThroughput(base, 'static file', stylesheet, 'static', load);
    for (let round = 1; round <= rounds; round++) {
      let before = await staticRow();
      for (const page of chosen)
        for (const mode of modes) {
          const row = await measureThroughput(base, page.label, page.path, mode, load);
          const after = await staticRow();
          const share = row.requestsPerSecond / ((before.requestsPerSecond + after.requestsPerSecond) / 2);
          console.log(
            `  round ${round} ${mode.padEnd(4)} ${page.label.padEnd(12)} ${String(row.requestsPerSecond).padStart(7)} req/s  ${percent(share).padStart(4)} of static (${before.requestsPerSecond}, ${after.requestsPerSecond})  ${row.bytesPerRequest} bytes  errors ${row.errors}`,
          );
          before = after;
        }
    }
    return;
  }
  if (part === 'first-load') {
    for (const page of chosen) {
      const { js, css } = await measureFirstLoad(base, clientDir, page.label, page.path);
      console.log(`  ${page.label.padEnd(12)} JS ${kB(js.gzip)} gzip (${js.gzip} bytes)  CSS ${kB(css.gzip)}`);
    }
    return;
  }
  const proxy = await startCompressingProxy(base, await freePort());
  const audited = chosen.filter((page) => page.label !== 'about');
  const { results } = await auditPages(proxy.url, audited, quick ? 1 : 3, { cpuSlowdown, upstream: base, saveTo: lighthouseOut }).finally(
    () => proxy.stop(),
  );
  for (const page of results)
    console.log(`  ${page.label.padEnd(12)} ${page.score}  LCP ${page.lcpMs} ms  TBT ${page.tbtMs} ms  CLS ${page.cls}`);
}

const storedEvents = createStoredEventsLog();
const server = await serveBuild(await freePort(), { CARLOG_STATE_DIR: stateDir }, storedEvents.read);
let report: WebReport;
let intake: IntakeResult;
try {
  const base = server.url;
  const car = (await (await fetch(`${base}/api?url=/car/carInfo&id=1001`)).json()) as { data: { path: string } };
  const stylesheet = `/css/${readdirSync(join(clientDir, 'css')).find((name) => name.startsWith('root-')) ?? readdirSync(join(clientDir, 'css'))[0]}`;
  const pages = [
    { label: 'home', path: '/' },
    { label: 'car list', path: '/car-list' },
    { label: 'car list, filtered', path: '/car-list?type=suv&price=40k-70k&sort=price-asc' },
    { label: 'rankings', path: '/car-rank' },
    { label: 'car page', path: car.data.path },
    { label: 'brands', path: '/brands' },
    { label: 'brand page', path: '/brands/porsche' },
    { label: 'model page', path: '/brands/porsche/taycan' },
    { label: 'compare', path: '/compare?cars=1001,1002,1003' },
    { label: 'gateway indexPage', path: '/api?url=/car/indexPage' },
    { label: 'gateway suggest', path: '/api?url=/car/suggest&q=po' },
  ];

  const lighthousePages = pages.filter((page) => pageTypes.includes(page.label));
  // every page type's first load is budgeted; the about page (no throughput or Lighthouse row) too
  const firstLoadPages = [...lighthousePages, { label: 'about', path: '/about' }];
  if (only) {
    await measurePartAlone(base, only, only === 'throughput' ? pages : firstLoadPages, stylesheet);
    await server.stop();
    process.exit(0);
  }

  const firstLoad = await Promise.all(firstLoadPages.map((page) => measureFirstLoad(base, clientDir, page.label, page.path)));
  // Lighthouse first, on a quiet machine: the load rows and the event intake leave work behind them
  // (the queue's consumer writing the accepted events), which a page's audit would count as its own
  console.log('\nLighthouse (mobile)…');
  // compressed as the edge sends it: the local server sends text as it is
  const proxy = await startCompressingProxy(base, await freePort());
  const {
    cpu,
    serverResponseMs,
    results: lighthouse,
  } = await auditPages(proxy.url, lighthousePages, quick ? 1 : 3, { cpuSlowdown, upstream: base }).finally(() => proxy.stop());

  console.log(`\nLoad: ${load.connections} connections, ${load.seconds} s per row, against ${base}`);
  const throughput: ThroughputResult[] = [];
  const measure = async (label: string, path: string, mode: 'static' | 'cold' | 'warm') => {
    const result = await measureThroughput(base, label, path, mode, load);
    console.log(
      `  ${mode.padEnd(6)} ${label.padEnd(20)} ${String(result.requestsPerSecond).padStart(7)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  errors ${result.errors}`,
    );
    return result;
  };
  const staticBefore = await measure('static file', stylesheet, 'static');
  for (const page of pages) {
    throughput.push(await measure(page.label, page.path, 'cold'));
    throughput.push(await measure(page.label, page.path, 'warm'));
  }
  const staticAfter = await measure('static file', stylesheet, 'static');
  const staticCeiling = Math.round((staticBefore.requestsPerSecond + staticAfter.requestsPerSecond) / 2);
  intake = await measureIntake(base, storedEvents.totals, { seconds: load.seconds });

  const measured = {
    date: new Date().toISOString(),
    machine: machine(),
    cpu,
    serverResponseMs,
    load: { connections: load.connections, seconds: load.seconds },
    staticCeiling,
    throughput: [staticBefore, ...throughput, staticAfter],
    firstLoad,
    lateChunks: lateChunks(clientDir),
    lighthouse,
  };
  report = { ...measured, budgets: webBudgets(measured) };
} finally {
  await server.stop();
}

const outDir = join(root, 'bench');
mkdirSync(outDir, { recursive: true });
const jsonPath = join(outDir, 'report.json');
const baseline = existsSync(jsonPath) ? (JSON.parse(readFileSync(jsonPath, 'utf8')) as StoredWebReport & { intake?: IntakeResult }) : null;
const notesPath = join(outDir, 'notes.md');
const notes = existsSync(notesPath) ? `\n## Notes\n\n${readFileSync(notesPath, 'utf8').replace(/^# .*\n+/, '')}` : '';
writeFileSync(join(outDir, 'report.md'), `${webMarkdown(report, baseline)}\n${intakeMarkdown(intake, baseline?.intake)}${notes}`);
writeFileSync(jsonPath, `${JSON.stringify({ ...report, intake }, null, 2)}\n`);
console.log(
  `\n${formatChecks(report.budgets)}\n\nWrote bench/report.md and bench/report.json${baseline ? ' (compared with the previous bench/report.json)' : ''}.`,
);
if (args.includes('--check') && report.budgets.some((check) => !check.ok)) {
  console.error('\nA performance budget is broken (see above).');
  process.exit(1);
}
