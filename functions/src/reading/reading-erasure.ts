/**
 * What the reading domain keeps of a member, erased with their account: their public page, their
 * "Not interested" books, every shelf entry, their own lists, every review (with its votes), every "helpful" vote they gave, and every rating,
 * each taken back through the same transaction as a member's own (so the book's average and a
 * review's helpful count drop it exactly). Idempotent: a second run finds nothing.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { deleteAll, type AccountEraser } from '../lib/erasure.js';
import { dismissals, memberPages, ratings, reviews, shelfEntries } from '../lib/documents.js';
import { COLLECTIONS } from '../shared/collections.js';
import { changeRating } from './ratings.js';
import { eraseMemberLists } from './lists.js';
import { removeReview, voteOnReview } from './reviews.js';

export async function eraseReadingData(store: Firestore, uid: string): Promise<void> {
  await memberPages(store).doc(uid).delete();
  await dismissals(store).doc(uid).delete();
  await deleteAll(shelfEntries(store).where('uid', '==', uid));
  await eraseMemberLists(store, uid);
  for (;;) {
    const page = await reviews(store).where('uid', '==', uid).limit(100).get();
    if (page.empty) break;
    for (const d of page.docs) await removeReview(store, d.id);
  }
  for (;;) {
    const page = await store.collectionGroup(COLLECTIONS.helpfulVotes).where('uid', '==', uid).limit(100).get();
    if (page.empty) break;
    for (const d of page.docs) {
      const review = d.ref.parent.parent;
      // A vote whose review is gone has no count to move.
      if (review && (await review.get()).exists) await voteOnReview(store, uid, review.id, false);
      else await d.ref.delete();
    }
  }
  for (;;) {
    const page = await ratings(store).where('uid', '==', uid).limit(100).get();
    if (page.empty) return;
    for (const d of page.docs) {
      await changeRating(store, { uid, bookId: d.data().bookId, halfStars: null, visibility: 'private' });
    }
  }
}

export const readingEraser: AccountEraser = { name: 'reading', erase: (uid) => eraseReadingData(db, uid) };
