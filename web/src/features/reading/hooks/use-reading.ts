import type { WithId } from '@shared/documents/collection';
import type {
  ListDoc,
  MemberPageDoc,
  RatingDoc,
  RatingSummaryDoc,
  ReviewDoc,
  Shelf,
  ShelfChoice,
  ShelfEntryDoc,
  Visibility,
} from '@shared/documents/reading';
import { ratingSummarySchema } from '@shared/documents/reading';
import { FIRST_SCREEN_PATHS } from '@shared/first-screen';
import { onDemand, withFirstScreen, type LiveSource } from '@/lib/data/first-screen';
import { firstScreenField } from '@/lib/data/first-screen-field';
import { useSubscription } from '@/lib/data/use-data';
import { useMutation } from '@/lib/data/use-mutation';
import {
  deleteList,
  deleteReview,
  rateBook,
  saveList,
  saveStaffList,
  setMemberPage,
  voteHelpful,
  writeReview,
} from '../api/calls';
import type { ReviewOrder } from '../api/reading';
import { readerToday } from '../lib/shelf-moves';
import { readerPresent } from '@/lib/reader-present';

// The reads' code (Firestore) loads with the first one a screen shows.
const reads = () => import('../api/reading');
const live = <T>(listen: (api: Awaited<ReturnType<typeof reads>>) => LiveSource<T>) =>
  onDemand(() => reads().then(listen));
/** As `live`, for what a visitor who only reads sees: no Firestore until the reader shows up. */
const liveWhenPresent = <T>(listen: (api: Awaited<ReturnType<typeof reads>>) => LiveSource<T>) =>
  onDemand(() => readerPresent().then(() => reads().then(listen)));

export const useMyShelfEntry = (uid: string | null, bookId: string) =>
  useSubscription<ShelfEntryDoc | null>(
    uid ? ['my-shelf-entry', uid, bookId] : null,
    live((api) => (emit, fail) => api.subscribeMyShelfEntry(uid!, bookId, emit, fail)),
  );
export const useMyShelves = (uid: string | null) =>
  useSubscription<Array<WithId<ShelfEntryDoc>>>(
    uid ? ['my-shelves', uid] : null,
    live((api) => (emit, fail) => api.subscribeMyShelves(uid!, emit, fail)),
  );
export const useMyRating = (uid: string | null, bookId: string) =>
  useSubscription<RatingDoc | null>(
    uid ? ['my-rating', uid, bookId] : null,
    live((api) => (emit, fail) => api.subscribeMyRating(uid!, bookId, emit, fail)),
  );
/** The summary the book's first screen carries (null: nobody rated it). */
const summaryFromFirstScreen = firstScreenField('ratingSummary', ratingSummarySchema);

/**
 * A book's public rating summary: from the book's first screen at once (no Firestore for a
 * visitor who only reads), then live once the reader is there (withFirstScreen).
 */
export const useRatingSummary = (bookId: string) =>
  useSubscription<RatingSummaryDoc | null>(
    ['rating-summary', bookId],
    withFirstScreen(FIRST_SCREEN_PATHS.book(bookId), summaryFromFirstScreen, () =>
      reads().then(
        (api): LiveSource<RatingSummaryDoc | null> =>
          (emit, fail) =>
            api.subscribeRatingSummary(bookId, emit, fail),
      ),
    ),
  );
export const useDefaultVisibility = (uid: string | null) =>
  useSubscription<Visibility>(
    uid ? ['reading-visibility', uid] : null,
    live((api) => (emit, fail) => api.subscribeDefaultVisibility(uid!, emit, fail)),
  );

// Writes: the result arrives through the listeners above.
export const useSaveShelfEntry = () =>
  useMutation('save shelf entry', (uid: string, bookId: string, choice: ShelfChoice) =>
    reads().then((api) => api.saveShelfEntry(uid, bookId, choice)),
  );
export const useTapShelf = () =>
  useMutation('shelve', (uid: string, bookId: string, shelf: Shelf, visibility: Visibility) =>
    reads().then((api) => api.tapShelf(uid, bookId, shelf, readerToday(), visibility)),
  );
export const useRemoveShelfEntry = () =>
  useMutation('remove shelf entry', (uid: string, bookId: string) =>
    reads().then((api) => api.removeShelfEntry(uid, bookId)),
  );
export const useSetDefaultVisibility = () =>
  useMutation('default visibility', (uid: string, v: Visibility) =>
    reads().then((api) => api.setDefaultVisibility(uid, v)),
  );
export const useRateBook = () => useMutation('rate book', rateBook);
export const useSetMemberPage = () => useMutation('member page', setMemberPage);

export const useMemberPage = (uid: string) =>
  useSubscription<MemberPageDoc | null>(
    ['member-page', uid],
    live((api) => (emit, fail) => api.subscribeMemberPage(uid, emit, fail)),
  );
/** A member's shared shelves of one visibility; null `visibility`: not asked (a visitor sees no members-only items). */
export const useSharedShelves = (uid: string, visibility: 'public' | 'members' | null) =>
  useSubscription<Array<WithId<ShelfEntryDoc>>>(
    visibility ? ['shared-shelves', uid, visibility] : null,
    live((api) => (emit, fail) => api.subscribeSharedShelves(uid, visibility!, emit, fail)),
  );
export const useSharedRatings = (uid: string, visibility: 'public' | 'members' | null) =>
  useSubscription<Array<WithId<RatingDoc>>>(
    visibility ? ['shared-ratings', uid, visibility] : null,
    live((api) => (emit, fail) => api.subscribeSharedRatings(uid, visibility!, emit, fail)),
  );

/** A book's visible reviews of one visibility; null `visibility`: not asked (a visitor sees no members-only ones). */
export const useBookReviews = (bookId: string, visibility: 'public' | 'members' | null, order: ReviewOrder) =>
  useSubscription<Array<WithId<ReviewDoc>>>(
    visibility ? ['book-reviews', bookId, visibility, order] : null,
    liveWhenPresent((api) => (emit, fail) => api.subscribeBookReviews(bookId, visibility!, order, emit, fail)),
  );
export const useMyReview = (uid: string | null, bookId: string) =>
  useSubscription<ReviewDoc | null>(
    uid ? ['my-review', uid, bookId] : null,
    live((api) => (emit, fail) => api.subscribeMyReview(uid!, bookId, emit, fail)),
  );
export const useMyVote = (uid: string | null, reviewId: string) =>
  useSubscription<boolean>(
    uid ? ['my-vote', uid, reviewId] : null,
    live((api) => (emit, fail) => api.subscribeMyVote(uid!, reviewId, emit, fail)),
  );
export const useSharedReviews = (uid: string, visibility: 'public' | 'members' | null) =>
  useSubscription<Array<WithId<ReviewDoc>>>(
    visibility ? ['shared-reviews', uid, visibility] : null,
    live((api) => (emit, fail) => api.subscribeSharedReviews(uid, visibility!, emit, fail)),
  );
export const useWriteReview = () => useMutation('write review', writeReview);
export const useDeleteReview = () => useMutation('delete review', deleteReview);
export const useVoteHelpful = () => useMutation('vote helpful', voteHelpful);

export const useReadingList = (listId: string) =>
  useSubscription<ListDoc | null>(
    ['reading-list', listId],
    live((api) => (emit, fail) => api.subscribeReadingList(listId, emit, fail)),
  );
export const useMyLists = (uid: string | null) =>
  useSubscription<Array<WithId<ListDoc>>>(
    uid ? ['my-lists', uid] : null,
    live((api) => (emit, fail) => api.subscribeMyLists(uid!, emit, fail)),
  );
export const useSharedLists = (uid: string, visibility: 'public' | 'members' | null) =>
  useSubscription<Array<WithId<ListDoc>>>(
    visibility ? ['shared-lists', uid, visibility] : null,
    live((api) => (emit, fail) => api.subscribeSharedLists(uid, visibility!, emit, fail)),
  );
/** Saves a list as its kind's callable: a member's, or (staff) the library's. */
export const useSaveList = () =>
  useMutation('save list', (kind: ListDoc['kind'], request: Parameters<typeof saveList>[0]) =>
    kind === 'staff' ? saveStaffList(request) : saveList(request),
  );
export const useDeleteList = () => useMutation('delete list', deleteList);
