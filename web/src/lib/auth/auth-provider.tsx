import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthState, type SessionUser } from './auth-context';

/** The session module (and with it the Auth SDK) loads after first render, outside the entry chunk. */
const loadSession = () => import('./session');

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadSession().then(
      ({ watchSession }) => {
        // As a transition: on a page the server rendered, React then finishes adopting the
        // server's markup first; an urgent update reaching a part not yet hydrated would make
        // React throw that markup away and render it again (a flash, a new largest paint).
        if (!cancelled) stop = watchSession((next) => startTransition(() => setUser(next)));
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
