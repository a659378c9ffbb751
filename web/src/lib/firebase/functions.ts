import { connectFunctionsEmulator, getFunctions, httpsCallable, type HttpsCallableOptions } from 'firebase/functions';
import { AI_CALLABLE_CLIENT_TIMEOUT_MS } from '@shared/ai-deadline';
import type { CallableInput, CallableName, CallableOutput } from '@shared/callables';
import { env } from '@/config/env';
import { firebaseApp } from './app';

export const functions = getFunctions(firebaseApp, env.VITE_FIREBASE_FUNCTIONS_REGION);
if (env.useEmulators) {
  connectFunctionsEmulator(functions, env.VITE_EMULATOR_HOST, env.emulatorPorts.functions);
}

/**
 * The callable `name`, typed by its contract (@shared/callables: imported as types only, so no
 * route bundles every schema). The browser waits longer than the AI functions may run (the SDK's
 * default of 70 s is shorter), so a slow model ends in the function's own answer, e.g. the spec's
 * moderation message.
 */
export function callable<N extends CallableName>(name: N, options?: HttpsCallableOptions) {
  const fn = httpsCallable<CallableInput<N>, CallableOutput<N>>(functions, name, {
    timeout: AI_CALLABLE_CLIENT_TIMEOUT_MS,
    ...options,
  });
  return async (data: CallableInput<N>): Promise<CallableOutput<N>> => (await fn(data)).data;
}
