import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readerPresent } from '@/lib/reader-present';
import { AuthContext, type AuthState, type SessionUser } from './auth-context';
import { memberStorage } from './member-storage';

/** The session module (and with it the Auth SDK) loads after first render, outside the entry chunk. */
const loadSession = () => import('./session');

/**
 * Whether this browser had a signed-in member when it last knew (a hint kept beside the session,
 * not the session itself). Without one the visitor is shown signed out at once and Auth loads
 * when the visitor shows up (reader-present.ts); a session the hint missed still appears then.
 */
const HINT_KEY = 'library.signedIn';
function hadSession(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return true;
  }
}
function rememberSession(user: SessionUser | null) {
  try {
    if (user) localStorage.setItem(HINT_KEY, '1');
    else {
      localStorage.removeItem(HINT_KEY);
      memberStorage.clear();
    }
  } catch {
    // Storage refused (a private window's quota): Auth then loads at once next time.
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const signedIn = hadSession();
    // A transition for the same reason as below.
    if (!signedIn) startTransition(() => setUser(null));
    (signedIn ? Promise.resolve() : readerPresent()).then(loadSession).then(
      ({ watchSession }) => {
        // As a transition: on a page the server rendered, React then finishes adopting the
        // server's markup first; an urgent update reaching a part not yet hydrated would make
        // React throw that markup away and render it again (a flash, a new largest paint).
        if (!cancelled)
          stop = watchSession((next) => {
            rememberSession(next);
            startTransition(() => setUser(next));
          });
      },
      (err: unknown) => {
        // Without Auth the site still works for visitors.
        console.error('auth failed to load', err);
        if (!cancelled) setUser(null);
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  const signOut = useCallback(async () => (await loadSession()).signOutSession(), []);
  const refreshSession = useCallback(async () => {
    const next = await (await loadSession()).refreshCurrentSession();
    if (next) setUser(next);
  }, []);

  const resendVerification = useCallback(async () => (await loadSession()).sendVerificationEmail(), []);

  const value = useMemo<AuthState>(
    () => ({ user, signOut, refreshSession, resendVerification }),
    [user, signOut, refreshSession, resendVerification],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
