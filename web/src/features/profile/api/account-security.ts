/**
 * The member's own account on /profile: change e-mail, change password, delete the account.
 * Firebase asks for a recent sign-in before the first two, so each starts by confirming the
 * current password (reauthenticateWithCredential); deletion asks for it too, so a borrowed,
 * unlocked session cannot end someone's membership.
 */
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword, type User } from 'firebase/auth';
import type { ChangeEmailInput, ChangePasswordInput } from '@shared/schemas';
import { pageLanguage } from '@/i18n/language-choice';
import { auth } from '@/lib/firebase/auth';

async function confirmedUser(currentPassword: string): Promise<User> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('signed out');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  return user;
}

/**
 * The library e-mails a link to the new address (functions/src/mail/account-mail.ts); the address
 * changes only when the member opens it. The password is confirmed first, as Firebase would ask.
 */
export async function changeEmail({ newEmail, currentPassword }: ChangeEmailInput): Promise<void> {
  const user = await confirmedUser(currentPassword);
  // The new sign-in time must reach the server: it refuses a change without a recent one.
  await user.getIdToken(true);
  const { callable } = await import('@/lib/firebase/functions');
  await callable('requestEmailChange')({ newEmail, language: pageLanguage() });
}

export async function changePassword({ currentPassword, newPassword }: ChangePasswordInput): Promise<void> {
  await updatePassword(await confirmedUser(currentPassword), newPassword);
}

/**
 * The deleteAccount callable erases the account and its private data on the server (it only ever
 * deletes the caller). The caller then leaves the page and signs out (the session is dead anyway).
 * The Functions SDK loads only here.
 */
export async function deleteOwnAccount(currentPassword: string): Promise<void> {
  await confirmedUser(currentPassword);
  const { callable } = await import('@/lib/firebase/functions');
  await callable('deleteAccount')(null);
}
