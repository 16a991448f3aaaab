// npm run bench:scale: the list and ranking queries against two local D1 databases built from the
// same migrations and seed: the real catalogue (~1.7k cars) and the same grown to 100,000 generated
// cars (scripts/bench/grow-catalogue.ts). Prints each query's time at both sizes and its plan, and
// writes bench/scale.md and bench/scale.json.
//   --check   exit 1 when any measured query at 100k takes more than 3× its time at the real size, or a
//             list, search or ranking statement reads a whole table
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { getPlatformProxy } from 'wrangler';
import { BUDGETS, formatChecks, type BudgetCheck } from './bench/budgets.ts';
import { growCatalogueSql } from './bench/grow-catalogue.ts';
import { machine } from './bench/web-report.ts';
import { root, run } from './lib/run.ts';

// app/catalogue/measured-queries.server.ts, loaded through Vite (its `~` imports) and typed here by
// what this script uses: the Node project does not see the Workers types
type Statement = { toSQL: () => { sql: string; params: unknown[] } };
type D1Result = { meta: { duration?: number } };
type D1 = {
  prepare: (sql: string) => { bind: (...values: unknown[]) => unknown; first: <T>() => Promise<T | null> };
  batch: (statements: unknown[]) => Promise<D1Result[]>;
};
type Measured = {
  measuredQueries: (db: D1, reading: unknown) => Array<{ name: string; indexed: boolean; statements: readonly Statement[] }>;
  brandReading: (db: D1) => Promise<unknown>;
  queryPlan: (db: D1, statement: Statement) => Promise<string[]>;
  fullScan: (line: string) => boolean;
};

const TARGET = 100_000;
const RUNS = 15;

/** How long building each database took (migrations and seed, then growing it), in seconds. */
const buildSeconds: Record<string, number> = {};

async function prepare(dir: string, grow: boolean): Promise<void> {
  const started = performance.now();
  rmSync(dir, { recursive: true, force: true });
  const persist = ['--local', '--persist-to', dir];
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', ...persist], { stdio: ['ignore', 'ignore', 'inherit'] });
  await run('wrangler', ['d1', 'execute', 'DB', ...persist, '--file', 'seed/cars.sql'], { stdio: ['ignore', 'ignore', 'inherit'] });
  buildSeconds[grow ? 'seed (second copy)' : 'migrations and seed'] = round((performance.now() - started) / 1000);
  if (!grow) return;
  const growing = performance.now();
  const file = join(dir, 'grow.sql');
  writeFileSync(file, growCatalogueSql(TARGET));
  await run('wrangler', ['d1', 'execute', 'DB', ...persist, '--file', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  buildSeconds['growing to 100,000 cars'] = round((performance.now() - growing) / 1000);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Timing = { cars: number; roundTripMs: number; sqlMs: number };

async function time(db: D1, statements: readonly Statement[]): Promise<Omit<Timing, 'cars'>> {
  const prepared = statements.map((statement) => {
    const { sql, params } = statement.toSQL();
    return db.prepare(sql).bind(...params);
  });
  const roundTrips: number[] = [];
  const sql: number[] = [];
  for (let i = 0; i < RUNS + 2; i += 1) {
    const start = performance.now();
    const results = await db.batch(prepared);
    const elapsed = performance.now() - start;
    // the first two warm the statement cache
    if (i < 2) continue;
    roundTrips.push(elapsed);
    sql.push(results.reduce((sum, result) => sum + (result.meta.duration ?? 0), 0));
  }
  return { roundTripMs: round(median(roundTrips)), sqlMs: round(median(sql)) };
}

const round = (value: number) => Math.round(value * 100) / 100;

const smallDir = join(root, '.wrangler/scale-real');
const largeDir = join(root, '.wrangler/scale-100k');
console.log('Preparing the real catalogue and one grown to 100,000 cars…');
await prepare(smallDir, false);
await prepare(largeDir, true);

const { module: measured } = await runnerImport<Measured>('/app/catalogue/measured-queries.server.ts', {
  configFile: false,
  root,
  logLevel: 'error',
  resolve: { alias: { '~': fileURLToPath(new URL('../app', import.meta.url)) } },
});

// `--persist-to <dir>` keeps the state in <dir>/v3, which is what the proxy is given
const small = await getPlatformProxy<{ DB: D1 }>({ configPath: join(root, 'wrangler.jsonc'), persist: { path: join(smallDir, 'v3') } });
const large = await getPlatformProxy<{ DB: D1 }>({ configPath: join(root, 'wrangler.jsonc'), persist: { path: join(largeDir, 'v3') } });
type Row = { name: string; indexed: boolean; real: Timing; grown: Timing; plan: string[] };
const rows: Row[] = [];
try {
  const count = async (db: D1) => (await db.prepare('SELECT count(*) AS n FROM cars').first<{ n: number }>())!.n;
  const [realCars, grownCars] = [await count(small.env.DB), await count(large.env.DB)];
  console.log(`\n${realCars} and ${grownCars} cars; median of ${RUNS} batches each (round trip from Node, and D1's own SQL time)\n`);
  const smallQueries = measured.measuredQueries(small.env.DB, await measured.brandReading(small.env.DB));
  const largeQueries = measured.measuredQueries(large.env.DB, await measured.brandReading(large.env.DB));
  for (const [i, query] of smallQueries.entries()) {
    const grownQuery = largeQueries[i]!;
    const real = { cars: realCars, ...(await time(small.env.DB, query.statements)) };
    const grown = { cars: grownCars, ...(await time(large.env.DB, grownQuery.statements)) };
    const plan = (await Promise.all(grownQuery.statements.map((statement) => measured.queryPlan(large.env.DB, statement)))).map((lines) =>
      lines.join(' · '),
    );
    rows.push({ name: query.name, indexed: query.indexed, real, grown, plan });
    console.log(
      `  ${query.name.padEnd(32)} ${String(real.sqlMs).padStart(7)} → ${String(grown.sqlMs).padStart(8)} ms SQL (${ratio(grown.sqlMs, real.sqlMs)})   ${String(real.roundTripMs).padStart(6)} → ${String(grown.roundTripMs).padStart(7)} ms round trip (${ratio(grown.roundTripMs, real.roundTripMs)})`,
    );
  }
} finally {
  await small.dispose();
  await large.dispose();
}

function ratio(a: number, b: number): string {
  return b > 0 ? `${(a / b).toFixed(1)}×` : 'n/a';
}

const list = rows.find((row) => row.name === 'list')!;
// every measured query (list filters and sorts, search, suggestions, rankings, compare, standings,
// brand and model pages, sitemap) stays within the same ratio
const budgets: BudgetCheck[] = rows.map((row) => ({
  budget: `${row.name} at 100k / at the real size (D1 round trip)`,
  limit: `≤ ${BUDGETS.scaleRatio}×`,
  actual: ratio(row.grown.roundTripMs, row.real.roundTripMs),
  ok: row.grown.roundTripMs <= BUDGETS.scaleRatio * row.real.roundTripMs,
}));
const fullScans = rows.filter((row) => row.indexed && row.plan.some((line) => line.split(' · ').some(measured.fullScan)));
budgets.push({
  budget: 'Every list filter, sort and ranking uses an index',
  limit: 'no full table scan',
  actual: fullScans.length ? fullScans.map((row) => row.name).join(', ') : 'none',
  ok: fullScans.length === 0,
});

const report = { date: new Date().toISOString(), machine: machine(), runs: RUNS, buildSeconds, rows, budgets };
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench/scale.json'), `${JSON.stringify(report, null, 2)}\n`);
const table = rows.map(
  (row) =>
    `| ${row.name}${row.indexed ? '' : ' (exempt)'} | ${row.real.sqlMs} | ${row.grown.sqlMs} | ${ratio(row.grown.sqlMs, row.real.sqlMs)} | ${row.real.roundTripMs} | ${row.grown.roundTripMs} | ${ratio(row.grown.roundTripMs, row.real.roundTripMs)} |`,
);
const plans = rows.map((row) => `- **${row.name}**\n${row.plan.map((statement, i) => `  ${i + 1}. \`${statement}\``).join('\n')}`);
writeFileSync(
  join(root, 'bench/scale.md'),
  `# Scale benchmark

Measured ${report.date} on ${report.machine.cpus} × ${report.machine.model} by \`npm run bench:scale\`: the same statements a list
or ranking page sends (one D1 batch), against the real catalogue (${list.real.cars} cars) and the same grown to ${list.grown.cars}
generated cars. Median of ${RUNS} batches. *SQL*: the time D1 reports for running the statements; *round trip*: the batch as the
Worker waits for it (here from Node through the local D1, so a fixed overhead is in both). Building the
databases (\`wrangler d1\` locally): ${Object.entries(buildSeconds)
    .map(([step, seconds]) => `${step} ${seconds} s`)
    .join(', ')}.

## Budgets

${formatChecks(budgets)}

## Times (ms)

| Query | SQL, real | SQL, 100k | × | Round trip, real | Round trip, 100k | × |
|---|---|---|---|---|---|---|
${table.join('\n')}

## Plans at 100k (EXPLAIN QUERY PLAN, one line per statement of the batch)

${plans.join('\n')}
`,
);
console.log(`\n${formatChecks(budgets)}\n\nWrote bench/scale.md and bench/scale.json.`);
if (process.argv.includes('--check') && budgets.some((check) => !check.ok)) {
  console.error('\nA scale budget is broken (see above).');
  process.exit(1);
}
