import type { TFunction } from 'i18next';
import { errorCode, errorDetails, refusalMessageKey, refusalReasonMessage } from '@/lib/callable-errors';
import { moderationReasonText } from '@/lib/moderation-reason';

/**
 * The clear message for a failed reading write: the moderator's verdict on a review, the server's
 * reason, offline, a limit, the network, or a generic one (`fallbackKey`).
 */
export function readingErrorMessage(err: unknown, t: TFunction, fallbackKey = 'reading:errors.generic'): string {
  const details = errorDetails(err);
  if (details?.reason === 'moderation-unsafe') {
    const reason = moderationReasonText(t, details.moderationReasonKey, details.moderationReason) ?? '';
    return t('reading:errors.moderation-unsafe', { reason });
  }
  const reason = details?.reason;
  const refusal = reason ? refusalReasonMessage(t, 'reading:errors', reason) : '';
  if (refusal) return refusal;
  const refusedKey = refusalMessageKey(err);
  if (refusedKey) return t(refusedKey);
  if (errorCode(err) === 'unavailable') return t('errors:network');
  return t(fallbackKey);
}
