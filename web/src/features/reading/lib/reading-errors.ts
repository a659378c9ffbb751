import type { TFunction } from 'i18next';
import { errorCode, errorDetails, refusalMessageKey, refusalReasonMessage } from '@/lib/callable-errors';

/** The clear message for a failed reading write: the server's reason, offline, a limit, the network, or a generic one. */
export function readingErrorMessage(err: unknown, t: TFunction): string {
  const reason = errorDetails(err)?.reason;
  const refusal = reason ? refusalReasonMessage(t, 'reading:errors', reason) : '';
  if (refusal) return refusal;
  const refusedKey = refusalMessageKey(err);
  if (refusedKey) return t(refusedKey);
  if (errorCode(err) === 'unavailable') return t('errors:network');
  return t('reading:errors.generic');
}
