import { useSubscription } from '@/lib/data/use-data';
import { subscribeMyMemberships } from '../api/groups';

/** Whether the signed-in member belongs to a group, live; undefined while unknown or signed out. */
export function useMembership(groupId: string, uid: string | null): boolean | undefined {
  // Every card asks for the same key, so the page holds one listener for all of them.
  const memberships = useSubscription<ReadonlySet<string>>(['my-memberships', uid], (emit, fail) =>
    subscribeMyMemberships(uid!, emit, fail),
  );
  return memberships.status === 'ready' ? memberships.data.has(groupId) : undefined;
}
