/**
 * JavaScript shipped per route, gzip, from a production build with a Vite manifest.
 * For each page of the table (functions/src/shared/pages.ts): the entry chunk (app.html) plus the
 * page's screen chunk and every chunk either of them imports statically, each counted once. Chunks a screen
 * loads later by dynamic import (e.g. the AI panel after a click) are not counted: they are not
 * needed to show the page.
 *   npx tsx scripts/bench/bundle.ts [distDir]     (default web/dist; needs build.manifest)
 *   npx tsx scripts/bench/bundle.ts --check       (npm test: exits 1 when a route is over budget,
 *                                                 or the entry lacks its compile hint)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { PAGES } from '@shared/pages';
import { entryKeyOf, staticClosure } from '../../web/build-manifest';
import { COMPILE_HINT } from '../../web/compile-hints';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * A phone's budget (issue 28): the public pages a visitor lands on (the prerendered ones) start
 * with at most 150 KB; every other screen with at most 260 KB.
 */
export const BUNDLE_TARGETS = { publicKb: 150, routeKb: 260 };

/** A route pattern is public when the server prerenders its page. */
const isPublicPage = (pattern: string) =>
  Object.values(PAGES).some((page) => page.path === pattern && page.prerendered);

/** Route path -> module file (relative to web/): each page's screen. */
export function routeModules(): Array<{ path: string; module: string }> {
  return Object.values(PAGES).map((page) => ({
    path: page.path === '*' ? '/*' : page.path,
    module: `src/app/routes/${page.screen}.tsx`,
  }));
}

export function measureBundles(distDir = join(root, 'web/dist')) {
  const manifestPath = join(distDir, '.vite/manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    throw new Error(`${manifestPath} is missing: build the web app with build.manifest enabled.`);
  }
  const gzipCache = new Map<string, number>();
  const gz = (file: string): number => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(distDir, file))).length);
    return gzipCache.get(file)!;
  };
  const filesOf = (chunks: Set<string>) => new Set([...chunks].map((k) => manifest[k]!.file));
  const entryKey = entryKeyOf(manifest);
  const entryChunks = staticClosure(manifest, entryKey);
  const entryFiles = filesOf(entryChunks);
  const sum = (files: Iterable<string>) => [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gz(f), 0);
  const entryBytes = sum(entryFiles);
  const routes = routeModules().map(({ path, module }) => {
    if (!manifest[module]) throw new Error(`${module} (route ${path}) is not in the manifest`);
    // The route's chunks with the entry's: what a visit to it loads.
    const files = filesOf(staticClosure(manifest, module, new Set(entryChunks)));
    const routeOnly = [...files].filter((f) => !entryFiles.has(f));
    const bytes = sum(files);
    const limit = isPublicPage(path) ? BUNDLE_TARGETS.publicKb : BUNDLE_TARGETS.routeKb;
    return {
      route: path,
      gzipKb: +(bytes / 1024).toFixed(1),
      routeChunksKb: +(sum(routeOnly) / 1024).toFixed(1),
      chunks: files.size,
      targetKb: limit,
      met: bytes / 1024 <= limit,
    };
  });
  const largest = Object.values(manifest)
    .map((c) => ({ file: c.file, gzipKb: +(gz(c.file) / 1024).toFixed(1), name: c.name ?? c.src ?? '' }))
    .filter((c) => c.file.endsWith('.js'))
    .sort((a, b) => b.gzipKb - a.gzipKb)
    .slice(0, 6);
  // web/compile-hints.ts: the entry is compiled as it downloads only if the hint opens the file.
  const entryCompileHint = readFileSync(join(distDir, manifest[entryKey]!.file), 'utf8').startsWith(
    `${COMPILE_HINT}\n`,
  );
  return { entryGzipKb: +(entryBytes / 1024).toFixed(1), entryCompileHint, routes, largestChunks: largest };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const result = measureBundles(args.find((a) => !a.startsWith('--')) ?? join(root, 'web/dist'));
  if (args.includes('--check')) {
    // A regression fails the tests: a route over its budget.
    const over = result.routes.filter((r) => !r.met);
    for (const r of over) console.error(`${r.route}: ${r.gzipKb} KB gzip, over its budget`);
    console.log(`JS per route: ${result.routes.length - over.length} of ${result.routes.length} within budget`);
    // Or an entry without its compile hint (a build step that wrote before it, say).
    if (!result.entryCompileHint) console.error(`The entry does not open with ${COMPILE_HINT}`);
    process.exit(over.length || !result.entryCompileHint ? 1 : 0);
  }
  console.log(
    `entry (app.html + static imports): ${result.entryGzipKb} KB gzip, compile hint: ${result.entryCompileHint}`,
  );
  console.table(result.routes);
  console.table(result.largestChunks);
}
