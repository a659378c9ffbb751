/** Every discussion query in one place (the calls are in calls.ts): live subscriptions return their unsubscribe. */
import { limit, limitToLast, orderBy, query, where, type Unsubscribe } from 'firebase/firestore';
import { discussions, milestonesUpTo, progress, replies } from '@shared/documents/community';
import { QUERY_CAPS } from '@shared/constants';
import { moderationItems } from '@shared/documents/moderation';
import { collectionRef, ref, subscribeList, subscribeNewest } from '@/lib/firebase/documents';
import { subscribeDocument } from '@/lib/firebase/firestore';
import type { ListSnapshot } from '@/lib/data/use-paged-list';
import type { Discussion, Reply } from './community-model';

/**
 * How far a reader's lists reach: in a book club, the posts of `groupId` up to the milestone they
 * have `reached` (docs/community.md, "Virtual book clubs"); elsewhere (groupId null) the posts that
 * give nothing away. The rules refuse a query that does not say this bound (postReadable).
 */
export interface ReadBound {
  groupId: string | null;
  reached: number;
}

function boundedBy({ groupId, reached }: ReadBound) {
  if (groupId === null) return [where('milestone', '==', 0)];
  return [
    where('groupId', '==', groupId),
    reached === 0 ? where('milestone', '==', 0) : where('milestone', 'in', milestonesUpTo(reached)),
  ];
}

/**
 * The newest `count` discussions, live (reply counts included): a group's up to the reader's
 * milestone, or (groupId null) every discussion that gives nothing away.
 */
export function subscribeDiscussions(
  bound: ReadBound,
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
    boundedBy(bound),
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
 * The latest `count` replies of a discussion up to the reader's milestone, oldest first, live. New
 * replies (including the assistant's) arrive through this listener; growing `count` reveals
 * earlier ones, and a wider bound the ones further on.
 */
export function subscribeReplies(
  discussionId: string,
  bound: ReadBound,
  count: number,
  onData: (snapshot: ListSnapshot<Reply>) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeList(
    query(collectionRef(replies, discussionId), ...boundedBy(bound), orderBy('createdAt'), limitToLast(count)),
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

/**
 * The signed-in member's place in a group's book, live: their milestone (0 when they have not
 * marked one) and whether they share their name there.
 */
export function subscribeMyProgress(
  groupId: string,
  uid: string,
  onData: (progress: { milestone: number; shareName: boolean }) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeDocument(
    ref(progress, groupId, uid),
    (snap) => {
      const { milestone, shareName } = snap.data();
      return { milestone, shareName };
    },
    (value) => onData(value ?? { milestone: 0, shareName: false }),
    onError,
  );
}

/** The members of a group who share where they are in its book, live (their names by milestone). */
export function subscribeSharedProgress(
  groupId: string,
  onData: (members: Array<{ displayName: string; milestone: number }>) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeList(
    query(collectionRef(progress, groupId), where('shareName', '==', true), limit(QUERY_CAPS.members)),
    (items) => onData(items.map(({ displayName, milestone }) => ({ displayName, milestone }))),
    onError,
  );
}
