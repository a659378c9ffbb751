import { createContext, useContext } from 'react';
import type { Role } from '@shared/roles';

export interface SessionUser {
  uid: string;
  email: string | null;
  /** The member's first name (kept as the Auth display name), shown in the header. */
  firstName: string | null;
  role: Role;
  /** What the ID token says (the server checks the same claim before community posts). */
  emailVerified: boolean;
}

export interface AuthState {
  /** undefined while the first auth state is loading; null when signed out. */
  user: SessionUser | null | undefined;
  signOut: () => Promise<void>;
  /**
   * Re-reads the user and the ID token so a role change made by an admin, or an e-mail address
   * verified in another tab, takes effect now.
   */
  refreshSession: () => Promise<void>;
  /** Sends the e-mail verification link again to the signed-in member's address. */
  resendVerification: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
