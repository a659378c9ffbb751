/**
 * What the reading domain keeps of a member, erased with their account: their public page, every shelf entry, and
 * every rating, each taken back through the same transaction as a member's own (so the book's
 * average drops it exactly). Idempotent: a second run finds nothing.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { deleteAll, type AccountEraser } from '../lib/erasure.js';
import { memberPages, ratings, shelfEntries } from '../lib/documents.js';
import { changeRating } from './ratings.js';

export async function eraseReadingData(store: Firestore, uid: string): Promise<void> {
  await memberPages(store).doc(uid).delete();
  await deleteAll(shelfEntries(store).where('uid', '==', uid));
  for (;;) {
    const page = await ratings(store).where('uid', '==', uid).limit(100).get();
    if (page.empty) return;
    for (const d of page.docs) {
      await changeRating(store, { uid, bookId: d.data().bookId, halfStars: null, visibility: 'private' });
    }
  }
}

export const readingEraser: AccountEraser = { name: 'reading', erase: (uid) => eraseReadingData(db, uid) };
