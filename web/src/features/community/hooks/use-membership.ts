import { useEffect, useState } from 'react';
import { subscribeMembership } from '../api/groups';

/** Whether the signed-in member belongs to a group, live; undefined while unknown or signed out. */
export function useMembership(groupId: string, uid: string | null): boolean | undefined {
  const [state, setState] = useState<{ key: string; member: boolean } | null>(null);
  const key = `${groupId}/${uid ?? ''}`;

  useEffect(() => {
    if (!uid) return;
    return subscribeMembership(
      groupId,
      uid,
      (member) => setState({ key: `${groupId}/${uid}`, member }),
      (err) => console.error('membership lookup failed', err),
    );
  }, [groupId, uid]);

  return uid && state?.key === key ? state.member : undefined;
}
