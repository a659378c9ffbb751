/**
 * Build-time configuration, parsed once and failing loudly. Only the public Firebase web config
 * lives here: no secret ever reaches the browser. A project id starting with "demo-" means the
 * local emulators (the default for `npm start` and the tests).
 */
import { z } from 'zod';

const envSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default('demo-library'),
  VITE_FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  VITE_FIREBASE_FUNCTIONS_REGION: z.string().default('us-central1'),
  VITE_EMULATOR_HOST: z.string().default('127.0.0.1'),
});

const parsed = envSchema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(`Invalid web configuration: ${parsed.error.message}`);
}

export const env = {
  ...parsed.data,
  useEmulators: parsed.data.VITE_FIREBASE_PROJECT_ID.startsWith('demo-'),
  emulatorPorts: { auth: 9099, firestore: 8080, functions: 5001 },
};
