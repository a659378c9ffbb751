/**
 * What lending keeps of a member when they ask for it to go (docs/lending.md, "Privacy").
 * eraseLendingData is the lending entry of the account erasers (lib/account-erasure.ts, wired in
 * by the deleteAccount callable): open holds are cancelled (their copies and licences pass to the
 * next member), notices and reading history deleted. Active loans stay with the uid: the book is
 * owed to the library. Returned loans and closed holds already carry no uid.
 */
import type { Firestore, Query } from 'firebase-admin/firestore';
import { runCirculation } from './circulation.js';
import { holds, notices, readingHistory } from './documents.js';

const PAGE = 200;

/** Deletes every document a query matches, a page at a time. */
async function deleteAll(query: Query<unknown>): Promise<void> {
  for (;;) {
    const snap = await query.limit(PAGE).get();
    if (snap.empty) return;
    const batch = query.firestore.batch();
    for (const d of snap.docs) batch.delete(d.ref);
    await batch.commit();
  }
}

export const deleteReadingHistory = (store: Firestore, uid: string) => deleteAll(readingHistory(uid, store));

export async function eraseLendingData(store: Firestore, uid: string): Promise<void> {
  const open = await holds(store).where('uid', '==', uid).where('state', 'in', ['waiting', 'ready']).get();
  for (const d of open.docs) {
    await runCirculation(
      store,
      async (c) => {
        const hold = await c.own(d.ref, uid).catch(() => null); // closed meanwhile: nothing to do
        if (hold) await c.closeHold(hold, 'cancelled');
      },
      { title: d.data().bookId },
    );
    await d.ref.delete();
  }
  await deleteAll(holds(store).where('uid', '==', uid));
  await deleteAll(notices(store).where('uid', '==', uid));
  await deleteReadingHistory(store, uid);
}
