/**
 * Lighthouse 12 (mobile preset: its default config, simulated throttling) on Debian's Chromium,
 * started here with the flags of playwright.config.ts and a fresh profile for every run.
 * Reports the median, min and max score per category and URL, the median metrics, and every audit
 * below a full score in accessibility and best practices (what to fix).
 *
 * The CPU slowdown is calibrated to the host, so every machine simulates the same phone
 * (Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown"): Lighthouse's fixed 4x is a
 * multiplier on whatever CPU runs it, and the same code scored 20 points apart on two of our
 * machines. calibrateCpu() measures the host with Lighthouse's own benchmark (its benchmarkIndex,
 * "CPU/Memory Power") and divides by TARGET_PHONE_INDEX. The host's index moves by half between
 * minutes on a shared 2-core machine (1,219-2,511 in one run of 2026-11-27), so a calibrated
 * Lighthouse run measures it again right before each run ('auto'), and reports each run's
 * simulated phone: Lighthouse's own index for that run divided by the multiplier it ran at.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../playwright.config.js';
import { BASE_URL, CHROME_PATH, launchChromium } from '../../testing/browser.js';
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

/**
 * The phone every run simulates, as a Lighthouse benchmarkIndex: what Lighthouse's default 4x makes
 * of the mid-range desktop its docs assume (about 1,600), a mid-tier phone in their table
 * (125-800). A host scoring 1,600 runs at 4x, one scoring 800 at 2x.
 */
export const TARGET_PHONE_INDEX = 400;
const SLOWDOWN_RANGE = [1, 20] as const;

export interface CpuCalibration {
  /** The host's Lighthouse benchmarkIndex: the median of `samples` runs in Chromium. */
  benchmarkIndex: number;
  samples: number[];
  targetIndex: number;
  /** benchmarkIndex / targetIndex, within SLOWDOWN_RANGE, one decimal. */
  cpuSlowdownMultiplier: number;
}

/** The host's benchmarkIndex, measured by Lighthouse's own page function in Chromium. */
export async function calibrateCpu(samples = 5): Promise<CpuCalibration> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    await page.evaluate(source); // warms V8 up, as Lighthouse's own calibration does
    const measured: number[] = [];
    for (let i = 0; i < samples; i++) measured.push(Math.round(await page.evaluate<number>(source)));
    const benchmarkIndex = median(measured);
    const [low, high] = SLOWDOWN_RANGE;
    const multiplier = Math.min(high, Math.max(low, benchmarkIndex / TARGET_PHONE_INDEX));
    return {
      benchmarkIndex,
      samples: measured,
      targetIndex: TARGET_PHONE_INDEX,
      cpuSlowdownMultiplier: Math.round(multiplier * 10) / 10,
    };
  } finally {
    await browser.close();
  }
}

/**
 * 'first': a fresh profile, as Lighthouse runs by default (nothing cached, no service worker).
 * 'repeat': the page was opened once before in the same profile (its service worker installed and
 * its precache filled, the HTTP cache warm), and Lighthouse keeps that storage. The reader comes
 * back later: the worker has stopped and the page starts in a new renderer (primeVisit).
 */
export type Visit = 'first' | 'repeat';

/** Opens the page once in the Chromium on `port` and waits for its service worker to be active. */
export async function primeVisit(port: number, url: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The worker's precache is filled when it is active; a moment more for its runtime caches.
    await page.waitForTimeout(1000);
    await page.close();
    await stopServiceWorkers(browser.contexts()[0]!);
  } finally {
    // Connected, not launched: this disconnects and leaves Chromium (and its storage) running.
    await browser.close();
  }
}

/**
 * Stops the profile's service workers, as the browser does once a reader has left. A running worker
 * keeps the closed tab's renderer alive, the next visit commits into it, and Lighthouse's profiler
 * then starts by walking the heap that tab left (CpuProfiler::StartProfiling: 330 ms at 1x against
 * 21 ms in a new renderer, 2026-11-29): a simulated task of half a second or more that no reader has.
 */
async function stopServiceWorkers(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const running = new Map<string, string>();
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions) running.set(version.versionId, version.runningStatus);
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    // The first visit registered a worker, so none known yet means its state has not arrived.
    const stopped = () => running.size > 0 && [...running.values()].every((status) => status === 'stopped');
    for (let waited = 0; !stopped() && waited < 5000; waited += 100) await page.waitForTimeout(100);
    if (!stopped()) throw new Error('the service worker did not stop after the prime visit');
  } finally {
    await page.close();
  }
}

export interface LighthouseResult {
  url: string;
  visit: Visit;
  scores: Record<(typeof CATEGORIES)[number], Summary>;
  metrics: Record<string, number>;
  /** Audits below a full score in accessibility or best practices (in any run). */
  issues: string[];
  /** Performance opportunities of the median run, largest first. */
  opportunities: string[];
  /** The benchmarkIndex Lighthouse measured in each run (the host's load shows here). */
  benchmarkIndex: Summary;
  /** Each run's CPU slowdown (one value unless calibrated per run). */
  cpuSlowdownMultiplier: Summary;
  /** Each run's index over its slowdown: the phone it simulated (TARGET_PHONE_INDEX when calibrated well). */
  simulatedPhoneIndex: Summary;
  /** KB the page's requests moved over the network in each run: near 0 on a warm repeat visit. */
  transferKB: Summary;
}

/**
 * `slowdown`: 'auto' calibrates each run (calibrateCpu, 3 samples, just before it), a number is
 * used for every run, undefined is Lighthouse's 4x.
 */
export async function benchLighthouse(
  paths: string[],
  runs: number,
  slowdown?: number | 'auto',
  visits: Visit[] = ['first'],
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const path of paths)
    for (const visit of visits) {
      const url = new URL(path, BASE_URL).href;
      const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      const metrics: Record<string, number[]> = Object.fromEntries(METRICS.map((m) => [m, []]));
      const issues = new Set<string>();
      const opportunities: string[][] = [];
      const indexes: number[] = [];
      const multipliers: number[] = [];
      const transfers: number[] = [];
      for (let i = 0; i < runs; i++) {
        const cpuSlowdownMultiplier = slowdown === 'auto' ? (await calibrateCpu(3)).cpuSlowdownMultiplier : slowdown;
        const once = () =>
          withChromium(async (port) => {
            if (visit === 'repeat') await primeVisit(port, url);
            const result = await lighthouse(url, {
              port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: [...CATEGORIES],
              disableStorageReset: visit === 'repeat',
              ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
            });
            if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
            return result.lhr;
          });
        let lhr = await once();
        // A trace Chromium failed to record ("Please run Lighthouse again") is run again, once; it
        // says nothing about the page.
        if (lhr.runtimeError?.code === 'NO_NAVSTART') lhr = await once();
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
        const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
        if (cpuSlowdownMultiplier && applied !== cpuSlowdownMultiplier)
          throw new Error(`Lighthouse ran at ${applied}x, not the calibrated ${cpuSlowdownMultiplier}x`);
        indexes.push(Math.round(lhr.environment.benchmarkIndex));
        multipliers.push(applied);
        const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ transferSize?: number }> })
          ?.items;
        transfers.push(Math.round((requests ?? []).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024));
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
        visit,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, summarize(scores[c]!)])) as LighthouseResult['scores'],
        metrics: Object.fromEntries(METRICS.map((m) => [m, Math.round(median(metrics[m]!) * 1000) / 1000])),
        issues: [...issues],
        opportunities: opportunities[medianRun] ?? [],
        benchmarkIndex: summarize(indexes),
        cpuSlowdownMultiplier: summarize(multipliers),
        simulatedPhoneIndex: summarize(indexes.map((index, i) => Math.round(index / multipliers[i]!))),
        transferKB: summarize(transfers),
      });
    }
  return results;
}
