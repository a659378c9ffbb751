import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { env } from '@/config/env';
import { firebaseApp } from './app';

/**
 * initializeAuth rather than getAuth: getAuth also bundles the popup/redirect sign-in machinery,
 * which this site (e-mail and password only) never uses, into every page's entry chunk.
 * Persistence as getAuth's: IndexedDB, then localStorage as a fallback.
 */
export const auth = initializeAuth(firebaseApp, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
if (env.useEmulators) {
  connectAuthEmulator(auth, `http://${env.VITE_EMULATOR_HOST}:${env.emulatorPorts.auth}`, { disableWarnings: true });
}
