import type { HttpsCallableOptions } from 'firebase/functions';
import { AI_CALLABLE_CLIENT_TIMEOUT_MS } from '@shared/ai-deadline';
import type { CallableInput, CallableName, CallableOutput } from '@shared/callables';

let sdk: Promise<typeof import('./functions-sdk')> | undefined;

/**
 * The callable `name`, typed by its contract (@shared/callables: imported as types only, so no
 * route bundles every schema). The SDK itself loads on the first call: most screens call a
 * function only when a member acts. The browser waits longer than the AI functions may run (the
 * SDK's default of 70 s is shorter), so a slow model ends in the function's own answer, e.g. the
 * spec's moderation message.
 */
export function callable<N extends CallableName>(name: N, options?: HttpsCallableOptions) {
  return async (data: CallableInput<N>): Promise<CallableOutput<N>> => {
    const { functions, httpsCallable } = await (sdk ??= import('./functions-sdk'));
    const fn = httpsCallable<CallableInput<N>, CallableOutput<N>>(functions, name, {
      timeout: AI_CALLABLE_CLIENT_TIMEOUT_MS,
      ...options,
    });
    return (await fn(data)).data;
  };
}
