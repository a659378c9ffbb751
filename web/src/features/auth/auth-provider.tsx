import { onIdTokenChanged, signOut as fbSignOut, type User } from 'firebase/auth';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { roleFromClaims } from '@shared/roles';
import { auth } from '@/lib/firebase/auth';
import { AuthContext, type AuthState, type SessionUser } from './auth-context';

async function toSessionUser(user: User): Promise<SessionUser> {
  const token = await user.getIdTokenResult();
  return {
    uid: user.uid,
    email: user.email,
    firstName: user.displayName?.trim() || null,
    role: roleFromClaims(token.claims),
  };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);

  useEffect(
    () =>
      onIdTokenChanged(auth, (next) => {
        if (!next) {
          setUser(null);
          return;
        }
        toSessionUser(next).then(setUser, (err: unknown) => {
          // The role lookup failed: treat the user as a reader (spec section 6).
          console.error('role lookup failed', err);
          setUser({ uid: next.uid, email: next.email, firstName: next.displayName, role: 'reader' });
        });
      }),
    [],
  );

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
