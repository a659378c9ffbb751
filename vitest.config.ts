import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./functions/src/shared', import.meta.url)),
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            // The OpenAI provider against an in-process stub server: no emulator needed.
            'tests/ai/**/*.unit.test.ts',
            // Deploy packaging with firebase-tools' own code: no emulator needed.
            'tests/security/*.unit.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'emulator',
          include: ['tests/**/*.test.ts'],
          // tests/ai needs emulators whose functions talk to the OpenAI stub: project 'ai-stub'.
          exclude: ['tests/ai/**', 'tests/**/*.unit.test.ts'],
          environment: 'node',
          // One emulator, shared state: files run one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['testing/require-emulators.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          // Callables through the Functions emulator with the real OpenAI client pointed at the
          // stub: run by scripts/with-ai-stub-emulators.sh (and npm test), which configure the key
          // and base URL for that emulator session.
          name: 'ai-stub',
          include: ['tests/ai/**/*.test.ts'],
          exclude: ['tests/ai/**/*.unit.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          globalSetup: ['testing/require-emulators.ts'],
        },
      },
    ],
  },
});
