/**
 * Sign-in and sign-up against Firebase Auth. Sign-up also creates the member's profile document
 * (without a role: the role is the custom claim, and a user without one is a reader). Firestore is
 * loaded only for that write, so the sign-in and sign-up forms show without it.
 */
import { createUserWithEmailAndPassword, signInWithEmailAndPassword, signOut, updateProfile } from 'firebase/auth';
import type { Credentials, RegistrationDetails } from '@shared/schemas';
import { auth } from '@/lib/firebase/auth';

export async function signIn({ email, password }: Credentials): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}

/**
 * Creates the account, names it after the first name (the header shows it), writes the profile,
 * then signs out again: the spec sends a new member through /login after "Registration
 * Successful", so the first session starts from the sign-in form like every later one.
 */
export async function register({ email, password }: Credentials, details: RegistrationDetails): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  try {
    await updateProfile(user, { displayName: details.firstName });
    const { createOwnProfile } = await import('@/lib/profile/own-profile');
    await createOwnProfile(user.uid, user.email ?? email, details);
  } finally {
    await signOut(auth);
  }
}
