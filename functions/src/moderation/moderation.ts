/**
 * Moderation that fails closed (architecture note 4): content is saved only after the moderator
 * said SAFE, or, for discussions and replies, held for staff when it was unsure. UNSAFE and a
 * failed check (including a timeout of the whole AI budget, and no AI configured in production)
 * both stop the caller before anything is written. The providers normalise the text first
 * (shared/text-normalize.ts), so encoding tricks do not hide words.
 */
import { logger } from 'firebase-functions/v2';
import { describeAiFailure, getAiService, type AiService } from '../ai/index.js';
import type { ModerationReasonKey } from '../shared/constants.js';
import { appError } from '../lib/errors.js';

type Moderator = Pick<AiService, 'moderate'>;

/** What a post becomes: shown, or saved but held (its text kept for staff) because the model was unsure. */
export type PostVerdict = { status: 'visible' } | { status: 'held'; reason: string; reasonKey?: ModerationReasonKey };

/** The refusal of an UNSAFE (or, where nothing can be held, unsure) text, with the moderator's reason. */
const refused = ({ reason, reasonKey }: { reason: string; reasonKey?: ModerationReasonKey }) =>
  appError('failed-precondition', {
    reason: 'moderation-unsafe',
    moderationReason: reason,
    ...(reasonKey ? { moderationReasonKey: reasonKey } : {}),
  });

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
  if (verdict.unsure) return { status: 'held', reason: verdict.reason, reasonKey: verdict.reasonKey };
  throw refused(verdict);
}

/** Text that cannot be held (a group's name and description): anything but SAFE is refused. */
export async function moderateOrThrow(text: string, ai: Moderator = getAiService()): Promise<void> {
  const verdict = await moderatePost(text, ai);
  if (verdict.status === 'held') throw refused(verdict);
}
