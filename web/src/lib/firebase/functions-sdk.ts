import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { env } from '@/config/env';
import { firebaseApp } from './app';

/** The Functions SDK, loaded with the first call (functions.ts), not with every route that can call. */
export const functions = getFunctions(firebaseApp, env.VITE_FIREBASE_FUNCTIONS_REGION);
if (env.useEmulators) {
  connectFunctionsEmulator(functions, env.VITE_EMULATOR_HOST, env.emulatorPorts.functions);
}
export { httpsCallable };
