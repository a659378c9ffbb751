import type { TFunction } from 'i18next';
import { errorCode, errorDetails, refusalMessageKey, refusalReasonMessage } from '@/lib/callable-errors';

/**
 * The clear message for a failed lending call: the server's refusal reason (each has its sentence
 * under `lending:errors`, limits interpolated), a write refused offline, a rate limit, the network, or a generic one.
 */
export function lendingErrorMessage(err: unknown, t: TFunction): string {
  const reason = errorDetails(err)?.reason;
  const refusal = reason ? refusalReasonMessage(t, 'lending:errors', reason) : '';
  if (refusal) return refusal;
  const refusedKey = refusalMessageKey(err);
  if (refusedKey) return t(refusedKey);
  if (errorCode(err) === 'unavailable') return t('errors:network');
  return t('lending:errors.generic');
}
