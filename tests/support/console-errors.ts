// An error or warning logged while a test runs fails that test unless the test declared it: a test
// that breaks something on purpose states what the app will log (`expectConsoleError(/gateway
// failure/)`), which is then checked and kept out of the output; one nobody expected is a failure,
// not noise. Both vitest layers install the rule in their setup file (vitest.config.ts).
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

type Level = 'error' | 'warn';
type Expectation = { level: Level; pattern: RegExp | string; seen: boolean };

let expectations: Expectation[] = [];
const spies = new Map<Level, MockInstance<(...args: unknown[]) => void>>();

/** The running test makes the app call console.error with something matching `pattern`, at least once. */
export function expectConsoleError(pattern: RegExp | string): void {
  expectations.push({ level: 'error', pattern, seen: false });
}

/** The running test makes the app call console.warn with something matching `pattern`, at least once. */
export function expectConsoleWarning(pattern: RegExp | string): void {
  expectations.push({ level: 'warn', pattern, seen: false });
}

export function failOnUnexpectedConsoleErrors(): void {
  beforeEach(() => {
    expectations = [];
    for (const level of ['error', 'warn'] as const)
      spies.set(
        level,
        vi.spyOn(console, level).mockImplementation(() => {}),
      );
  });

  afterEach(() => {
    const unexpected: string[] = [];
    for (const [level, spy] of spies) {
      for (const args of spy.mock.calls) {
        const line = args.map(asText).join(' ');
        const matching = expectations.filter((expectation) => expectation.level === level && matches(expectation.pattern, line));
        for (const expectation of matching) expectation.seen = true;
        if (matching.length === 0) unexpected.push(`console.${level}: ${line}`);
      }
      spy.mockRestore();
    }
    spies.clear();
    const missing = expectations.filter((expectation) => !expectation.seen).map(({ level, pattern }) => `console.${level}: ${pattern}`);
    expect(unexpected, 'logged, but not declared with expectConsoleError() or expectConsoleWarning()').toEqual([]);
    expect(missing, 'declared, but never logged').toEqual([]);
  });
}

const matches = (pattern: RegExp | string, line: string) => (typeof pattern === 'string' ? line.includes(pattern) : pattern.test(line));

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack ?? String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
