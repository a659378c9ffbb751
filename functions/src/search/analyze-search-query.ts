import { logger } from 'firebase-functions/v2';
import { AI_CALLABLE, describeAiFailure, getAiService } from '../ai/index.js';
import { callable } from '../lib/callable.js';
import { appError } from '../lib/errors.js';
import { encodeMeaning } from './query-meaning.js';

/**
 * Smart-search analysis (genres, themes, moods, targetAudience), and the query's embedding for
 * the search endpoint's ranking by meaning (./hybrid-rank.ts), made at the same time. Visitors may
 * use it, so it is limited per caller: the uid when signed in, the hashed IP otherwise; one call
 * of the daily AI budget covers both. Any failure of the analysis -> 'ai-failed' ("Failed to
 * analyze query", with an empty list); without an embedding the search ranks by terms and words.
 */
export const analyzeSearchQuery = callable('analyzeSearchQuery', {
  rateLimit: 'analyzeQuery',
  ...AI_CALLABLE,
  handler: async ({ query }) => {
    const ai = getAiService();
    const meaning = ai
      .embed([query])
      .then(({ model, vectors }) => encodeMeaning(model, vectors[0]!))
      .catch((err: unknown) => {
        logger.warn('search query embedding failed', describeAiFailure(err));
        return undefined;
      });
    try {
      const analysis = await ai.analyzeSearchQuery(query);
      const encoded = await meaning;
      return encoded ? { ...analysis, meaning: encoded } : analysis;
    } catch (err) {
      logger.warn('search analysis failed', describeAiFailure(err));
      throw appError('unavailable', { reason: 'ai-failed' });
    }
  },
});
