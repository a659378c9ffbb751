/**
 * Moderation that fails closed (architecture note 4): content is saved only after the moderator
 * said SAFE. UNSAFE and a failed check both stop the caller before anything is written.
 */
import { logger } from 'firebase-functions/v2';
import { getAiService } from '../ai/index.js';
import { appError } from './errors.js';

export async function moderateOrThrow(text: string): Promise<void> {
  let verdict;
  try {
    verdict = await getAiService().moderate(text);
  } catch (err) {
    logger.warn('moderation check failed', err);
    throw appError('unavailable', { reason: 'moderation-failed' });
  }
  if (!verdict.safe)
    throw appError('failed-precondition', { reason: 'moderation-unsafe', moderationReason: verdict.reason });
}
