/**
 * How long an AI call may take, end to end (SDK-free: the functions and the web client share it).
 * This is the time budget; the daily number of calls is ai/ai-budget.ts.
 * The OpenAI client makes up to AI_MAX_RETRIES + 1 attempts of AI_TIMEOUT_MS each, waiting up to
 * AI_MAX_RETRY_DELAY_MS between them; ai/openai-provider.ts also enforces one overall deadline for
 * every AI operation of an invocation, capped at AI_BUDGET_CAP_MS whatever AI_TIMEOUT_MS says. The
 * functions that call the model run for AI_FUNCTION_TIMEOUT_SECONDS, above that cap, so a hanging
 * provider ends in the spec's message (e.g. moderation-failed), never a platform timeout; and the
 * browser waits AI_CALLABLE_CLIENT_TIMEOUT_MS, above the function's own limit.
 */

/** Default per-attempt timeout of the AI client (parameter AI_TIMEOUT_MS). */
export const AI_DEFAULT_TIMEOUT_MS = 20_000;
/** The client's retries after the first attempt (408, 409, 429, 5xx, connection errors, timeouts). */
export const AI_MAX_RETRIES = 2;
/** The longest wait the client's backoff allows between attempts (openai: 8 s). */
export const AI_MAX_RETRY_DELAY_MS = 8_000;
/** The most one invocation waits for the model, all its AI calls together. */
export const AI_BUDGET_CAP_MS = 80_000;
/** Room for the invocation's own work (rate limit, reads, the transaction) after the AI budget. */
export const AI_FUNCTION_MARGIN_SECONDS = 20;
/** timeoutSeconds of every function that calls the model. */
export const AI_FUNCTION_TIMEOUT_SECONDS = AI_BUDGET_CAP_MS / 1000 + AI_FUNCTION_MARGIN_SECONDS;
/** The browser's wait for a callable (the Firebase web SDK's default is 70 s: too short). */
export const AI_CALLABLE_CLIENT_TIMEOUT_MS = (AI_FUNCTION_TIMEOUT_SECONDS + 10) * 1000;

/** The client's worst case for one operation: every attempt times out, with the longest backoff. */
export function aiWorstCaseMs(timeoutMs: number, maxRetries: number = AI_MAX_RETRIES): number {
  return timeoutMs * (maxRetries + 1) + maxRetries * AI_MAX_RETRY_DELAY_MS;
}

/** The overall deadline of an invocation's AI calls for a configuration: its worst case, capped. */
export function aiBudgetMs(timeoutMs: number, maxRetries: number = AI_MAX_RETRIES): number {
  return Math.min(aiWorstCaseMs(timeoutMs, maxRetries), AI_BUDGET_CAP_MS);
}
