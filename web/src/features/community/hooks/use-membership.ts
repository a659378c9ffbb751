import { onDemand } from '@/lib/data/first-screen';
import { useSubscription } from '@/lib/data/use-data';

/** Whether the signed-in member belongs to a group, live; undefined while unknown or signed out. */
export function useMembership(groupId: string, uid: string | null): boolean | undefined {
  // Every card asks for the same key, so the page holds one listener for all of them; its code
  // (Firestore) loads with it, not with /community's first screen.
  const memberships = useSubscription<ReadonlySet<string>>(
    ['my-memberships', uid],
    onDemand(() => import('../api/groups').then((api) => (emit, fail) => api.subscribeMyMemberships(uid!, emit, fail))),
  );
  return memberships.status === 'ready' ? memberships.data.has(groupId) : undefined;
}
