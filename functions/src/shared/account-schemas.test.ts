import { describe, expect, it } from 'vitest';
import { changeEmailSchema, changePasswordSchema, createUserSchema, newPasswordFormSchema } from './schemas.js';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the account forms (reset, change password, change e-mail)', () => {
  it('accepts a new password of 6 characters typed twice', () => {
    expect(newPasswordFormSchema.safeParse({ newPassword: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(true);
  });

  it("refuses a short new password with Firebase's own message, and two that differ on the second field", () => {
    expect(firstMessage(newPasswordFormSchema.safeParse({ newPassword: 'abc', confirmPassword: 'abc' }))).toEqual([
      'newPassword: validation.passwordShort',
    ]);
    expect(firstMessage(newPasswordFormSchema.safeParse({ newPassword: 'abcdef', confirmPassword: 'abcdeg' }))).toEqual(
      ['confirmPassword: validation.passwordMismatch'],
    );
  });

  it('needs the current password before a change, and a valid new address', () => {
    const change = { currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' };
    expect(firstMessage(changePasswordSchema.safeParse(change))).toEqual(['currentPassword: validation.required']);
    expect(firstMessage(changeEmailSchema.safeParse({ newEmail: 'not-an-address', currentPassword: 'x' }))).toEqual([
      'newEmail: validation.email',
    ]);
  });

  it('uses the same password rule as Create User', () => {
    const short = createUserSchema.safeParse({ email: 'a@b.org', password: '12345', role: 'reader' });
    expect(firstMessage(short)).toEqual(['password: validation.passwordShort']);
  });
});
