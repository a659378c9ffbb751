/**
 * Where a page's main-thread time goes, by source module: Chromium's sampling profiler through the
 * DevTools protocol, at a CPU slowdown, over a first visit (or `--repeat`), mapped back to the
 * sources with the build's source maps. Lighthouse names only the chunk (app-*.js); this names the
 * module and the function inside it.
 * Needs a build with source maps (SOURCEMAP=1, web/vite.config.ts) and the running stack:
 *   SOURCEMAP=1 bash scripts/with-emulators.sh "npx tsx scripts/bench/profile.ts / /books/dune --cpu-slowdown=5"
 * Prints, per page, the self time of the top modules and functions (ms at the slowdown), split
 * before and after the first paint. `--callers=appendChild` also prints who called that function
 * (the nearest frame with a source), e.g. to tell React's DOM work from Vite's preload links.
 * `--tasks-over=50` lists each busy stretch over 50 ms (about a long task) with its heaviest functions.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { BASE_URL, launchChromium } from '../../testing/browser.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const slowdown = Number(option('cpu-slowdown', '5'));
const waitMs = Number(option('wait', '8000'));
const repeat = args.includes('--repeat');
const top = Number(option('top', '25'));
const callersOf = option('callers', '');
const tasksOver = Number(option('tasks-over', '0'));
/** Samples in a row with no idle one between them: about one main-thread task (or a few back to back). */
interface Stretch {
  start: number;
  ms: number;
  fns: Map<string, number>;
}
const dist = join('web', 'dist');

const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(url: string): SourceMapConsumer | null {
  if (!maps.has(url)) {
    const map = `${join(dist, new URL(url).pathname)}.map`;
    maps.set(
      url,
      existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8')) as RawSourceMap) : null,
    );
  }
  return maps.get(url)!;
}

/** A frame's module (the node_modules package, or the app's file) and function name. */
function place(frame: ProfileNode['callFrame']): { module: string; fn: string } {
  if (!frame.url) return { module: `(${frame.functionName || 'program'})`, fn: frame.functionName };
  if (!frame.url.startsWith(BASE_URL)) return { module: frame.url, fn: frame.functionName };
  const map = mapOf(frame.url);
  const file = new URL(frame.url).pathname.split('/').pop()!;
  // A frame without a position (-1: the script as a whole) maps to its file.
  if (!map || frame.lineNumber < 0) return { module: file, fn: frame.functionName };
  const original = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = original.source ?? file;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  const module = pkg ?? source.replace(/^.*?\/src\//, 'src/');
  return { module, fn: `${original.name ?? frame.functionName} (${module}:${original.line ?? '?'})` };
}

const add = (table: Map<string, number>, key: string, ms: number) => table.set(key, (table.get(key) ?? 0) + ms);
const print = (title: string, table: Map<string, number>) => {
  console.log(`   ${title}`);
  for (const [key, ms] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`     ${ms.toFixed(0).padStart(6)} ms  ${key}`);
};

const browser = await launchChromium();
try {
  for (const path of args.filter((a) => !a.startsWith('--'))) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const url = new URL(path, BASE_URL).href;
    if (repeat) {
      await page.goto(url, { waitUntil: 'load' });
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.waitForTimeout(1500);
      await page.goto('about:blank');
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(waitMs);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parentOf = new Map<number, ProfileNode>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
    /** The nearest frame above `node` that has a source: the JS that called a native function. */
    const caller = (node: ProfileNode) => {
      let up = parentOf.get(node.id);
      while (up && !up.callFrame.url) up = parentOf.get(up.id);
      if (!up) return '(none)';
      const { fn, module } = place(up.callFrame);
      return fn || module;
    };
    const callers = new Map<string, number>();
    const modules = new Map<string, number>();
    const fns = new Map<string, number>();
    let before = 0;
    let after = 0;
    let time = profile.startTime;
    const stretches: Stretch[] = [];
    let stretch: Stretch | null = null;
    for (let i = 0; i < profile.samples.length; i++) {
      time += profile.timeDeltas[i]!;
      const node = byId.get(profile.samples[i]!)!;
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      if (node.callFrame.functionName === '(idle)') {
        stretch = null;
        continue;
      }
      const { module, fn } = place(node.callFrame);
      if (!stretch) stretches.push((stretch = { start: (time - profile.startTime) / 1000, ms: 0, fns: new Map() }));
      stretch.ms += ms;
      add(stretch.fns, fn || module, ms);
      add(modules, module, ms);
      add(fns, fn || module, ms);
      if (callersOf && node.callFrame.functionName === callersOf) add(callers, caller(node), ms);
      // The profile starts as the navigation does, within a few milliseconds.
      if ((time - profile.startTime) / 1000 < paint) before += ms;
      else after += ms;
    }
    console.log(
      `== ${path} (${repeat ? 'repeat' : 'first'} visit, ${slowdown}x): busy ${(before + after).toFixed(0)} ms, ` +
        `${before.toFixed(0)} before the first paint (${paint.toFixed(0)} ms), ${after.toFixed(0)} after`,
    );
    print('self time by module', modules);
    print('self time by function', fns);
    if (callersOf) print(`${callersOf}: self time by caller`, callers);
    if (tasksOver) {
      console.log(`   busy stretches over ${tasksOver} ms (no idle sample between; roughly the long tasks)`);
      for (const { start, ms, fns: inside } of stretches.filter((t) => t.ms > tasksOver)) {
        const heaviest = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 6);
        console.log(
          `     @${start.toFixed(0)} for ${ms.toFixed(0)} ms: ${heaviest.map(([f, v]) => `${f} ${v.toFixed(0)}`).join('; ')}`,
        );
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
