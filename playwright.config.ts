import { defineConfig } from '@playwright/test';

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the production build served
 * by the Hosting emulator, with the Auth, Firestore and Functions emulators behind it.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'artifacts/test-results',
  // A test's limit catches a hang, not slowness (speed is the benches' job). Several flows here
  // drive four signed-in browsers; on a 2-core CI host they take 45-70 s with two workers.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['html', { outputFolder: 'artifacts/playwright-report', open: 'never' }]]
    : 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000',
    browserName: 'chromium',
    // A wide desktop, where even staff see every header link (theirs fold into the menu below
    // 1560 px); the 1280 and 390 px layouts are checked by screenshots.spec.ts and the phone tests.
    viewport: { width: 1600, height: 900 },
    // The site follows the browser's language on a first visit (docs/i18n.md): English unless a test asks.
    locale: 'en-US',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    actionTimeout: 10_000,
    // No service worker outside e2e/pwa.spec.ts: a worker kept across a test's reloads would answer
    // from its caches (the first-screen data, the previous build's shell) instead of the servers
    // the tests check. The PWA tests allow it.
    serviceWorkers: 'block',
  },
});
