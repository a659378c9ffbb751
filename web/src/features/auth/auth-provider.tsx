import { onIdTokenChanged, signOut as fbSignOut, type User } from 'firebase/auth';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { roleFromClaims } from '@shared/roles';
import { auth } from '@/lib/firebase/auth';
import { AuthContext, type AuthState, type SessionUser } from './auth-context';

/**
 * A role change by an admin lands in the user's claims at their next token refresh, which Firebase
 * does only about hourly. So the app also asks for a fresh token when it starts with a restored
 * session and when the window regains focus (at most once per TOKEN_FRESH_MS): a member promoted to
 * librarian sees Add Book after a reload or on coming back to the tab.
 */
const TOKEN_FRESH_MS = 30_000;

async function toSessionUser(user: User): Promise<SessionUser> {
  const token = await user.getIdTokenResult();
  return {
    uid: user.uid,
    email: user.email,
    firstName: user.displayName?.trim() || null,
    role: roleFromClaims(token.claims),
  };
}

function forceTokenRefresh(user: User) {
  // onIdTokenChanged fires with the new token and updates the session.
  user.getIdToken(true).catch((err: unknown) => console.warn('token refresh failed', err));
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);

  useEffect(() => {
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
        setUser(null);
        return;
      }
      toSessionUser(next).then(
        (session) => {
          setUser(session);
          if (isRestored) refreshIfStale();
        },
        (err: unknown) => {
          // The role lookup failed: treat the user as a reader (spec section 6).
          console.error('role lookup failed', err);
          setUser({ uid: next.uid, email: next.email, firstName: next.displayName, role: 'reader' });
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
  }, []);

  const signOut = useCallback(() => fbSignOut(auth), []);
  const refreshSession = useCallback(async () => {
    const current = auth.currentUser;
    if (!current) return;
    await current.reload();
    await current.getIdToken(true);
    setUser(await toSessionUser(current));
  }, []);

  const value = useMemo<AuthState>(() => ({ user, signOut, refreshSession }), [user, signOut, refreshSession]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
