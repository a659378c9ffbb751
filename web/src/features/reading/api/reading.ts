/**
 * Every reading read and write a member makes (docs/reading.md): their shelf entries, which they
 * write themselves (the rules check each field), their ratings and a book's public summary, read
 * live. Ratings are written by the rateBook callable alone (calls.ts).
 */
import {
  deleteDoc,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type CollectionReference,
  type Unsubscribe,
} from 'firebase/firestore';
import { QUERY_CAPS } from '@shared/constants';
import type { WithId } from '@shared/documents/collection';
import { profiles } from '@shared/documents/profile';
import {
  DEFAULT_VISIBILITY,
  helpfulVotes,
  lists,
  memberPages,
  ratings,
  ratingSummaries,
  readingItemId,
  REVIEWS_SHOWN,
  reviews,
  shelfEntries,
  shelfEntryDoc,
  type ListDoc,
  type MemberPageDoc,
  type RatingDoc,
  type RatingSummaryDoc,
  type ReviewDoc,
  type Shelf,
  type ShelfChoice,
  type ShelfEntryDoc,
  type Visibility,
} from '@shared/documents/reading';
import { collectionRef, readOnce, ref, subscribeList, subscribeOne } from '@/lib/firebase/documents';
import { subscribeDocument } from '@/lib/firebase/firestore';
import { moveToShelf } from '../lib/shelf-moves';

type OnError = (err: Error) => void;

/** The member's entry for one book (null: not on a shelf). */
export const subscribeMyShelfEntry = (
  uid: string,
  bookId: string,
  onData: (entry: ShelfEntryDoc | null) => void,
  onError: OnError,
) => subscribeOne(shelfEntries, [readingItemId(uid, bookId)], onData, onError);

/** Every book on the member's shelves (the rules accept the list because it filters on their uid). */
export const subscribeMyShelves = (
  uid: string,
  onData: (entries: Array<WithId<ShelfEntryDoc>>) => void,
  onError: OnError,
) =>
  subscribeList(
    query(collectionRef(shelfEntries), where('uid', '==', uid), limit(QUERY_CAPS.reading)),
    onData,
    onError,
  );

/** The member's rating of one book (null: not rated). */
export const subscribeMyRating = (
  uid: string,
  bookId: string,
  onData: (rating: RatingDoc | null) => void,
  onError: OnError,
) => subscribeOne(ratings, [readingItemId(uid, bookId)], onData, onError);

/** A book's public average and count (nulls under RATINGS_SHOWN_AT shared ratings, or none yet). */
export const subscribeRatingSummary = (
  bookId: string,
  onData: (summary: RatingSummaryDoc | null) => void,
  onError: OnError,
) => subscribeOne(ratingSummaries, [bookId], onData, onError);

/** The member's default visibility for new items (absent: private). */
export function subscribeDefaultVisibility(
  uid: string,
  onData: (v: Visibility) => void,
  onError: OnError,
): Unsubscribe {
  return subscribeDocument(
    ref(profiles, uid),
    (snap) => snap.data().readingVisibility ?? DEFAULT_VISIBILITY,
    (v) => onData(v ?? DEFAULT_VISIBILITY),
    onError,
  );
}

/**
 * One tap on a shelf: the entry as stored now (not as a list showed it, which may be capped or a
 * moment old) moved to the shelf, so a tap never overwrites a read's dates it did not see.
 */
export async function tapShelf(uid: string, bookId: string, shelf: Shelf, today: string, visibility: Visibility) {
  const current = await readOnce(shelfEntries, readingItemId(uid, bookId));
  await saveShelfEntry(uid, bookId, moveToShelf(current, shelf, today, visibility));
}

export const saveShelfEntry = (uid: string, bookId: string, choice: ShelfChoice) =>
  setDoc(ref(shelfEntries, readingItemId(uid, bookId)), shelfEntryDoc(uid, bookId, choice));

export const removeShelfEntry = (uid: string, bookId: string) =>
  deleteDoc(ref(shelfEntries, readingItemId(uid, bookId)));

export const setDefaultVisibility = (uid: string, readingVisibility: Visibility) =>
  updateDoc(ref(profiles, uid), { readingVisibility });

/** A member's public page (null: they have none, or turned it off). */
export const subscribeMemberPage = (uid: string, onData: (page: MemberPageDoc | null) => void, onError: OnError) =>
  subscribeOne(memberPages, [uid], onData, onError);

/**
 * What a member shared of one visibility, shelf entries or ratings (the rules let a list through
 * only with that filter): 'public' for everyone, 'members' for a signed-in viewer.
 */
function subscribeShared<T extends { uid: string; visibility: Visibility }>(
  source: CollectionReference<T>,
  uid: string,
  visibility: Exclude<Visibility, 'private'>,
  onData: (items: Array<WithId<T>>) => void,
  onError: OnError,
) {
  const shared = query(
    source,
    where('uid', '==', uid),
    where('visibility', '==', visibility),
    limit(QUERY_CAPS.reading),
  );
  return subscribeList(shared, onData, onError);
}
export const subscribeSharedShelves = (
  uid: string,
  visibility: Exclude<Visibility, 'private'>,
  onData: (entries: Array<WithId<ShelfEntryDoc>>) => void,
  onError: OnError,
) => subscribeShared(collectionRef(shelfEntries), uid, visibility, onData, onError);
export const subscribeSharedRatings = (
  uid: string,
  visibility: Exclude<Visibility, 'private'>,
  onData: (items: Array<WithId<RatingDoc>>) => void,
  onError: OnError,
) => subscribeShared(collectionRef(ratings), uid, visibility, onData, onError);

/** How a book's reviews are listed. */
export type ReviewOrder = 'newest' | 'helpful';

/**
 * A book's visible reviews of one visibility, newest or most helpful first: the rules let a list
 * through only with the status and visibility filters ('members' for a signed-in viewer).
 */
export function subscribeBookReviews(
  bookId: string,
  visibility: Exclude<Visibility, 'private'>,
  order: ReviewOrder,
  onData: (items: Array<WithId<ReviewDoc>>) => void,
  onError: OnError,
) {
  const sort = order === 'helpful' ? [orderBy('helpfulCount', 'desc')] : [];
  const visible = query(
    collectionRef(reviews),
    where('bookId', '==', bookId),
    where('status', '==', 'visible'),
    where('visibility', '==', visibility),
    ...sort,
    orderBy('createdAt', 'desc'),
    limit(REVIEWS_SHOWN),
  );
  return subscribeList(visible, onData, onError);
}

/** The member's own review of a book (null: none), whatever its status. */
export const subscribeMyReview = (
  uid: string,
  bookId: string,
  onData: (review: ReviewDoc | null) => void,
  onError: OnError,
) => subscribeOne(reviews, [readingItemId(uid, bookId)], onData, onError);

/** Whether the member found a review helpful (their own vote is all they may read). */
export const subscribeMyVote = (uid: string, reviewId: string, onData: (voted: boolean) => void, onError: OnError) =>
  subscribeOne(helpfulVotes, [reviewId, uid], (vote) => onData(vote !== null), onError);

/** A member's reviews of one visibility, for their public page. */
export const subscribeSharedReviews = (
  uid: string,
  visibility: Exclude<Visibility, 'private'>,
  onData: (items: Array<WithId<ReviewDoc>>) => void,
  onError: OnError,
) =>
  subscribeList(
    query(
      collectionRef(reviews),
      where('uid', '==', uid),
      where('status', '==', 'visible'),
      where('visibility', '==', visibility),
      limit(QUERY_CAPS.reading),
    ),
    onData,
    onError,
  );

/** One list (null: none, or one the caller may not read: the rules answer both alike). */
export const subscribeReadingList = (listId: string, onData: (list: ListDoc | null) => void, onError: OnError) =>
  subscribeOne(lists, [listId], onData, onError);

/** The lists a member made (the rules accept the list because it filters on their uid). */
export const subscribeMyLists = (uid: string, onData: (items: Array<WithId<ListDoc>>) => void, onError: OnError) =>
  subscribeList(query(collectionRef(lists), where('uid', '==', uid), limit(QUERY_CAPS.reading)), onData, onError);

/** A member's lists of one visibility, for their public page. */
export const subscribeSharedLists = (
  uid: string,
  visibility: Exclude<Visibility, 'private'>,
  onData: (items: Array<WithId<ListDoc>>) => void,
  onError: OnError,
) => subscribeShared(collectionRef(lists), uid, visibility, onData, onError);
