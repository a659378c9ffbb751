import { FirebaseError } from 'firebase/app';
import { OfflineWriteError } from '@/lib/data/offline';

/**
 * Auth service errors -> keys of auth.json's "serverErrors" (sign-in, sign-up, and the account
 * settings on /profile, which load the auth namespace too). The spec shows "the server's message";
 * Firebase's raw messages ("Firebase: Error (auth/invalid-credential).") are not for people, so each
 * known code gets a friendly sentence and anything else the screen's generic fallback.
 */
const KEY_BY_CODE: Record<string, string> = {
  'auth/invalid-credential': 'invalidCredentials',
  'auth/invalid-login-credentials': 'invalidCredentials',
  'auth/wrong-password': 'invalidCredentials',
  'auth/user-not-found': 'invalidCredentials',
  'auth/invalid-email': 'invalidEmail',
  'auth/missing-email': 'missingCredentials',
  'auth/missing-password': 'missingCredentials',
  'auth/email-already-in-use': 'emailInUse',
  'auth/weak-password': 'weakPassword',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/user-disabled': 'userDisabled',
  'auth/network-request-failed': 'network',
  'auth/requires-recent-login': 'recentLogin',
  'auth/invalid-action-code': 'linkInvalid',
  'auth/expired-action-code': 'linkInvalid',
};

/**
 * The auth.json key (namespaced) for a friendly message, or null when only the generic fallback fits.
 * Offline, useMutation refuses before anything is sent: that reads as the network failure it is.
 */
export function authErrorKey(err: unknown): string | null {
  if (err instanceof OfflineWriteError) return 'auth:serverErrors.network';
  const key = err instanceof FirebaseError ? KEY_BY_CODE[err.code] : undefined;
  return key ? `auth:serverErrors.${key}` : null;
}
