import { useOneShot } from '@/lib/data/use-data';
import { useMutation } from '@/lib/data/use-mutation';
import {
  applyEmailLink,
  checkPasswordResetLink,
  register,
  requestPasswordReset,
  setNewPassword,
  signIn,
} from '../api/account';

/**
 * The auth screens' writes, with the app's busy/error convention. Offline they are refused before
 * anything is sent, and authErrorKey words that as the network failure it is.
 */
export const useSignIn = (onSignedIn: () => void) => useMutation('sign-in', signIn, onSignedIn);
export const useRegister = (onRegistered: () => void) => useMutation('registration', register, onRegistered);
/** Resolves with the address, for the "link sent" card. */
export const useRequestPasswordReset = (onSent: (email: string) => void) =>
  useMutation('password reset request', (email: string) => requestPasswordReset(email).then(() => email), onSent);
export const useSetNewPassword = (oobCode: string, onDone: () => void) =>
  useMutation('password reset', (password: string) => setNewPassword(oobCode, password), onDone);

/** The address a password-reset link is for (an error: the link is used, expired or invalid). */
export const usePasswordResetLink = (oobCode: string) =>
  useOneShot<string>(['password-reset-link', oobCode], () => checkPasswordResetLink(oobCode));
/** Applies an e-mailed verify or recover link once per code. */
export const useEmailLink = (oobCode: string) =>
  useOneShot<void>(['email-link', oobCode], () => applyEmailLink(oobCode));
