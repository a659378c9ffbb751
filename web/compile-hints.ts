import type { Plugin } from 'vite';

/** V8's explicit compile hint for a whole file (Chrome 136 and later), on the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A small chunk compiles quickly either way, and the hint costs each file about 30 bytes gzip. */
const MIN_HINTED_CHARS = 4_000;

/**
 * Opens the entry and the app's larger chunks with V8's compile hint: their functions are compiled
 * as the file streams in, off the main thread, instead of on the main thread when first called (to
 * other engines it is a comment). A first visit's longest task was the entry's evaluation, over
 * half of it compiling (docs/performance.md, "Compiled while it downloads"). Nearly all of the
 * entry (React DOM, the router, i18next) and of a screen's own code runs at start; of a
 * package-only chunk (the Firebase SDKs, zod) a page runs a part, so those are left alone.
 *
 * It runs last, after Vite's preload map is written at the top of the entry. The file names are
 * hashed before that, which is fine: the hint does not change what the code does.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const ownCode = chunk.moduleIds.some((id) => !id.includes('/node_modules/') && /\.[jt]sx?$/.test(id));
          if (!chunk.isEntry && !(ownCode && chunk.code.length >= MIN_HINTED_CHARS)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The source map's lines move down by one: an empty first line of mappings.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
