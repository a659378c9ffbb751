import { connectFunctionsEmulator, getFunctions, httpsCallable, type HttpsCallableOptions } from 'firebase/functions';
import { env } from '@/config/env';
import { firebaseApp } from './app';

export const functions = getFunctions(firebaseApp, env.VITE_FIREBASE_FUNCTIONS_REGION);
if (env.useEmulators) {
  connectFunctionsEmulator(functions, env.VITE_EMULATOR_HOST, env.emulatorPorts.functions);
}

/** A typed callable: request and response types come from @shared/api and @shared/schemas. */
export function callableFn<Req, Res>(name: string, options?: HttpsCallableOptions) {
  const fn = httpsCallable<Req, Res>(functions, name, options);
  return async (data: Req): Promise<Res> => (await fn(data)).data;
}
