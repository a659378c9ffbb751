/**
 * Moderation that fails closed (architecture note 4): content is saved only after the moderator
 * said SAFE. UNSAFE and a failed check (including a timeout of the whole AI budget, and no AI
 * configured in production) both stop the caller before anything is written. The providers
 * normalise the text first (shared/text-normalize.ts), so encoding tricks do not hide words.
 */
import { logger } from 'firebase-functions/v2';
import { describeAiFailure, getAiService, type AiService } from '../ai/index.js';
import { appError } from './errors.js';

export async function moderateOrThrow(text: string, ai: Pick<AiService, 'moderate'> = getAiService()): Promise<void> {
  let verdict;
  try {
    verdict = await ai.moderate(text);
  } catch (err) {
    logger.warn('moderation check failed', describeAiFailure(err));
    throw appError('unavailable', { reason: 'moderation-failed' });
  }
  if (!verdict.safe)
    throw appError('failed-precondition', { reason: 'moderation-unsafe', moderationReason: verdict.reason });
}
