// Lighthouse's mobile performance audit (a mid-range phone on a slow 4G link, simulated) in Debian's
// Chromium. Each page is audited several times and the median run by score is kept: one run on a
// shared machine is noise. The pages are fetched once as a phone first, so the audit sees the
// edge-cached page most visitors get (what a render costs is in the throughput table).
// Lighthouse simulates the phone from what it observes on this machine, so what depends on the machine
// is set rather than observed: the CPU slowdown is calibrated to the host (cpu-calibration.ts), and the
// server's answer time is fixed (SERVER_RESPONSE_MS) instead of the local server's on a busy machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts';
import { calibration, describeCalibration, median, type CpuCalibration } from './cpu-calibration.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const CALIBRATION_SAMPLES = 5;
/**
 * The server response time the simulated page load gives the site's origin: Lighthouse's own default
 * for an origin it has no observation of (lantern's DEFAULT_SERVER_RESPONSE_TIME), about what the edge
 * takes to answer from its cache. Observed on the local server it is what the machine's other work
 * adds (from about 60 ms to 700 ms on one 2-core machine as its other work grew), and every request
 * of the critical path pays it again. How fast the server renders is the throughput table's business.
 */
const SERVER_RESPONSE_MS = 30;

export type LighthouseResult = {
  label: string;
  path: string;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  runs: number[];
  /** median of the benchmarkIndex Lighthouse measured at the start of each run: how busy the host was */
  benchmarkIndex: number;
};

export async function auditPages(
  base: string,
  pages: Array<{ label: string; path: string }>,
  runs: number,
  options: { cpuSlowdown?: number; upstream?: string; saveTo?: string } = {},
): Promise<{ cpu: CpuCalibration; serverResponseMs: number; results: LighthouseResult[] }> {
  const origin = new URL(base).origin;
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs, '--ignore-certificate-errors'] });
  try {
    const cpu = calibration(await measureBenchmarkIndex(chrome.port, CALIBRATION_SAMPLES), options.cpuSlowdown);
    console.log(`  ${describeCalibration(cpu)}`);
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      await fetch(new URL(page.path, options.upstream ?? base), { headers: { 'User-Agent': PHONE } }).then((response) => response.arrayBuffer());
      const audits = [];
      for (let i = 0; i < runs; i += 1) {
        const outcome = await lighthouse(new URL(page.path, base).href, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['performance'],
          throttling: { cpuSlowdownMultiplier: cpu.cpuSlowdownMultiplier },
          // Lighthouse's documented way to set what it would otherwise estimate (--precomputed-lantern-data-path)
          precomputedLanternData: {
            additionalRttByOrigin: { [origin]: 0 },
            serverResponseTimeByOrigin: { [origin]: SERVER_RESPONSE_MS },
          },
        });
        const lhr = outcome?.lhr;
        if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path}: ${lhr?.runtimeError?.message ?? 'no result'}`);
        if (options.saveTo) {
          mkdirSync(options.saveTo, { recursive: true });
          writeFileSync(join(options.saveTo, `${page.label.replaceAll(' ', '-')}-${i + 1}.json`), JSON.stringify(lhr));
        }
        if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpu.cpuSlowdownMultiplier) {
          throw new Error(`Lighthouse ran ${page.path} with a CPU slowdown of ${lhr.configSettings.throttling.cpuSlowdownMultiplier}×`);
        }
        // "The page loaded too slowly to finish within the time limit" and the like: the run is suspect
        for (const warning of lhr.runWarnings) console.warn(`  ${page.path}: Lighthouse: ${warning}`);
        audits.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(4)),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      }
      const benchmarkIndex = median(audits.map((audit) => audit.benchmarkIndex));
      audits.sort((a, b) => a.score - b.score);
      const chosen = audits[Math.floor(audits.length / 2)]!;
      console.log(`  ${page.label.padEnd(20)} ${String(chosen.score).padStart(3)} (runs: ${audits.map((audit) => audit.score).join(', ')})  benchmarkIndex ${benchmarkIndex}`);
      results.push({ ...page, ...chosen, runs: audits.map((audit) => audit.score), benchmarkIndex });
    }
    return { cpu, serverResponseMs: SERVER_RESPONSE_MS, results };
  } finally {
    chrome.kill();
  }
}

/**
 * Runs Lighthouse's benchmark (`computeBenchmarkIndex`, about 1 s each) in a fresh tab of the Chromium
 * listening on `port`, once to warm up and then `samples` times, and returns every sample kept.
 * One sample on a shared machine moves by a third either way; the median of a few is the figure.
 */
async function measureBenchmarkIndex(port: number, samples: number): Promise<number[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const results: number[] = [];
    for (let i = 0; i <= samples; i += 1) {
      const page = await context.newPage();
      const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
      await page.close();
      if (i > 0) results.push(index);
    }
    return results;
  } finally {
    // disconnects; the browser stays up for the audits
    await browser.close();
  }
}
