/**
 * Everything the page frame needs from Firebase Auth, in one module that the AuthProvider loads
 * after first render: the Auth SDK then stays out of the entry chunk, so pages that read no data
 * (home, about) start faster.
 *
 * A role change by an admin lands in the user's claims at their next token refresh, which Firebase
 * does only about hourly. So we also ask for a fresh token when the app starts with a restored
 * session and when the window regains focus (at most once per TOKEN_FRESH_MS): a member promoted to
 * librarian sees Add Book after a reload or on coming back to the tab.
 */
import { onIdTokenChanged, signOut, updateProfile, type User } from 'firebase/auth';
import { roleFromClaims } from '@shared/roles';
import { pageLanguage } from '@/i18n/language-choice';
import { auth } from '@/lib/firebase/auth';
import { forgetBrowsing } from '@/lib/pwa/forget';
import type { SessionUser } from './auth-context';

const TOKEN_FRESH_MS = 30_000;

async function toSessionUser(user: User): Promise<SessionUser> {
  const token = await user.getIdTokenResult();
  return {
    uid: user.uid,
    email: user.email,
    firstName: user.displayName?.trim() || null,
    role: roleFromClaims(token.claims),
    emailVerified: token.claims.email_verified === true,
  };
}

function forceTokenRefresh(user: User) {
  // onIdTokenChanged fires with the new token and updates the session.
  user.getIdToken(true).catch((err: unknown) => console.warn('token refresh failed', err));
}

/** Calls onChange with the signed-in member (or null) now and on every change; returns a stop function. */
export function watchSession(onChange: (user: SessionUser | null) => void): () => void {
  let lastForced = 0;
  const refreshIfStale = () => {
    const current = auth.currentUser;
    const now = Date.now();
    if (!current || now - lastForced < TOKEN_FRESH_MS) return;
    lastForced = now;
    forceTokenRefresh(current);
  };
  // The first event after the page loads carries the session restored from storage, whose token
  // may predate a role change (one extra token call per visit); later events are sign-ins and
  // refreshes, already fresh.
  let restored = true;
  const unsubscribe = onIdTokenChanged(auth, (next) => {
    const isRestored = restored;
    restored = false;
    if (!next) {
      onChange(null);
      return;
    }
    toSessionUser(next).then(
      (session) => {
        onChange(session);
        if (isRestored) refreshIfStale();
      },
      (err: unknown) => {
        // The role lookup failed: treat the user as a reader (spec section 6).
        console.error('role lookup failed', err);
        onChange({
          uid: next.uid,
          email: next.email,
          firstName: next.displayName,
          role: 'reader',
          emailVerified: next.emailVerified,
        });
      },
    );
  });
  const onFocus = () => {
    if (document.visibilityState === 'visible') refreshIfStale();
  };
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
  return () => {
    unsubscribe();
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onFocus);
  };
}

/** Signs out, and forgets the pages this browser kept of the member's visit (lib/pwa/forget.ts). */
export async function signOutSession(): Promise<void> {
  await signOut(auth);
  await forgetBrowsing();
}

/** Sets the signed-in user's display name (the header's first name). */
export async function renameSignedInUser(displayName: string | null): Promise<void> {
  if (!auth.currentUser) throw new Error('signed out');
  await updateProfile(auth.currentUser, { displayName });
}

/**
 * Re-reads the current user and a fresh ID token, so a role change made by an admin, or an e-mail
 * address just verified, applies now without signing out.
 */
export async function refreshCurrentSession(): Promise<SessionUser | null> {
  const current = auth.currentUser;
  if (!current) return null;
  await current.reload();
  await current.getIdToken(true);
  return toSessionUser(current);
}

/**
 * Asks the library to e-mail the verification link (again), in the page's language; the link
 * brings the member back to the community (functions/src/mail/account-mail.ts).
 */
export async function sendVerificationEmail(): Promise<void> {
  if (!auth.currentUser) throw new Error('signed out');
  const { callable } = await import('@/lib/firebase/functions');
  await callable('sendVerificationEmail')({ language: pageLanguage() });
}
