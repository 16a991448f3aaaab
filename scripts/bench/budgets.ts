// The performance budgets of issue-level promises, checked against a report. A budget that fails
// says by how much; the report explains what would meet it.

export type BudgetCheck = { budget: string; limit: string; actual: string; ok: boolean };

export const BUDGETS = {
  /** first-load JavaScript of the car list page, gzip bytes (kB = 1000 bytes) */
  listFirstLoadJsGzip: 130_000,
  lighthouseScore: 95,
  /** strictly under */
  cls: 0.02,
  /** warm (edge-cached) page throughput as a share of the static file's */
  warmShareOfStatic: 0.4,
  /** cold (rendered) car list throughput as a share of the static file's */
  coldListShareOfStatic: 0.1,
  /** list query time at 100k cars over its time at the real catalogue's size */
  scaleRatio: 3,
} as const;

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

export function formatChecks(checks: BudgetCheck[]): string {
  const rows = checks.map((check) => `| ${check.ok ? 'pass' : '**FAIL**'} | ${check.budget} | ${check.limit} | ${check.actual} |`);
  return ['| | Budget | Limit | Measured |', '|---|---|---|---|', ...rows].join('\n');
}
