import type { TFunction } from 'i18next';
import { offlineMessageKey } from '@/lib/data/offline';
import { errorCode, errorDetails, limitMessageKey } from '@/lib/callable-errors';

/**
 * The clear message for a failed lending call: the server's refusal reason (each has its sentence
 * under `lending:errors`), a rate limit, the network, or a generic one.
 */
export function lendingErrorMessage(err: unknown, t: TFunction): string {
  const offlineKey = offlineMessageKey(err);
  if (offlineKey) return t(offlineKey);
  const reason = errorDetails(err)?.reason;
  const refusal = reason ? t(`lending:errors.${reason}`, { defaultValue: '' }) : '';
  if (refusal) return refusal;
  const limitKey = limitMessageKey(err);
  if (limitKey) return t(limitKey);
  if (errorCode(err) === 'unavailable') return t('errors:network');
  return t('lending:errors.generic');
}
