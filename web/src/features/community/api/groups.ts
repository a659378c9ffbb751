/** Every reading-group query in one place (the calls are in calls.ts): live subscriptions return their unsubscribe. */
import { collectionGroup, limit, onSnapshot, orderBy, query, where, type Unsubscribe } from 'firebase/firestore';
import {
  groups,
  members,
  pickVotes,
  rsvps,
  type PickVoteDoc,
  type RsvpAnswer,
  type RsvpDoc,
} from '@shared/documents/community';
import { QUERY_CAPS } from '@shared/constants';
import { collectionRef, ref, subscribeList, subscribeNewest } from '@/lib/firebase/documents';
import { db, subscribeDocument } from '@/lib/firebase/firestore';
import type { ListSnapshot } from '@/lib/data/use-paged-list';
import type { Group, Member } from './community-model';

/**
 * The newest `count` visible groups, live (member counts included). A group hidden by staff or
 * held for review leaves the public list (staff find it in the moderation queue; its own page
 * still says it was removed).
 */
export function subscribeGroups(
  count: number,
  onData: (snapshot: ListSnapshot<Group>) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeNewest(
    collectionRef(groups),
    'createdAt',
    count,
    (items) => onData({ items, hasMore: items.length >= count }),
    onError,
    [where('status', '==', 'visible')],
  );
}

/**
 * The ids of the groups `uid` belongs to, live: one collection-group query over the membership
 * documents (which store their member's uid), shared by every group card. At most
 * QUERY_CAPS.members groups (the rules' cap).
 */
export function subscribeMyMemberships(
  uid: string,
  onData: (groupIds: ReadonlySet<string>) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  const q = query(collectionGroup(db, members.name), where('uid', '==', uid), limit(QUERY_CAPS.members));
  return onSnapshot(q, (snap) => onData(new Set(snap.docs.map((d) => d.ref.parent.parent!.id))), onError);
}

/** One group, live; null when it does not exist. */
export function subscribeGroup(
  id: string,
  onData: (group: Group | null) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeDocument(ref(groups, id), (snap) => ({ id: snap.id, ...snap.data() }), onData, onError);
}

/** The first `count` members of a group by joining time, live. */
export function subscribeMembers(
  groupId: string,
  count: number,
  onData: (snapshot: ListSnapshot<Member>) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeList(
    query(collectionRef(members, groupId), orderBy('joinedAt'), limit(count)),
    (items) => onData({ items, hasMore: items.length >= count }),
    onError,
  );
}

/**
 * The signed-in member's answer to the group's meeting at `meeting`, live; null when they have not
 * answered it (an answer to an earlier time of the meeting no longer counts).
 */
export function subscribeMyRsvp(
  groupId: string,
  uid: string,
  meeting: Date,
  onData: (answer: RsvpAnswer | null) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeDocument<RsvpAnswer | null, RsvpDoc>(
    ref(rsvps, groupId, uid),
    (snap) => {
      const rsvp = snap.data();
      return rsvp.meetingAt?.getTime() === meeting.getTime() ? rsvp.answer : null;
    },
    onData,
    onError,
  );
}

/** The signed-in member's vote in the group's round `round` of club picks, live; null before they vote. */
export function subscribeMyPickVote(
  groupId: string,
  uid: string,
  round: number,
  onData: (bookId: string | null) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeDocument<string | null, PickVoteDoc>(
    ref(pickVotes, groupId, uid),
    (snap) => {
      const vote = snap.data();
      return vote.round === round ? vote.bookId : null;
    },
    onData,
    onError,
  );
}
