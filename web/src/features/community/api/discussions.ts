/** Every discussion query in one place (the calls are in calls.ts): live subscriptions return their unsubscribe. */
import { limitToLast, orderBy, query, type Unsubscribe } from 'firebase/firestore';
import { discussions, replies } from '@shared/documents/community';
import { moderationItems } from '@shared/documents/moderation';
import { collectionRef, ref, subscribeList, subscribeNewest } from '@/lib/firebase/documents';
import { subscribeDocument } from '@/lib/firebase/firestore';
import type { ListSnapshot } from '@/lib/data/use-paged-list';
import type { Discussion, Reply } from './community-model';

/** The newest `count` discussions (of one group, or all), live (reply counts included). */
export function subscribeDiscussions(
  groupId: string | null,
  count: number,
  onData: (snapshot: ListSnapshot<Discussion>) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeNewest(
    collectionRef(discussions),
    'createdAt',
    count,
    (items) => onData({ items, hasMore: items.length >= count }),
    onError,
    groupId === null ? undefined : { field: 'groupId', equals: groupId },
  );
}

/** One discussion, live; null when it does not exist. */
export function subscribeDiscussion(
  id: string,
  onData: (discussion: Discussion | null) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeDocument(ref(discussions, id), (snap) => ({ id: snap.id, ...snap.data() }), onData, onError);
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
  return subscribeList(
    query(collectionRef(replies, discussionId), orderBy('createdAt'), limitToLast(count)),
    (items) => onData({ items, hasMore: items.length >= count }),
    onError,
  );
}

/**
 * The words of the signed-in member's own held post, live: they wait in its moderation item, which
 * the rules let only its author (while held) and staff read. Null once it is no longer held.
 */
export function subscribeHeldWords(
  itemId: string,
  onData: (words: { title: string; content: string } | null) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeDocument(
    ref(moderationItems, itemId),
    (snap) => {
      const item = snap.data();
      return { title: item.title, content: item.content };
    },
    onData,
    onError,
  );
}
