// The web benchmark's report: the figures as JSON (kept in the repo as the baseline) and as markdown,
// with each throughput as a share of the static file's and the change from the previous baseline.
import { cpus } from 'node:os';
import { BUDGETS, COLD_BUDGET_PAGES, formatChecks, kB, percent, type BudgetCheck } from './budgets.ts';
import type { FirstLoad, Size } from './bundles.ts';
import { describeCalibration, type CpuCalibration } from './cpu-calibration.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { LoadOptions, ThroughputResult } from './throughput.ts';

export type WebReport = {
  date: string;
  machine: { cpus: number; model: string; node: string };
  /** the host's Lighthouse benchmarkIndex and the CPU slowdown derived from it for every audit */
  cpu: CpuCalibration;
  /** the server response time every Lighthouse run simulated for the site, instead of observing it */
  serverResponseMs: number;
  load: Omit<LoadOptions, 'token'>;
  /** requests per second of the static file: the mean of a run before and one after the pages */
  staticCeiling: number;
  throughput: ThroughputResult[];
  firstLoad: FirstLoad[];
  lateChunks: Array<{ file: string } & Size>;
  lighthouse: LighthouseResult[];
  budgets: BudgetCheck[];
};

export function machine() {
  return { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version };
}

export function webBudgets(report: Omit<WebReport, 'budgets'>): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  // every page type, not only the list: a page of its own can pull in more than the list does
  for (const page of report.firstLoad) {
    checks.push({ budget: `First-load JS, ${page.label} (gzip)`, limit: `≤ ${kB(BUDGETS.firstLoadJsGzip)}`, actual: kB(page.js.gzip), ok: page.js.gzip <= BUDGETS.firstLoadJsGzip });
  }
  for (const page of report.lighthouse) {
    checks.push({ budget: `Lighthouse mobile, ${page.label}`, limit: `≥ ${BUDGETS.lighthouseScore}`, actual: String(page.score), ok: page.score >= BUDGETS.lighthouseScore });
    checks.push({ budget: `CLS, ${page.label}`, limit: `< ${BUDGETS.cls}`, actual: String(page.cls), ok: page.cls < BUDGETS.cls });
    checks.push({ budget: `LCP, ${page.label}`, limit: `≤ ${BUDGETS.lcpMs} ms`, actual: `${page.lcpMs} ms`, ok: page.lcpMs <= BUDGETS.lcpMs });
  }
  for (const row of report.throughput) {
    const share = row.requestsPerSecond / report.staticCeiling;
    if (row.mode === 'warm') {
      checks.push({ budget: `Warm ${row.label} / static`, limit: `≥ ${percent(BUDGETS.warmShareOfStatic)}`, actual: percent(share), ok: share >= BUDGETS.warmShareOfStatic });
    }
    if (row.mode === 'cold' && COLD_BUDGET_PAGES.includes(row.label)) {
      checks.push({ budget: `Cold ${row.label} / static`, limit: `≥ ${percent(BUDGETS.coldShareOfStatic)}`, actual: percent(share), ok: share >= BUDGETS.coldShareOfStatic });
    }
    if (row.errors > 0) checks.push({ budget: `No errors under load, ${row.mode} ${row.label}`, limit: '0', actual: String(row.errors), ok: false });
  }
  return checks;
}

const size = (value: Size) => `${kB(value.gzip)} / ${kB(value.brotli)}`;

/** a report read back from disk: those recorded before the calibration have no `cpu` or `serverResponseMs` */
export type StoredWebReport = Omit<WebReport, 'cpu' | 'serverResponseMs' | 'lighthouse'> & {
  cpu?: CpuCalibration;
  serverResponseMs?: number;
  lighthouse: Array<Omit<LighthouseResult, 'benchmarkIndex'> & { benchmarkIndex?: number }>;
};

const slowdown = (report: StoredWebReport) => (report.cpu ? `${report.cpu.cpuSlowdownMultiplier}×` : '4× (fixed)');

export function webMarkdown(report: WebReport, baseline: StoredWebReport | null): string {
  const before = (row: ThroughputResult) =>
    baseline?.throughput.find((old) => old.path === row.path && old.mode === row.mode && old.label === row.label);
  const throughputRows = report.throughput.map((row) => {
    const share = row.requestsPerSecond / report.staticCeiling;
    const old = before(row);
    const change = old && baseline ? `${percent(old.requestsPerSecond / baseline.staticCeiling)} → ${percent(share)}` : 'new';
    return `| ${row.label} | ${row.mode} | \`${row.path}\` | ${row.requestsPerSecond} | ${percent(share)} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} | ${change} |`;
  });
  const firstLoadRows = report.firstLoad.map((page) => {
    const old = baseline?.firstLoad.find((item) => item.label === page.label);
    return `| ${page.label} | ${size(page.js)} | ${size(page.css)} | ${old ? `${kB(old.js.gzip)} → ${kB(page.js.gzip)}` : 'new'} |`;
  });
  const lateRows = report.lateChunks.map((chunk) => `| \`${chunk.file}\` | ${kB(chunk.gzip)} | ${kB(chunk.brotli)} |`);
  const lighthouseRows = report.lighthouse.map((page) => {
    const old = baseline?.lighthouse.find((item) => item.label === page.label);
    return `| ${page.label} | \`${page.path}\` | ${page.score} (runs: ${page.runs.join(', ')}) | ${page.lcpMs} | ${page.cls} | ${page.tbtMs} | ${page.benchmarkIndex} | ${old ? `${old.score} → ${page.score}` : 'new'} |`;
  });
  const failed = report.budgets.filter((check) => !check.ok);
  return `# Benchmark report

Measured ${report.date} on ${report.machine.cpus} × ${report.machine.model} (Lighthouse benchmarkIndex ${report.cpu.benchmarkIndex}), Node ${report.machine.node}, by \`npm run bench\`.
The production build served by workerd on 127.0.0.1 (\`vite preview\`, as \`npm start\`), with the seeded local D1;
the load generator (autocannon, ${report.load.connections} connections, ${report.load.seconds} s per row after a 1 s warm-up) runs on the same machine.
Absolute figures move with the machine's other work: compare the shares of the static file's throughput, measured in the same run.

## Budgets

${formatChecks(report.budgets)}

${failed.length ? `${failed.length} budget(s) broken: see the notes below.` : 'Every budget holds.'}

## Throughput

Static ceiling: **${report.staticCeiling} requests/s** (a hashed stylesheet answered by the same Worker's assets; mean of a run before and after the pages).
*Cold*: every request rendered (the operator token bypasses the edge cache, as a miss would). *Warm*: answered from the edge cache.

| Page | Mode | Path | Requests/s | Share of static | p50 ms | p99 ms | Errors | Share vs baseline |
|---|---|---|---|---|---|---|---|---|
${throughputRows.join('\n')}

## First-load client code (gzip / brotli)

What the HTML of each page type loads before it is interactive: module scripts, modulepreloads and stylesheets (gzip -9, brotli 11; kB = 1000 bytes).

| Page | JavaScript | CSS | JS gzip vs baseline |
|---|---|---|---|
${firstLoadRows.join('\n')}

Loaded later, never on first load (ads after the load event and consent; the error-reporting client on the first error):

| Chunk | gzip | brotli |
|---|---|---|
${lateRows.join('\n')}

## Lighthouse (mobile, simulated slow 4G and a CPU slowdown calibrated to the machine)

CPU: ${describeCalibration(report.cpu)}.${baseline ? ` The baseline ran at ${slowdown(baseline)}${baseline.cpu ? ` (benchmarkIndex ${baseline.cpu.benchmarkIndex})` : ''}.` : ''}
Lighthouse's simulated slowdown multiplies the speed of the machine it runs on, so it is chosen from the machine's own
benchmarkIndex to imitate the same phone everywhere; the server's response time is set to ${report.serverResponseMs} ms rather than observed
on this machine (docs/decisions/012-benchmark-cpu-calibration.md).
Median of ${report.lighthouse[0]?.runs.length ?? 0} runs per page; *benchmarkIndex* is the median of the index each run measured for itself.

| Page | Path | Performance | LCP ms | CLS | TBT ms | benchmarkIndex | Score vs baseline |
|---|---|---|---|---|---|---|---|
${lighthouseRows.join('\n')}
`;
}
