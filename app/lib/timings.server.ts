// Server timings of one request: each loader's data reads are timed and sent as a Server-Timing
// header, which the debug panel (`?db`) reads back through the browser's Performance API.

export type Timing = { name: string; description: string; durationMs: number };

export function createTimings() {
  const entries: Timing[] = [];
  const startedAt = performance.now();
  return {
    entries,
    /** Times one piece of work; its name becomes a Server-Timing metric (letters, digits, -). */
    async time<T>(name: string, description: string, work: () => Promise<T>): Promise<T> {
      const start = performance.now();
      try {
        return await work();
      } finally {
        entries.push({ name, description, durationMs: performance.now() - start });
      }
    },
    header(): string {
      const metric = (entry: Timing) =>
        `${entry.name.replace(/[^\w-]/g, '-')};desc="${entry.description.replace(/["\\]/g, '')}";dur=${entry.durationMs.toFixed(1)}`;
      return [...entries.map(metric), `total;desc="Worker";dur=${(performance.now() - startedAt).toFixed(1)}`].join(', ');
    },
  };
}

export type Timings = ReturnType<typeof createTimings>;
