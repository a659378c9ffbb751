/**
 * Chooses the AI provider: OpenAI when a key is configured, the offline provider otherwise.
 * (Minimal first version: offline only. The AI issue adds the OpenAI provider.)
 */
import { offlineProvider } from './offline-provider.js';
import type { AiService } from './service.js';

export { AiError, type AiService, type ModerationVerdict } from './service.js';

export function getAiService(): AiService {
  return offlineProvider;
}
