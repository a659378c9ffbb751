import type { TFunction } from 'i18next';
import { offlineMessageKey } from '@/lib/data/offline';
import { errorCode, errorDetails, limitMessageKey } from '@/lib/callable-errors';

/**
 * The message for a failed community call (spec section 8): the moderator's verdict, a failed
 * moderation check, a refused display name, an unverified e-mail address, a rate limit or the spent
 * AI budget, or the given fallback ("Error creating group...").
 * moderation check, a refused display name, a closed group or a missing right in it, a rate limit or the spent AI budget, or the given fallback ("Error creating group...").
 */
export function communityErrorMessage(err: unknown, t: TFunction, fallbackKey: string): string {
  const offlineKey = offlineMessageKey(err);
  if (offlineKey) return t(offlineKey);
  const details = errorDetails(err);
  if (details?.reason === 'moderation-unsafe') {
    // A reason the server words itself comes with its key (shown in the member's language); a
    // model's own reason is shown as written.
    const reason = details.moderationReasonKey
      ? t(`community:moderationReasons.${details.moderationReasonKey}`)
      : (details.moderationReason ?? '');
    return t('community:moderationUnsafe', { reason });
  }
  if (details?.reason === 'moderation-failed') return t('community:moderationFailed');
  if (details?.reason === 'name-not-allowed') return t('community:nameNotAllowed');
  if (details?.reason === 'email-unverified') return t('community:emailUnverified');
  if (details?.reason === 'group-closed') return t('community:group.closedError');
  if (details?.reason === 'not-group-member') return t('community:group.notMemberError');
  if (details?.reason === 'not-group-creator') return t('community:group.notCreatorError');
  const limitKey = limitMessageKey(err);
  if (limitKey) return t(limitKey);
  if (errorCode(err) === 'unavailable') return t('errors:network');
  return t(fallbackKey);
}
