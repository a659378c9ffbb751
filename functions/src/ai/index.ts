/**
 * The AI module's entry point. `getAiService()` chooses the provider: OpenAI when the
 * OPENAI_API_KEY secret is set for this function, the offline provider otherwise. A function that
 * uses AI must bind the secret (`options: AI_FUNCTION_OPTIONS`, and only such functions), or it
 * always runs offline. Moderation that fails closed is lib/moderation.ts (moderateOrThrow).
 */
import { aiBaseUrl, aiModel, aiTimeoutMs, openAiKey } from '../params.js';
import { offlineProvider } from './offline-provider.js';
import { createOpenAiProvider } from './openai-provider.js';
import { AiError, type AiService } from './service.js';

export { AiError, type AiService, type BookContext, type ModerationVerdict } from './service.js';

const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * Options for a function that calls the AI: the key (bound only here), and room for the client's
 * worst case, 3 attempts of AI_TIMEOUT_MS (20 s) plus backoff, which exceeds the 60 s default.
 */
export const AI_FUNCTION_OPTIONS = { secrets: [openAiKey], timeoutSeconds: 90 };
let cached: { signature: string; service: AiService } | null = null;

export function getAiService(): AiService {
  const apiKey = openAiKey.value();
  if (!apiKey) return offlineProvider;
  const config = {
    apiKey,
    baseURL: aiBaseUrl.value() || undefined,
    model: aiModel.value(),
    timeoutMs: Number(aiTimeoutMs.value()) || DEFAULT_TIMEOUT_MS,
  };
  // One client per instance (it keeps connections alive), rebuilt only if the configuration changes.
  const signature = JSON.stringify(config);
  if (cached?.signature !== signature) cached = { signature, service: createOpenAiProvider(config) };
  return cached.service;
}

/** What the logs may say about an AI failure: its kind and status, never a key or a prompt. */
export function describeAiFailure(err: unknown): Record<string, unknown> {
  return err instanceof AiError
    ? { kind: err.kind, status: err.status, message: err.message }
    : { kind: 'unexpected', message: err instanceof Error ? err.message : String(err) };
}
