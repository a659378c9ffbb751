/**
 * The client build's manifest (build.manifest in vite.config.ts), read by the build itself (each
 * prerendered page's stylesheets and chunks) and by the bundle bench (scripts/bench/bundle.ts).
 */
import type { Manifest } from 'vite';

/** The chunk's key and those of the chunks it imports statically, transitively, depth first. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key]!.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** The key of the app's entry chunk (app.html's script). */
export function entryKeyOf(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('The manifest has no entry chunk');
  return key;
}
