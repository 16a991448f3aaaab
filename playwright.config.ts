import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './scripts/lib/chromium.ts';

// Started by scripts/e2e.ts, which serves the production build and sets BASE_URL.

// What the server answers and what a page says are the same on every device: these specs, and the tests
// tagged ANY_DEVICE in the others (tests/e2e/fixtures.ts), run once, on the desktop. Everything a visitor
// sees or touches runs on the desktop and on a 390 px phone, but for one device's own layout (tagged
// PHONE_ONLY or DESKTOP_ONLY), which the other project leaves out.
const DEVICE_INDEPENDENT =
  /(routes|local-server|caching|security-headers|faults|error-reporting|photo-privacy|catalogue|console-hostile)\.spec\.ts$/;
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/artifacts/results',
  fullyParallel: true,
  workers: 2,
  // a failure is run once more, recording a trace this time (below); passing on the second run still
  // fails the run: a flaky test is a broken test (docs/testing.md, "Tests that never flake")
  retries: 1,
  failOnFlakyTests: true,
  // Limits are hang detectors sized for a slow, busy machine, never speed checks: every test waits on
  // state (an element, an address, a request the page makes), however long the machine takes to get there.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: 'tests/artifacts/e2e-results.json' }]],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:8787',
    // a trace (every action with the page's DOM before and after it, every response) is recorded on the
    // retry of a failed test only: recorded for every test it cost about a sixth of the step's time
    // (decision 064). The screencast is left out: encoding every frame cost a good share of a core.
    trace: { mode: 'on-first-retry', screenshots: false },
    // the headless shell where installed (scripts/lib/chromium.ts, decision 072)
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testIgnore: /fuzz\.spec\.ts$/,
      grepInvert: /@phone-only/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testIgnore: [/fuzz\.spec\.ts$/, DEVICE_INDEPENDENT],
      grepInvert: /@any-device|@desktop-only/,
    },
    // thousands of cold renders: after the others, so its load cannot slow their pages past a timeout
    { name: 'fuzz', testMatch: /fuzz\.spec\.ts$/, dependencies: ['desktop', 'mobile'] },
  ],
});
