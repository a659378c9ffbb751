import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { canEditBooks } from '@shared/roles';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * Staff screens send everyone else to the collection once the session is known. This is for
 * usability only: the rules refuse non-staff writes anyway. Returns whether the screen may render.
 */
export function useStaffOnly(): boolean {
  const { user } = useAuth();
  const navigate = useNavigate();
  const allowed = !!user && canEditBooks(user.role);
  useEffect(() => {
    if (user !== undefined && !allowed) navigate(paths.books, { replace: true });
  }, [user, allowed, navigate]);
  return allowed;
}
