import type { TFunction } from 'i18next';
import { errorCode, errorDetails, refusalMessageKey } from '@/lib/callable-errors';
import { moderationReasonText } from '@/lib/moderation-reason';

/**
 * The message for a failed community call (spec section 8): the moderator's verdict, a failed
 * moderation check, a refused display name, an unverified e-mail address, a closed group or a
 * missing right in it, a post or group awaiting review, another member's post, a write refused offline, a rate limit or
 * the spent AI budget, or the given fallback ("Error creating group...").
 */
export function communityErrorMessage(err: unknown, t: TFunction, fallbackKey: string): string {
  const details = errorDetails(err);
  if (details?.reason === 'moderation-unsafe') {
    const reason = moderationReasonText(t, details.moderationReasonKey, details.moderationReason) ?? '';
    return t('community:moderationUnsafe', { reason });
  }
  if (details?.reason === 'moderation-failed') return t('community:moderationFailed');
  if (details?.reason === 'name-not-allowed') return t('community:nameNotAllowed');
  if (details?.reason === 'email-unverified') return t('community:emailUnverified');
  if (details?.reason === 'group-closed') return t('community:group.closedError');
  if (details?.reason === 'under-review') return t('community:underReview');
  if (details?.reason === 'not-author') return t('community:notAuthor');
  if (details?.reason === 'not-group-member') return t('community:group.notMemberError');
  if (details?.reason === 'not-group-creator') return t('community:group.notCreatorError');
  // Book clubs' refusals (milestone-not-reached, thread-closed, already-voted...): one sentence each.
  const clubReason = details?.reason ? t(`community:reasons.${details.reason}`, { defaultValue: '' }) : '';
  if (clubReason) return clubReason;
  const refusedKey = refusalMessageKey(err);
  if (refusedKey) return t(refusedKey);
  if (errorCode(err) === 'unavailable') return t('errors:network');
  return t(fallbackKey);
}
