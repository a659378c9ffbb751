/**
 * Moderation that fails closed (architecture note 4): content is saved only after the moderator
 * said SAFE, or, for discussions and replies, held for staff when it was unsure. UNSAFE and a
 * failed check (including a timeout of the whole AI budget, and no AI configured in production)
 * both stop the caller before anything is written. The providers normalise the text first
 * (shared/text-normalize.ts), so encoding tricks do not hide words.
 */
import { logger } from 'firebase-functions/v2';
import { describeAiFailure, getAiService, type AiService } from '../ai/index.js';
import { appError } from './errors.js';

type Moderator = Pick<AiService, 'moderate'>;

/** What a post becomes: shown, or saved but held (its text kept for staff) because the model was unsure. */
export type PostVerdict = { status: 'visible' } | { status: 'held'; reason: string };

/** A discussion's or reply's text: visible when SAFE, held when unsure; UNSAFE or a failed check throws. */
export async function moderatePost(text: string, ai: Moderator = getAiService()): Promise<PostVerdict> {
  let verdict;
  try {
    verdict = await ai.moderate(text);
  } catch (err) {
    logger.warn('moderation check failed', describeAiFailure(err));
    throw appError('unavailable', { reason: 'moderation-failed' });
  }
  if (verdict.safe) return { status: 'visible' };
  if (verdict.unsure) return { status: 'held', reason: verdict.reason };
  throw appError('failed-precondition', { reason: 'moderation-unsafe', moderationReason: verdict.reason });
}

/** Text that cannot be held (a group's name and description): anything but SAFE is refused. */
export async function moderateOrThrow(text: string, ai: Moderator = getAiService()): Promise<void> {
  const verdict = await moderatePost(text, ai);
  if (verdict.status === 'held')
    throw appError('failed-precondition', { reason: 'moderation-unsafe', moderationReason: verdict.reason });
}
