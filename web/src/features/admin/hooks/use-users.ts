import { useCallback, useEffect, useState } from 'react';
import type { UserSummary } from '@shared/api';
import { listUsers } from '../api/users';

/** The users table: loaded once, then patched in place after each change or creation. */
export function useUsers() {
  const [users, setUsers] = useState<UserSummary[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    listUsers(null).then(
      (res) => active && setUsers(res.users),
      (err: unknown) => {
        console.error('listUsers failed', err);
        if (!active) return;
        setFailed(true);
        setUsers([]);
      },
    );
    return () => {
      active = false;
    };
  }, []);

  const upsert = useCallback((user: UserSummary) => {
    setUsers((prev = []) =>
      prev.some((u) => u.uid === user.uid) ? prev.map((u) => (u.uid === user.uid ? user : u)) : [user, ...prev],
    );
  }, []);

  return { users, failed, upsert };
}
