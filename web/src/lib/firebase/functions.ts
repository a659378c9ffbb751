import { connectFunctionsEmulator, getFunctions, httpsCallable, type HttpsCallableOptions } from 'firebase/functions';
import { AI_CALLABLE_CLIENT_TIMEOUT_MS } from '@shared/ai-deadline';
import { env } from '@/config/env';
import { firebaseApp } from './app';

export const functions = getFunctions(firebaseApp, env.VITE_FIREBASE_FUNCTIONS_REGION);
if (env.useEmulators) {
  connectFunctionsEmulator(functions, env.VITE_EMULATOR_HOST, env.emulatorPorts.functions);
}

/**
 * A typed callable: request and response types come from @shared/api and @shared/schemas. The
 * browser waits longer than the AI functions may run (the SDK's default of 70 s is shorter), so a
 * slow model ends in the function's own answer, e.g. the spec's moderation message.
 */
export function callableFn<Req, Res>(name: string, options?: HttpsCallableOptions) {
  const fn = httpsCallable<Req, Res>(functions, name, { timeout: AI_CALLABLE_CLIENT_TIMEOUT_MS, ...options });
  return async (data: Req): Promise<Res> => (await fn(data)).data;
}
