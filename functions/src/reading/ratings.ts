/**
 * A member's rating of a book, and the book's totals: one transaction reads the member's rating
 * and the book's exact totals (ratingTotals, server only) and writes both with the public summary
 * (ratingSummaries), so concurrent ratings all count, a member counts once (the rating's id is
 * theirs and the book's), and a private rating never reaches the average.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  isShared,
  ratingSummaryOf,
  readingItemId,
  type RatingSummaryDoc,
  type Visibility,
} from '../shared/documents/reading.js';
import { SERVER_TIME } from '../shared/documents/fields.js';
import { appError } from '../lib/errors.js';
import { books, ratings, ratingSummaries, ratingTotals } from '../lib/documents.js';

export interface RatingChange {
  uid: string;
  bookId: string;
  /** null takes the rating back. */
  halfStars: number | null;
  visibility: Visibility;
}

/** Applies one member's rating change; answers the book's public summary after it. */
export async function changeRating(store: Firestore, change: RatingChange): Promise<RatingSummaryDoc> {
  const { uid, bookId, halfStars, visibility } = change;
  const ratingRef = ratings(store).doc(readingItemId(uid, bookId));
  const totalsRef = ratingTotals(store).doc(bookId);
  return store.runTransaction(async (tx) => {
    const [book, before, totalsSnap] = await Promise.all([
      tx.get(books(store).doc(bookId)),
      tx.get(ratingRef),
      tx.get(totalsRef),
    ]);
    // A book deleted since keeps no ratings worth adding; taking one back still works.
    if (!book.exists && halfStars !== null) throw appError('not-found', { reason: 'not-found' });
    const totals = totalsSnap.data() ?? { count: 0, halfStars: 0 };
    const old = before.data();
    if (old && isShared(old.visibility)) {
      totals.count -= 1;
      totals.halfStars -= old.halfStars;
    }
    if (halfStars !== null && isShared(visibility)) {
      totals.count += 1;
      totals.halfStars += halfStars;
    }
    // Never below zero, whatever an older bug left behind.
    totals.count = Math.max(0, totals.count);
    totals.halfStars = Math.max(0, totals.halfStars);
    const summary = ratingSummaryOf(totals);
    if (halfStars === null) tx.delete(ratingRef);
    else tx.set(ratingRef, { uid, bookId, halfStars, visibility, updatedAt: SERVER_TIME });
    tx.set(totalsRef, totals);
    tx.set(ratingSummaries(store).doc(bookId), summary);
    return summary;
  });
}
