/** Every reading-group query and call in one place: live subscriptions return their unsubscribe. */
import { limit, onSnapshot, orderBy, query, type Unsubscribe } from 'firebase/firestore';
import { CALLABLES, type CreatedResponse, type MembershipResponse } from '@shared/api';
import { COLLECTIONS } from '@shared/collections';
import { groupSchema, memberSchema } from '@shared/documents/community';
import type { GroupInput } from '@shared/schemas';
import { typedCollection, typedDoc } from '@/lib/firebase/documents';
import { callableFn } from '@/lib/firebase/functions';
import type { Group, ListSnapshot } from './community-model';

/** The newest `count` groups, live (member counts included). */
export function subscribeGroups(
  count: number,
  onData: (snapshot: ListSnapshot<Group>) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  const q = query(typedCollection(groupSchema, COLLECTIONS.groups), orderBy('createdAt', 'desc'), limit(count));
  return onSnapshot(
    q,
    (snap) => onData({ items: snap.docs.map((d) => ({ id: d.id, ...d.data() })), hasMore: snap.size >= count }),
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
    typedDoc(memberSchema, COLLECTIONS.groups, groupId, COLLECTIONS.members, uid),
    (snap) => onData(snap.exists()),
    onError,
  );
}

export const createGroup = callableFn<GroupInput, CreatedResponse>(CALLABLES.createGroup);
export const joinGroup = callableFn<{ groupId: string }, MembershipResponse>(CALLABLES.joinGroup);
export const leaveGroup = callableFn<{ groupId: string }, MembershipResponse>(CALLABLES.leaveGroup);
