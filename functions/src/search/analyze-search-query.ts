import { logger } from 'firebase-functions/v2';
import { AI_CALLABLE, describeAiFailure, getAiService } from '../ai/index.js';
import { callable } from '../lib/callable.js';
import { appError } from '../lib/errors.js';

/**
 * Smart-search analysis (genres, themes, moods, targetAudience). Visitors may use it, so it is
 * limited per caller: the uid when signed in, the hashed IP otherwise. Any failure ->
 * 'ai-failed' ("Failed to analyze query", with an empty list).
 */
export const analyzeSearchQuery = callable('analyzeSearchQuery', {
  rateLimit: 'analyzeQuery',
  ...AI_CALLABLE,
  handler: async ({ query }) => {
    try {
      return await getAiService().analyzeSearchQuery(query);
    } catch (err) {
      logger.warn('search analysis failed', describeAiFailure(err));
      throw appError('unavailable', { reason: 'ai-failed' });
    }
  },
});
