/** A group's meeting records, live (apart from groups.ts, so the group lists carry none of this). */
import { limit, orderBy, query, type Unsubscribe } from 'firebase/firestore';
import { meetings } from '@shared/documents/meetings';
import { collectionRef, ref, subscribeList } from '@/lib/firebase/documents';
import { subscribeDocument } from '@/lib/firebase/firestore';
import type { ListSnapshot } from '@/lib/data/use-paged-list';
import type { Meeting } from './community-model';

/** A group's latest `count` meetings, newest first (the next one included), live. */
export function subscribeMeetings(
  groupId: string,
  count: number,
  onData: (snapshot: ListSnapshot<Meeting>) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeList(
    query(collectionRef(meetings, groupId), orderBy('at', 'desc'), limit(count)),
    (items) => onData({ items, hasMore: items.length >= count }),
    onError,
  );
}

/** One meeting of a group, live; null when there is no such meeting. */
export function subscribeMeeting(
  groupId: string,
  meetingId: string,
  onData: (meeting: Meeting | null) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeDocument(
    ref(meetings, groupId, meetingId),
    (snap) => ({ id: snap.id, ...snap.data() }),
    onData,
    onError,
  );
}
