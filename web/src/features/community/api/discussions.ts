/** Every discussion query and call in one place: live subscriptions return their unsubscribe. */
import { collection, doc, limit, limitToLast, onSnapshot, orderBy, query, type Unsubscribe } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { db, subscribeDocument } from '@/lib/firebase/firestore';
import { callable } from '@/lib/firebase/functions';
import { toDiscussion, toReply, type Discussion, type ListSnapshot, type Reply } from './community-model';

/** The newest `count` discussions, live (reply counts included). */
export function subscribeDiscussions(
  count: number,
  onData: (snapshot: ListSnapshot<Discussion>) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  const q = query(collection(db, COLLECTIONS.discussions), orderBy('createdAt', 'desc'), limit(count));
  return onSnapshot(
    q,
    (snap) => onData({ items: snap.docs.map((d) => toDiscussion(d.id, d.data())), hasMore: snap.size >= count }),
    onError,
  );
}

/** One discussion, live; null when it does not exist. */
export function subscribeDiscussion(
  id: string,
  onData: (discussion: Discussion | null) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeDocument(
    doc(db, COLLECTIONS.discussions, id),
    (snap) => toDiscussion(snap.id, snap.data()),
    onData,
    onError,
  );
}

/**
 * The latest `count` replies of a discussion, oldest first, live. New replies (including the
 * assistant's) arrive through this listener; growing `count` reveals earlier ones.
 */
export function subscribeReplies(
  discussionId: string,
  count: number,
  onData: (snapshot: ListSnapshot<Reply>) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  const q = query(
    collection(db, COLLECTIONS.discussions, discussionId, COLLECTIONS.replies),
    orderBy('createdAt'),
    limitToLast(count),
  );
  return onSnapshot(
    q,
    (snap) => onData({ items: snap.docs.map((d) => toReply(d.id, d.data())), hasMore: snap.size >= count }),
    onError,
  );
}

export const createDiscussion = callable('createDiscussion');
export const postReply = callable('postReply');
