/**
 * The shape of an account eraser and a batch helper the erasers share. Each domain that keeps data
 * about a member writes its eraser (community/erasers.ts, moderation/eraser.ts,
 * lending/lending-erasure.ts); accounts/account-erasure.ts lists them and runs them in order.
 */
import type { Query } from 'firebase-admin/firestore';
import { db } from './admin.js';

export interface AccountEraser {
  /** Names the eraser in logs when it fails. */
  name: string;
  /** Idempotent: a deletion that failed half-way runs it again, and so does a late call. */
  erase: (uid: string) => Promise<void>;
}

/** Documents per batch: well under Firestore's 500 writes per commit. */
const BATCH = 200;

/**
 * Applies `update` to every document `query` finds, a batch at a time. The update must take each
 * document out of the query (e.g. clear the field it matches on), or this would never end.
 */
export async function updateAll(query: Query, update: Record<string, unknown>): Promise<void> {
  for (;;) {
    const page = await query.limit(BATCH).get();
    if (page.empty) return;
    const batch = db.batch();
    for (const doc of page.docs) batch.update(doc.ref, update);
    await batch.commit();
  }
}

/** Deletes every document a query matches, a batch at a time (on the query's own Firestore). */
export async function deleteAll(query: Query<unknown>): Promise<void> {
  for (;;) {
    const snap = await query.limit(BATCH).get();
    if (snap.empty) return;
    const batch = query.firestore.batch();
    for (const d of snap.docs) batch.delete(d.ref);
    await batch.commit();
  }
}
