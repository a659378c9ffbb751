import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import authStrings from '@/i18n/locales/en/auth.json';
import { OfflineWriteError } from '@/lib/data/offline';
import { authErrorKey } from './auth-error-message';

describe('authErrorKey', () => {
  it('maps a wrong password to the invalid-credentials message', () => {
    expect(authErrorKey(new FirebaseError('auth/invalid-credential', 'x'))).toBe(
      'auth:serverErrors.invalidCredentials',
    );
  });

  it('maps an existing account at sign-up', () => {
    expect(authErrorKey(new FirebaseError('auth/email-already-in-use', 'x'))).toBe('auth:serverErrors.emailInUse');
  });

  it('words a sign-in refused offline (useMutation) as the network failure it is', () => {
    expect(authErrorKey(new OfflineWriteError())).toBe('auth:serverErrors.network');
  });

  it('leaves unknown and non-Firebase errors to the generic fallback', () => {
    expect(authErrorKey(new FirebaseError('auth/internal-error', 'x'))).toBeNull();
    expect(authErrorKey(new Error('boom'))).toBeNull();
  });

  it('has a sentence in auth.json for every key it returns', () => {
    const codes = [
      'auth/invalid-credential',
      'auth/invalid-email',
      'auth/missing-password',
      'auth/email-already-in-use',
      'auth/weak-password',
      'auth/too-many-requests',
      'auth/user-disabled',
      'auth/network-request-failed',
      'auth/requires-recent-login',
      'auth/expired-action-code',
    ];
    for (const code of codes) {
      const key = authErrorKey(new FirebaseError(code, 'x'))!.split('.')[1]!;
      expect(authErrorKey(new FirebaseError(code, 'x'))).toMatch(/^auth:serverErrors\./);
      expect(authStrings.serverErrors).toHaveProperty(key);
    }
  });
});
