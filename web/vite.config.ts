import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Manifest, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PAGES, type PrerenderedId } from '../functions/src/shared/pages';
import { robotsTxt } from '../functions/src/shared/robots';
import { entryKeyOf, staticClosure } from './build-manifest';
import { compileHints } from './compile-hints';

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The languages with a web app manifest of their own: the page links the one of its language. */
const MANIFEST_LANGUAGES = ['en', 'ar'] as const;

/**
 * manifest.<lang>.webmanifest for each language, its names from that language's `common`
 * catalogue (the same strings the page shows; English where a translation is missing).
 */
function webAppManifests(): Plugin {
  type Common = { libraryName?: string; app?: { shortName?: string; description?: string } };
  const catalogue = (lang: string): Common => {
    try {
      return JSON.parse(readFileSync(local(`./src/i18n/locales/${lang}/common.json`), 'utf8'));
    } catch {
      return {};
    }
  };
  const en = catalogue('en');
  return {
    name: 'web-app-manifests',
    generateBundle() {
      for (const lang of MANIFEST_LANGUAGES) {
        const c = catalogue(lang);
        const manifest = {
          id: '/',
          name: c.libraryName ?? en.libraryName,
          short_name: c.app?.shortName ?? en.app?.shortName,
          description: c.app?.description ?? en.app?.description,
          lang,
          dir: lang === 'ar' ? 'rtl' : 'ltr',
          // Arabic readers' installed app opens in Arabic (?lang= is remembered, docs/i18n.md).
          start_url: lang === 'en' ? '/' : `/?lang=${lang}`,
          scope: '/',
          display: 'standalone',
          background_color: '#f7f5f0',
          theme_color: '#1f4e5f',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        };
        this.emitFile({
          type: 'asset',
          fileName: `manifest.${lang}.webmanifest`,
          source: `${JSON.stringify(manifest, null, 2)}\n`,
        });
      }
    },
  };
}

/** robots.txt (functions/src/shared/robots.ts), from the page table. */
function robotsFile(): Plugin {
  return {
    name: 'robots-txt',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt() });
    },
  };
}

/**
 * `vite` (the dev server) answers page addresses with the shell, app.html: its own fallback looks
 * for an index.html, which this app does not have (see build.rolldownOptions.input).
 */
function shellInDev(): Plugin {
  return {
    name: 'shell-in-dev',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const page = req.method === 'GET' && req.headers.accept?.includes('text/html') && !req.url?.includes('.');
        if (page) req.url = '/app.html';
        next();
      });
    },
  };
}

const alias = {
  '@': local('./src'),
  '@shared': local('../functions/src/shared'),
  // Firestore imports re2js only for Pipeline LIKE/regex expressions, which the site never
  // runs: the stub saves ~45 KB gzip on every data page (see the file and docs/performance.md).
  re2js: local('./src/lib/firebase/re2js-stub.ts'),
  // Radix dialogs' scroll lock writes its CSS into a <style> element, which the Content-
  // Security-Policy (firebase.json) blocks: this drop-in adopts a constructed stylesheet.
  'react-style-singleton': local('./src/lib/csp-style-singleton.ts'),
};

/** The prerendered pages' screen modules, by page id: the page kind prerender.ts names. */
const PRERENDERED_SCREENS = Object.fromEntries(
  Object.entries(PAGES)
    .filter(([, page]) => page.prerendered)
    .map(([id, page]) => [id, `src/app/routes/${page.screen}.tsx`]),
) as Record<PrerenderedId, string>;

/**
 * Code a prerendered page loads as soon as it is live, beside its route: the book page's
 * availability panel (app/routes/book-detail.tsx), what a reader acts on first.
 */
const LOADED_WITH_SCREEN: Partial<Record<PrerenderedId, string[]>> = {
  book: ['src/features/lending/components/availability-panel.tsx'],
};

/**
 * What each prerendered page needs beside the entry, from the client build's manifest: the
 * stylesheets of its route chunk and of the chunks that imports statically (without them the
 * server's markup would paint unstyled until the route's code arrives), and the files of those
 * chunks and of LOADED_WITH_SCREEN's, which the page asks for a few at a time before it loads its
 * route (lib/preload-modules.ts).
 */
function prerenderAssets() {
  const manifest = JSON.parse(readFileSync(local('./dist/.vite/manifest.json'), 'utf8')) as Manifest;
  const closure = (key: string, seen?: Set<string>) => staticClosure(manifest, key, seen);
  const entryKey = entryKeyOf(manifest);
  const entryChunks = closure(entryKey);
  const entryCss = new Set(manifest[entryKey]!.css ?? []);
  const assetsOf = (kind: PrerenderedId, screen: string) => {
    const chunks = [...closure(screen)];
    const withScreen = new Set(chunks);
    for (const module of LOADED_WITH_SCREEN[kind] ?? []) {
      if (!manifest[module]) throw new Error(`LOADED_WITH_SCREEN: ${module} is not a chunk of the build`);
      closure(module, withScreen);
    }
    return {
      styles: [...new Set(chunks.flatMap((k) => manifest[k]!.css ?? []))]
        .filter((css) => !entryCss.has(css))
        .map((css) => `/${css}`),
      modules: [...withScreen].filter((k) => !entryChunks.has(k)).map((k) => `/${manifest[k]!.file}`),
    };
  };
  return Object.fromEntries(
    Object.entries(PRERENDERED_SCREENS).map(([kind, screen]) => [kind, assetsOf(kind as PrerenderedId, screen)]),
  ) as Record<PrerenderedId, { styles: string[]; modules: string[] }>;
}

/**
 * `vite build --ssr src/entry-server.tsx`: the server's render of the first screens, one
 * self-contained module (every package bundled in) in functions/prerender/, beside a copy of the
 * client's app.html (built first, it names the hashed chunks): the function deploys on its own.
 */
const ssrConfig = defineConfig({
  plugins: [
    react(),
    {
      name: 'prerender-template',
      writeBundle() {
        copyFileSync(local('./dist/app.html'), local('../functions/prerender/app.html'));
        writeFileSync(local('../functions/prerender/assets.json'), JSON.stringify(prerenderAssets()));
      },
    },
  ],
  resolve: { alias },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: '../functions/prerender',
    emptyOutDir: true,
    sourcemap: false,
    target: 'node20',
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

/** The chunks whose files keep their names (see chunkFileNames). */
const NAMED_CHUNKS = new Set([
  'app',
  'auth',
  'firebase',
  'firestore',
  'firestore-lite',
  'firestore-common',
  'zod',
  'home',
]);

const clientConfig = defineConfig({
  plugins: [
    react(),
    webAppManifests(),
    robotsFile(),
    shellInDev(),
    compileHints(),
    // The service worker (src/sw.ts; docs/performance.md, "Installable app"), built from that
    // file with Workbox's precache list of this build injected. lib/pwa/register.ts registers it.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        // Covers are cached when shown, not all up front; the build manifest is for the bench.
        globIgnores: ['covers/**', '.vite/**', 'unsubscribe.css'],
      },
    }),
  ],
  resolve: { alias },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    // Source maps only when asked (SOURCEMAP=1): the CPU profile bench (scripts/bench/profile.ts)
    // maps its samples back to the sources with them; a deployed build has none.
    sourcemap: process.env.SOURCEMAP === '1',
    target: 'es2022',
    // The manifest lets `npm run bench` sum the JavaScript each route loads.
    manifest: true,
    rolldownOptions: {
      // The app's shell is app.html, not index.html: Hosting would answer "/" with an index.html
      // before any rewrite, and "/" is a prerendered page (functions/src/http/prerender.ts).
      input: local('./app.html'),
      output: {
        // Chunks are named by their hash alone: the entry lists every chunk's file (its preload
        // map), and every import names one, so names cost every page bytes. The SDKs and the app
        // keep theirs, and the home page's (the browser tests tell them by name).
        chunkFileNames: (chunk) => (NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        codeSplitting: {
          // Firestore and zod as chunks of their own, cached across deploys and never merged into
          // the entry or into a shared-code chunk that pages without data would load. Firebase's
          // core is a group of its own with a higher priority: otherwise it would be pulled into
          // the Firestore chunk as a dependency, and the entry (Auth needs the core) would load
          // all of Firestore.
          groups: [
            {
              // Everything the entry loads in one file: left alone, the modules it shares with
              // lazy routes (React, the JSX runtime, icons' base, small constants) came as five
              // more chunks, each one more request before the first paint.
              name: 'app',
              tags: ['$initial'],
              priority: 0,
            },
            {
              name: 'firebase',
              priority: 2,
              test: /node_modules[\\/](@firebase[\\/](app|component|logger|util)|firebase[\\/]app|idb)[\\/]/,
            },
            {
              // The little code both Firestore SDKs use (its integer and hash helpers), so that
              // neither SDK's chunk imports the other's.
              name: 'firestore-common',
              priority: 3,
              test: /node_modules[\\/]@firebase[\\/]webchannel-wrapper[\\/]dist[\\/]bloom-blob[\\/]/,
            },
            {
              // The lite SDK (one-shot reads, lib/firebase/firestore-lite.ts) on its own: search
              // loads it without the full SDK.
              name: 'firestore-lite',
              priority: 2,
              test: /node_modules[\\/](@firebase[\\/]firestore[\\/]dist[\\/]lite|firebase[\\/]firestore[\\/]lite)[\\/]/,
            },
            {
              name: 'firestore',
              priority: 1,
              test: /node_modules[\\/](@firebase[\\/](firestore|webchannel-wrapper)|firebase[\\/]firestore)[\\/]/,
            },
            { name: 'zod', priority: 1, test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrConfig : clientConfig));
