import type { TFunction } from 'i18next';
import { errorCode, errorDetails, limitMessageKey, refusalReasonMessage } from '@/lib/callable-errors';

/**
 * The sentence the desk shows for a failed call: the server's reason (ERROR_REASONS, each with its
 * message under circulation:reasons), a field's validation message, the caller's rate limit, or
 * a plain "did not work" for anything unexpected.
 */
export function refusalMessage(err: unknown, t: TFunction): string {
  const details = errorDetails(err);
  const limit = limitMessageKey(err);
  if (limit) return t(limit);
  if (details?.reason === 'validation' && details.messageKey) return t(details.messageKey.replace('.', ':'));
  const reason = details ? refusalReasonMessage(t, 'circulation:reasons', details.reason) : '';
  if (reason) return reason;
  if (errorCode(err) === 'permission-denied') return t('errors:permissionDenied');
  return t('circulation:reasons.failed');
}
