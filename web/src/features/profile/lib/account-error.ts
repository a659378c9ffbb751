import type { TFunction } from 'i18next';
import { authErrorKey } from '@/lib/auth/auth-error-message';
import { errorDetails, refusalMessageKey } from '@/lib/callable-errors';

/** A wrong current password: Firebase reports it as bad credentials. */
const WRONG_PASSWORD = new Set(['auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/wrong-password']);

/** The message for a failed account change on /profile, or the given fallback key. */
export function accountErrorMessage(err: unknown, t: TFunction, fallbackKey: string): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && WRONG_PASSWORD.has(code)) return t('profile:account.wrongPassword');
  const reason = errorDetails(err)?.reason;
  if (reason === 'self-demotion') return t('profile:account.delete.adminRefused');
  // requestEmailChange's refusals, in the words Firebase Auth's own errors get.
  if (reason === 'email-exists') return t('auth:serverErrors.emailInUse');
  if (reason === 'recent-sign-in') return t('auth:serverErrors.recentLogin');
  const key = refusalMessageKey(err) ?? authErrorKey(err);
  return t(key ?? fallbackKey);
}
