import type { AiStatusResponse } from '@shared/api';
import { useOneShot } from '@/lib/data/use-data';
import { getAiProvider } from '../api/ai-status';

/** The server's AI provider, asked once per screen (every notice on it shares the answer). */
export function useAiProvider() {
  return useOneShot<AiStatusResponse['provider']>(['ai-provider'], getAiProvider);
}
