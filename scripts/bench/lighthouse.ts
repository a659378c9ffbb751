/**
 * Lighthouse 12 (mobile preset: its default config, simulated throttling) on Debian's Chromium,
 * started here with the flags of playwright.config.ts and a fresh profile for every run.
 * Reports the median, min and max score per category and URL, the median metrics, and every audit
 * below a full score in accessibility and best practices (what to fix).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../playwright.config.js';
import { BASE_URL, CHROME_PATH } from '../../testing/browser.js';
import { median, summarize, type Summary } from './stats.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];
const PORT = 9333;

export async function withChromium<T>(fn: (port: number) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const chrome = spawn(
    CHROME_PATH,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${PORT}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    for (let i = 0; ; i++) {
      try {
        await fetch(`http://127.0.0.1:${PORT}/json/version`);
        break;
      } catch {
        if (i > 100) throw new Error('Chromium did not open its debugging port');
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    return await fn(PORT);
  } finally {
    chrome.kill('SIGKILL');
    await new Promise((r) => chrome.once('exit', r));
    // Chromium's helper processes may still be writing as it exits: retry, never fail the run.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      /* a leftover temporary profile is not worth failing the benchmark */
    }
  }
}

export interface LighthouseResult {
  url: string;
  scores: Record<(typeof CATEGORIES)[number], Summary>;
  metrics: Record<string, number>;
  /** Audits below a full score in accessibility or best practices (in any run). */
  issues: string[];
  /** Performance opportunities of the median run, largest first. */
  opportunities: string[];
}

export async function benchLighthouse(paths: string[], runs: number): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const path of paths) {
    const url = new URL(path, BASE_URL).href;
    const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
    const metrics: Record<string, number[]> = Object.fromEntries(METRICS.map((m) => [m, []]));
    const issues = new Set<string>();
    const opportunities: string[][] = [];
    for (let i = 0; i < runs; i++) {
      const once = () =>
        withChromium(async (port) => {
          const result = await lighthouse(url, {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
          return result.lhr;
        });
      let lhr = await once();
      // A trace Chromium failed to record ("Please run Lighthouse again") is run again, once; it
      // says nothing about the page.
      if (lhr.runtimeError?.code === 'NO_NAVSTART') lhr = await once();
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      for (const c of CATEGORIES) scores[c]!.push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
      for (const m of METRICS) metrics[m]!.push(lhr.audits[m]?.numericValue ?? NaN);
      for (const c of ['accessibility', 'best-practices'] as const) {
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
            issues.add(`${c}: ${ref.id} (${audit.title})`);
        }
      }
      opportunities.push(
        Object.values(lhr.audits)
          .filter(
            (a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 0 && a.score !== null && a.score < 1,
          )
          .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
          .map((a) => `${a.id} (${a.displayValue ?? ''})`),
      );
    }
    const perf = scores.performance!;
    const medianRun = perf.indexOf([...perf].sort((a, b) => a - b)[Math.floor(perf.length / 2)]!);
    results.push({
      url: path,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, summarize(scores[c]!)])) as LighthouseResult['scores'],
      metrics: Object.fromEntries(METRICS.map((m) => [m, Math.round(median(metrics[m]!) * 1000) / 1000])),
      issues: [...issues],
      opportunities: opportunities[medianRun] ?? [],
    });
  }
  return results;
}
