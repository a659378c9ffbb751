/** Every reading-group query and call in one place: live subscriptions return their unsubscribe. */
import { collection, doc, limit, onSnapshot, orderBy, query, type Unsubscribe } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { db } from '@/lib/firebase/firestore';
import { callable } from '@/lib/firebase/functions';
import { toGroup, type Group, type ListSnapshot } from './community-model';

/** The newest `count` groups, live (member counts included). */
export function subscribeGroups(
  count: number,
  onData: (snapshot: ListSnapshot<Group>) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  const q = query(collection(db, COLLECTIONS.groups), orderBy('createdAt', 'desc'), limit(count));
  return onSnapshot(
    q,
    (snap) => onData({ items: snap.docs.map((d) => toGroup(d.id, d.data())), hasMore: snap.size >= count }),
    onError,
  );
}

/** Whether `uid` belongs to the group, live. */
export function subscribeMembership(
  groupId: string,
  uid: string,
  onData: (member: boolean) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, COLLECTIONS.groups, groupId, COLLECTIONS.members, uid),
    (snap) => onData(snap.exists()),
    onError,
  );
}

export const createGroup = callable('createGroup');
export const joinGroup = callable('joinGroup');
export const leaveGroup = callable('leaveGroup');
