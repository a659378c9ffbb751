import { FirebaseError } from 'firebase/app';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { accountErrorMessage } from './account-error';

const t = ((key: string) => key) as unknown as TFunction;
const callableError = (reason: string) =>
  Object.assign(new FirebaseError('functions/failed-precondition', reason), { details: { reason } });

describe('accountErrorMessage', () => {
  it('says the current password is wrong when reauthentication fails', () => {
    expect(accountErrorMessage(new FirebaseError('auth/invalid-credential', 'x'), t, 'fallback')).toBe(
      'profile:account.wrongPassword',
    );
  });

  it("explains an admin's refused deletion and a rate limit", () => {
    expect(accountErrorMessage(callableError('self-demotion'), t, 'fallback')).toBe(
      'profile:account.delete.adminRefused',
    );
    expect(accountErrorMessage(callableError('rate-limited'), t, 'fallback')).toBe('errors:rateLimited');
  });

  it("uses the auth service's friendly sentences, else the screen's fallback", () => {
    expect(accountErrorMessage(new FirebaseError('auth/email-already-in-use', 'x'), t, 'fallback')).toBe(
      'auth:serverErrors.emailInUse',
    );
    expect(accountErrorMessage(new Error('boom'), t, 'fallback')).toBe('fallback');
  });
});
