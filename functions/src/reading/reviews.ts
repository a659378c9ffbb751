/**
 * Reviews (docs/reading.md): written, changed and deleted only through these callables, so the
 * author name, the moderation status and the helpful count are the server's. A review is
 * moderated as a post is (shared/documents/moderation.ts): unsafe words are refused, words the
 * moderator is unsure of are held, kept in a staff-only moderation item until staff decide.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { moderationItemId, moderationItemTarget } from '../shared/documents/moderation.js';
import { SERVER_TIME } from '../shared/documents/fields.js';
import { readingItemId, type ReviewDoc } from '../shared/documents/reading.js';
import { memberNameOf } from '../community/index.js';
import { AI_CALLABLE } from '../ai/index.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { books, helpfulVotes, moderationItems, reviews } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { closeItemOfDeleted, moderatePost } from '../moderation/index.js';

/** A held or hidden review waits for staff: its author cannot change it meanwhile (as a post). */
function changeable(review: ReviewDoc | undefined): ReviewDoc | undefined {
  if (review && review.status !== 'visible') throw appError('failed-precondition', { reason: 'under-review' });
  return review;
}

export const writeReview = callable('writeReview', {
  rateLimit: 'reading',
  ...AI_CALLABLE,
  handler: async ({ bookId, text, spoiler, visibility }, caller) => {
    const book = books().doc(docId(bookId, 'bookId'));
    const ref = reviews().doc(readingItemId(caller.uid, book.id));
    const [bookSnap, before] = await Promise.all([book.get(), ref.get()]);
    if (!bookSnap.exists) throw appError('not-found', { reason: 'not-found' });
    changeable(before.data());
    const verdict = await moderatePost(text);
    const authorName = await memberNameOf(caller);
    const held = verdict.status === 'held';

    await db.runTransaction(async (tx) => {
      const existing = changeable((await tx.get(ref)).data());
      const edited = existing !== undefined && existing.text !== text;
      tx.set(ref, {
        uid: caller.uid,
        bookId: book.id,
        authorName,
        text: held ? '' : text,
        spoiler,
        visibility,
        status: verdict.status,
        helpfulCount: existing?.helpfulCount ?? 0,
        createdAt: existing?.createdAt ?? SERVER_TIME,
        updatedAt: SERVER_TIME,
        editedAt: edited ? SERVER_TIME : (existing?.editedAt ?? null),
      });
      if (verdict.status !== 'held') return;
      const target = { kind: 'review', reviewId: ref.id } as const;
      tx.set(
        moderationItems().doc(moderationItemId(target)),
        {
          ...moderationItemTarget(target, { uid: caller.uid, name: authorName }),
          open: true,
          targetStatus: 'held',
          heldByAi: true,
          aiReason: verdict.reason,
          aiReasonKey: verdict.reasonKey ?? null,
          title: '',
          content: text,
          updatedAt: SERVER_TIME,
          resolution: null,
          resolutionNote: '',
        },
        { merge: true },
      );
    });
    return { held };
  },
});

/** Deletes a review with its votes; a moderation item about it is closed and its copy of the words erased. */
export async function removeReview(store: Firestore, reviewId: string): Promise<boolean> {
  const ref = reviews(store).doc(reviewId);
  const removed = await store.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return false;
    await closeItemOfDeleted(tx, { kind: 'review', reviewId });
    tx.delete(ref);
    return true;
  });
  // The votes are nobody's business once the review is gone (no rule lets anyone list them).
  if (removed) await store.recursiveDelete(ref);
  return removed;
}

export const deleteReview = callable('deleteReview', {
  rateLimit: 'reading',
  handler: async ({ bookId }, caller) => {
    const reviewId = readingItemId(caller.uid, docId(bookId, 'bookId'));
    if (!(await removeReview(db, reviewId))) throw appError('not-found', { reason: 'not-found' });
    return {};
  },
});

/**
 * One "helpful" per member and review (helpfulVotes/{uid}, created or deleted in the transaction
 * that moves helpfulCount, so a second vote changes nothing). Given only on a visible review the
 * caller may read (a private one answers not-found, as if it did not exist), never on one's own.
 */
export async function voteOnReview(
  store: Firestore,
  uid: string,
  reviewId: string,
  helpful: boolean,
): Promise<{ helpfulCount: number }> {
  const ref = reviews(store).doc(reviewId);
  const voteRef = helpfulVotes(reviewId, store).doc(uid);
  return store.runTransaction(async (tx) => {
    const [snap, vote] = await Promise.all([tx.get(ref), tx.get(voteRef)]);
    const review = snap.data();
    if (!review) throw appError('not-found', { reason: 'not-found' });
    // Taking a vote back is always allowed; giving one needs a review others may read.
    if (helpful && review.uid === uid) throw appError('failed-precondition', { reason: 'own-review' });
    if (helpful && (review.status !== 'visible' || review.visibility === 'private')) {
      throw appError('not-found', { reason: 'not-found' });
    }
    const change = helpful === vote.exists ? 0 : helpful ? 1 : -1;
    if (change === 1) tx.create(voteRef, { uid, votedAt: SERVER_TIME });
    if (change === -1) tx.delete(voteRef);
    if (change !== 0) tx.update(ref, { helpfulCount: FieldValue.increment(change) });
    return { helpfulCount: review.helpfulCount + change };
  });
}

export const voteHelpful = callable('voteHelpful', {
  rateLimit: 'reading',
  handler: ({ reviewId, helpful }, caller) => voteOnReview(db, caller.uid, docId(reviewId, 'reviewId'), helpful),
});
