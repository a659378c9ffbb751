/** Reads the structured details our callables attach to their errors (see @shared/api). */
import type { TFunction } from 'i18next';
import { LENDING } from '@shared/constants';
import type { ErrorDetails } from '@shared/api';
import { offlineMessageKey } from '@/lib/data/offline';

/**
 * A Firebase SDK error (FirebaseError, and FunctionsError with its details), told by its name and
 * code: importing the class would load firebase/app (9 KB gzip) with every screen that words an
 * error, /search's first load included.
 */
const isFirebaseError = (err: unknown): err is Error & { code: string; details?: unknown } =>
  err instanceof Error && err.name === 'FirebaseError' && typeof (err as { code?: unknown }).code === 'string';

export function errorDetails(err: unknown): ErrorDetails | null {
  if (isFirebaseError(err)) {
    const details = err.details;
    if (details && typeof details === 'object' && 'reason' in details) return details as ErrorDetails;
  }
  return null;
}

/**
 * The message key for a call refused by a limit: the caller's own rate limit, or the site's daily
 * AI budget being spent. Null for any other failure.
 */
export function limitMessageKey(err: unknown): 'errors:rateLimited' | 'errors:aiBudgetSpent' | null {
  const reason = errorDetails(err)?.reason;
  if (reason === 'rate-limited') return 'errors:rateLimited';
  if (reason === 'ai-budget-spent') return 'errors:aiBudgetSpent';
  return null;
}

/**
 * The key of the message for a call refused before it did anything: not sent because the browser
 * is offline (useMutation), a rate limit or the spent AI budget. Null for any other failure.
 */
export function refusalMessageKey(err: unknown) {
  return offlineMessageKey(err) ?? limitMessageKey(err);
}

/**
 * The web's one sentence for a refusal reason (ERROR_REASONS in @shared/api), from the screen's
 * namespace of reasons (`where`, e.g. 'lending:errors' or 'circulation:reasons'), with the real
 * limits interpolated: the sentences name them as {{MAX_LOANS}}, {{MAX_HOLDS}}, {{MAX_RENEWALS}},
 * {{OVERDUE_BLOCK_DAYS}}... (LENDING in @shared/constants), so no translation writes a limit down
 * and a changed limit changes every sentence. '' when `where` has no sentence for the reason.
 */
export function refusalReasonMessage(t: TFunction, where: string, reason: string): string {
  return t(`${where}.${reason}`, { ...LENDING, defaultValue: '' });
}

/** 'functions/permission-denied' -> 'permission-denied' */
export function errorCode(err: unknown): string | null {
  return isFirebaseError(err) ? err.code.replace(/^[a-z]+\//, '') : null;
}
