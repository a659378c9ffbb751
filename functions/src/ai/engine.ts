/**
 * The AI engine (other domains reach it through ai/index.ts). `getAiService()` chooses the
 * provider: OpenAI when the OPENAI_API_KEY secret is set for this function; without a key, the
 * offline provider only in the Functions emulator (or where AI_OFFLINE_ALLOWED says so), and
 * otherwise a provider whose every call throws AiError('not-configured'), so production without a
 * key fails closed instead of moderating with a word list. A function that uses AI must bind the
 * secret (`options: AI_FUNCTION_OPTIONS`, or `...AI_CALLABLE` for a callable; only such functions).
 *
 * Each service returned by getAiService() has one deadline for all its calls (shared/ai-deadline.ts):
 * take one per invocation and use it for every AI call of that invocation.
 * Moderation that fails closed is moderation/moderation.ts (moderateOrThrow).
 */
import type OpenAI from 'openai';
import {
  AI_DEFAULT_TIMEOUT_MS,
  AI_FUNCTION_TIMEOUT_SECONDS,
  AI_MAX_RETRIES,
  aiBudgetMs,
} from '../shared/ai-deadline.js';
import { appError } from '../lib/errors.js';
import { aiBaseUrl, aiModel, aiOfflineAllowed, aiTimeoutMs, openAiKey } from '../lib/params.js';
import { spendAiBudget } from './ai-budget.js';
import { offlineProvider } from './offline-provider.js';
import { createOpenAiClient, createOpenAiProvider, type OpenAiConfig } from './openai-provider.js';
import { AiError, type AiProviderName, type AiService } from './service.js';

export { AiError, type AiProviderName, type AiService, type BookContext, type ModerationVerdict } from './service.js';

/**
 * Options for a function that calls the AI: the key (bound only here), and a timeout above the
 * most an invocation waits for the model (AI_BUDGET_CAP_MS, enforced by the provider).
 */
export const AI_FUNCTION_OPTIONS = { secrets: [openAiKey], timeoutSeconds: AI_FUNCTION_TIMEOUT_SECONDS };

/**
 * Spread into a callable's spec (lib/callable.ts) when it calls the model: the AI options, and one
 * call of the site's daily AI budget spent per call, after the caller's rate limit.
 */
export const AI_CALLABLE = { options: AI_FUNCTION_OPTIONS, spend: () => spendAiBudget() };

/** What decides the provider; injected in tests. */
export interface ProviderEnvironment {
  apiKey: string;
  /** process.env.FUNCTIONS_EMULATOR === 'true' */
  emulator: boolean;
  /** The AI_OFFLINE_ALLOWED parameter. */
  offlineAllowed: boolean;
}

export function chooseProvider(env: ProviderEnvironment): AiProviderName {
  if (env.apiKey.trim()) return 'openai';
  return env.emulator || env.offlineAllowed ? 'offline' : 'unavailable';
}

/** No key and no offline provider allowed: every call fails, so moderation fails closed. */
export const unavailableProvider: AiService = {
  provider: 'unavailable',
  embeddingModel: '',
  chatAboutBook: notConfigured,
  generateBookMetadata: notConfigured,
  draftTranslation: notConfigured,
  analyzeSearchQuery: notConfigured,
  moderate: notConfigured,
  discussionReply: notConfigured,
  askLibrary: notConfigured,
  embed: notConfigured,
};

async function notConfigured(): Promise<never> {
  throw new AiError('not-configured', 'no AI key is configured and the offline provider is not allowed here');
}

function currentEnvironment(): ProviderEnvironment {
  return {
    apiKey: openAiKey.value() ?? '',
    emulator: process.env.FUNCTIONS_EMULATOR === 'true',
    offlineAllowed: aiOfflineAllowed.value(),
  };
}

let cached: { signature: string; client: OpenAI } | null = null;

export function getAiService(env: ProviderEnvironment = currentEnvironment()): AiService {
  const choice = chooseProvider(env);
  if (choice === 'offline') return offlineProvider;
  if (choice === 'unavailable') return unavailableProvider;
  const config: OpenAiConfig = {
    apiKey: env.apiKey,
    baseURL: aiBaseUrl.value() || undefined,
    model: aiModel.value(),
    timeoutMs: Number(aiTimeoutMs.value()) || AI_DEFAULT_TIMEOUT_MS,
    maxRetries: AI_MAX_RETRIES,
  };
  // One client per instance (it keeps connections alive), rebuilt only if the configuration changes.
  const signature = JSON.stringify(config);
  if (cached?.signature !== signature) cached = { signature, client: createOpenAiClient(config) };
  // One deadline for every call of this service: the invocation's worst case is known.
  return createOpenAiProvider(
    { ...config, deadlineAt: Date.now() + aiBudgetMs(config.timeoutMs, AI_MAX_RETRIES) },
    cached.client,
  );
}

/** What the logs may say about an AI failure: its kind and status, never a key or a prompt. */
export function describeAiFailure(err: unknown): Record<string, unknown> {
  return err instanceof AiError
    ? { kind: err.kind, status: err.status, message: err.message }
    : { kind: 'unexpected', message: err instanceof Error ? err.message : String(err) };
}

/**
 * A staff draft's failure (generateBookMetadata, draftBookTranslation) as the web reads it: output
 * that is not the JSON asked for -> 'ai-parse-failed', any other -> 'ai-failed'.
 */
export function draftFailure(err: unknown) {
  return appError('unavailable', {
    reason: err instanceof AiError && err.kind === 'invalid-json' ? 'ai-parse-failed' : 'ai-failed',
  });
}
