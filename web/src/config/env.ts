/**
 * Build-time configuration, checked once and failing loudly. Only the public Firebase web config
 * lives here: no secret ever reaches the browser. A project id starting with "demo-" means the
 * local emulators (the default for `npm start` and the tests).
 * Checked by hand rather than with zod: this module is in every page's entry chunk, and zod there
 * would cost ~20 KB gzip on the home page for six optional strings (docs/performance.md).
 */
const raw = import.meta.env as Record<string, unknown>;

/** The variable as a string, or the fallback when it is unset or empty; anything else is an error. */
function text(name: string, fallback: string): string;
function text(name: string): string | undefined;
function text(name: string, fallback?: string): string | undefined {
  const value = raw[name];
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string') throw new Error(`Invalid web configuration: ${name} must be a string`);
  return value;
}

const config = {
  VITE_FIREBASE_PROJECT_ID: text('VITE_FIREBASE_PROJECT_ID', 'demo-library'),
  VITE_FIREBASE_API_KEY: text('VITE_FIREBASE_API_KEY', 'demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: text('VITE_FIREBASE_AUTH_DOMAIN'),
  VITE_FIREBASE_APP_ID: text('VITE_FIREBASE_APP_ID'),
  VITE_FIREBASE_FUNCTIONS_REGION: text('VITE_FIREBASE_FUNCTIONS_REGION', 'us-central1'),
  VITE_EMULATOR_HOST: text('VITE_EMULATOR_HOST', '127.0.0.1'),
};

export const env = {
  ...config,
  useEmulators: config.VITE_FIREBASE_PROJECT_ID.startsWith('demo-'),
  emulatorPorts: { auth: 9099, firestore: 8080, functions: 5001 },
};
