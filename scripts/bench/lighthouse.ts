// Lighthouse's mobile performance audit (its default: a mid-range phone on a slow 4G link, simulated)
// in Debian's Chromium. Each page is audited several times and the median run by score is kept:
// one run on a shared machine is noise. The pages are fetched once as a phone first, so the audit
// sees the edge-cached page most visitors get (what a render costs is in the throughput table).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

export type LighthouseResult = { label: string; path: string; score: number; lcpMs: number; cls: number; tbtMs: number; runs: number[] };

export async function auditPages(base: string, pages: Array<{ label: string; path: string }>, runs: number): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      await fetch(new URL(page.path, base), { headers: { 'User-Agent': PHONE } }).then((response) => response.arrayBuffer());
      const audits = [];
      for (let i = 0; i < runs; i += 1) {
        const outcome = await lighthouse(new URL(page.path, base).href, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = outcome?.lhr;
        if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path}: ${lhr?.runtimeError?.message ?? 'no result'}`);
        audits.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(4)),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
        });
      }
      audits.sort((a, b) => a.score - b.score);
      const median = audits[Math.floor(audits.length / 2)]!;
      results.push({ ...page, ...median, runs: audits.map((audit) => audit.score) });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
