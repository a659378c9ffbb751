import type { TFunction } from 'i18next';
import { errorCode, errorDetails, limitMessageKey } from '@/lib/callable-errors';

/** Refusal reasons of the lending callables that have their own message in lending.json. */
const LENDING_REASONS = new Set([
  'renewal-limit',
  'holds-waiting',
  'overdue-block',
  'unit-available',
  'hold-limit',
  'loan-limit',
  'already-holding',
  'already-borrowed',
  'no-copies',
  'none-available',
  'return-at-desk',
  'already-closed',
  'not-found',
]);

/** The clear message for a failed lending call: the server's reason, a rate limit, the network, or a generic one. */
export function lendingErrorMessage(err: unknown, t: TFunction): string {
  const reason = errorDetails(err)?.reason;
  if (reason && LENDING_REASONS.has(reason)) return t(`lending:errors.${reason}`);
  const limitKey = limitMessageKey(err);
  if (limitKey) return t(limitKey);
  if (errorCode(err) === 'unavailable') return t('errors:network');
  return t('lending:errors.generic');
}
