/**
 * Sign-in, sign-up and password reset against Firebase Auth. Sign-up also creates the member's
 * profile document (without a role: the role is the custom claim, and a user without one is a
 * reader) and asks the library to e-mail the verification link. Firestore is loaded only for the
 * profile write, so the sign-in and sign-up forms show without it.
 */
import {
  applyActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  verifyPasswordResetCode,
} from 'firebase/auth';
import type { RegistrationDetails } from '@shared/profile-schemas';
import type { Credentials } from '@shared/schemas';
import { pageLanguage } from '@/i18n/language-choice';
import { auth } from '@/lib/firebase/auth';
import { callable } from '@/lib/firebase/functions';

export async function signIn({ email, password }: Credentials): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}

/**
 * Creates the account, names it after the first name (the header shows it), writes the profile,
 * sends the verification link, then signs out again: the spec sends a new member through /login
 * after "Registration Successful", so the first session starts from the sign-in form like every
 * later one.
 */
export async function register({ email, password }: Credentials, details: RegistrationDetails): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  try {
    await updateProfile(user, { displayName: details.firstName });
    const { createOwnProfile } = await import('@/lib/profile/own-profile');
    await createOwnProfile(user.uid, user.email ?? email, details);
    // The account works without it (browsing, book chat); posting to the community waits for it.
    // The library's own e-mail, in the page's language (functions/src/mail/account-mail.ts).
    await callable('sendVerificationEmail')({ language: pageLanguage() }).catch((err: unknown) =>
      console.error('verification e-mail failed', err),
    );
  } finally {
    await signOut(auth);
  }
}

/**
 * Forgot your password?: the library e-mails the reset link. An address without an account gets
 * the same answer as one with (the server says sent either way), so the form cannot be used to
 * find out who is a member.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await callable('requestPasswordReset')({ email, language: pageLanguage() });
}

/** The address a reset link is for; fails when the link is invalid, used or expired. */
export const checkPasswordResetLink = (oobCode: string): Promise<string> => verifyPasswordResetCode(auth, oobCode);

export const setNewPassword = (oobCode: string, newPassword: string): Promise<void> =>
  confirmPasswordReset(auth, oobCode, newPassword);

/** Completes a verify-e-mail, change-e-mail or recover-e-mail link. */
export const applyEmailLink = (oobCode: string): Promise<void> => applyActionCode(auth, oobCode);
