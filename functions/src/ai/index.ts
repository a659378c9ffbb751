/**
 * The ai domain's public entry: what the other domains use of it. The engine (getAiService and the
 * provider choice) is ai/engine.ts; the check on the model's own words, ai/output-check.ts; the
 * daily budget, ai/ai-budget.ts.
 */
export {
  AI_CALLABLE,
  AI_FUNCTION_OPTIONS,
  AiError,
  describeAiFailure,
  draftFailure,
  getAiService,
  type AiProviderName,
  type AiService,
  type BookContext,
  type ModerationVerdict,
} from './engine.js';
export type { DiscussionContext } from './service.js';
export { checkAssistantOutput } from './output-check.js';
export { spendAiBudget } from './ai-budget.js';
export { EMBEDDING_DIMENSIONS } from './word-hash-embedder.js';
