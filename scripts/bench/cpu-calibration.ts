// Lighthouse's simulated CPU slowdown multiplies the speed of the machine it runs on: a fixed 4× makes a
// phone out of a fast desktop but a much slower phone out of a slow or busy host. So the slowdown is
// calibrated to the host, the way Lighthouse documents it (docs/throttling.md, "Calibrating the CPU
// slowdown"): measure the host's benchmarkIndex with Lighthouse's own benchmark, in the Chromium the
// audits run in (lighthouse.ts), and read the multiplier off Lighthouse's CPU throttling calculator.

export type CpuCalibration = {
  /** median of the samples: Lighthouse's benchmarkIndex of the host, as stored in every report */
  benchmarkIndex: number;
  samples: number[];
  /** the cpuSlowdownMultiplier every Lighthouse run of the bench uses */
  cpuSlowdownMultiplier: number;
  /** how the multiplier was chosen */
  source: 'calibrated' | 'clamped' | 'given';
};

/**
 * The multiplier's range. 10× is the top of Lighthouse's documented range for a high-end desktop
 * imitating a mid-tier phone; under 1× the audit would imagine a phone faster than the host. An index
 * under 150 is a host Lighthouse calls too slow to imitate its phone: it gets 1× and scores too low.
 */
export const CPU_SLOWDOWN_RANGE = { min: 1, max: 10 } as const;

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Lighthouse's CPU throttling calculator (patrickhulce/lighthouse-cpu-throttling-calculator, linked
 * from docs/throttling.md): straight lines through 150 = 1×, 800 = 2×, 1300 = 3×, 1533 = 4×, 1766 = 5×
 * and 2000 = 6×, rounded to a tenth as the calculator shows it, then clamped to CPU_SLOWDOWN_RANGE.
 */
export function cpuSlowdownFor(benchmarkIndex: number): { multiplier: number; clamped: boolean } {
  if (!Number.isFinite(benchmarkIndex)) throw new Error(`benchmarkIndex is not a number: ${benchmarkIndex}`);
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 1 + (benchmarkIndex - 150) / 650;
  const clamped = Math.min(CPU_SLOWDOWN_RANGE.max, Math.max(CPU_SLOWDOWN_RANGE.min, round(multiplier)));
  return { multiplier: clamped, clamped: clamped !== round(multiplier) };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) throw new Error('median of nothing');
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function calibration(samples: number[], given?: number): CpuCalibration {
  const benchmarkIndex = median(samples);
  if (given !== undefined) return { benchmarkIndex, samples, cpuSlowdownMultiplier: given, source: 'given' };
  const { multiplier, clamped } = cpuSlowdownFor(benchmarkIndex);
  return { benchmarkIndex, samples, cpuSlowdownMultiplier: multiplier, source: clamped ? 'clamped' : 'calibrated' };
}

export function describeCalibration(cpu: CpuCalibration): string {
  const how = {
    calibrated: "from Lighthouse's CPU throttling calculator",
    clamped: `from Lighthouse's CPU throttling calculator, clamped to ${CPU_SLOWDOWN_RANGE.min}–${CPU_SLOWDOWN_RANGE.max}×`,
    given: 'given with --cpu-slowdown, not calibrated',
  }[cpu.source];
  return `host benchmarkIndex ${cpu.benchmarkIndex} (median of ${cpu.samples.join(', ')}) → CPU slowdown ${cpu.cpuSlowdownMultiplier}× (${how})`;
}
