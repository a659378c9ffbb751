/**
 * Why a page scores what it scores: one Lighthouse run (mobile preset, performance only) per path
 * against the running stack (`npm start`, or `scripts/with-emulators.sh "sleep 3600"`), printing
 * the metrics, the LCP element and its phases, the longest main-thread tasks and the scripts that
 * cost the most CPU. The full report goes to artifacts/bench/lh-<path>.json.
 *   npx tsx scripts/bench/lighthouse-diagnose.ts /books /community
 * `--repeat` runs each as a repeat visit (the page opened once before, its service worker active);
 * `--cpu-slowdown=7` sets Lighthouse's CPU multiplier (default its 4x), e.g. to what the bench calibrated.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { BASE_URL } from '../../testing/browser.js';
import { primeVisit, withChromium } from './lighthouse.js';

type Items = Array<Record<string, unknown>>;
const items = (audit: { details?: unknown } | undefined): Items =>
  ((audit?.details as { items?: Items } | undefined)?.items ?? []) as Items;
const file = (url: unknown) =>
  String(url ?? '')
    .split('/')
    .pop() || '(unattributed)';
const ms = (v: unknown) => Math.round(Number(v));

const outDir = join('artifacts', 'bench');
mkdirSync(outDir, { recursive: true });
const repeat = process.argv.includes('--repeat');
const slowdownArg = process.argv.find((arg) => arg.startsWith('--cpu-slowdown='));
const cpuSlowdownMultiplier = slowdownArg ? Number(slowdownArg.split('=')[1]) : undefined;
for (const path of process.argv.slice(2).filter((arg) => !arg.startsWith('--'))) {
  const lhr = await withChromium(async (port) => {
    const url = new URL(path, BASE_URL).href;
    if (repeat) await primeVisit(port, url);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: repeat,
      ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    return result.lhr;
  });
  writeFileSync(join(outDir, `lh-${path.replace(/\W+/g, '_')}${repeat ? '-repeat' : ''}.json`), JSON.stringify(lhr));
  const a = lhr.audits;
  const metric = (id: string) => ms(a[id]?.numericValue);
  console.log(
    `== ${path}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`,
    `FCP ${metric('first-contentful-paint')} ms, LCP ${metric('largest-contentful-paint')} ms,`,
    `SI ${metric('speed-index')} ms, TBT ${metric('total-blocking-time')} ms, CLS ${a['cumulative-layout-shift']?.numericValue?.toFixed(3)}`,
  );
  const [element, phases] = items(a['largest-contentful-paint-element']);
  const node = (items(element as { details?: unknown })[0] ?? (element?.items as Items | undefined)?.[0])?.node as
    { snippet?: string } | undefined;
  console.log('   LCP element:', node?.snippet?.slice(0, 140) ?? '?');
  const phaseItems = (phases?.items as Items | undefined) ?? [];
  console.log('   LCP phases:', phaseItems.map((p) => `${String(p.phase)} ${ms(p.timing)}`).join(', '));
  console.log(
    '   long tasks:',
    items(a['long-tasks'])
      .slice(0, 12)
      .map((t) => `${file(t.url)} @${ms(t.startTime)} for ${ms(t.duration)}`)
      .join('; '),
  );
  console.log(
    '   CPU by script:',
    items(a['bootup-time'])
      .slice(0, 6)
      .map((t) => `${file(t.url)} ${ms(t.total)} (script ${ms(t.scripting)})`)
      .join('; '),
  );
}
