import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': local('./src'),
      '@shared': local('../functions/src/shared'),
      // Firestore imports re2js only for Pipeline LIKE/regex expressions, which the site never
      // runs: the stub saves ~45 KB gzip on every data page (see the file and docs/performance.md).
      re2js: local('./src/lib/firebase/re2js-stub.ts'),
      // Radix dialogs' scroll lock writes its CSS into a <style> element, which the Content-
      // Security-Policy (firebase.json) blocks: this drop-in adopts a constructed stylesheet.
      'react-style-singleton': local('./src/lib/csp-style-singleton.ts'),
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    sourcemap: false,
    target: 'es2022',
    // The manifest lets `npm run bench` sum the JavaScript each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Firestore and zod as chunks of their own, cached across deploys and never merged into
          // the entry or into a shared-code chunk that pages without data would load. Firebase's
          // core is a group of its own with a higher priority: otherwise it would be pulled into
          // the Firestore chunk as a dependency, and the entry (Auth needs the core) would load
          // all of Firestore.
          groups: [
            {
              name: 'firebase',
              priority: 2,
              test: /node_modules[\\/](@firebase[\\/](app|component|logger|util)|firebase[\\/]app|idb)[\\/]/,
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
