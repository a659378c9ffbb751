/**
 * What lending keeps of a member when they ask for it to go (docs/lending.md, "Privacy").
 * eraseLendingData is lending's account eraser (lendingEraser, listed in accounts/account-erasure.ts
 * and run by the deleteAccount callable): open holds are cancelled (their copies and licences pass to the
 * next member), e-book and audiobook loans end at once (their licences pass on too), notices and
 * reading history are deleted. Physical loans stay with the uid, because the book is owed to the
 * library; they are marked accountClosed, so the circulation sweep writes no notice for them.
 * Returned loans and closed holds already carry no uid.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { isDigital, OPEN_HOLD_STATES } from '../shared/documents/lending.js';
import { db } from '../lib/admin.js';
import { deleteAll, type AccountEraser } from '../lib/erasure.js';
import { runCirculation } from './circulation.js';
import { cards, holds, loans, notices, readingHistory } from '../lib/documents.js';

export const deleteReadingHistory = (store: Firestore, uid: string) => deleteAll(readingHistory(uid, store));

export async function eraseLendingData(store: Firestore, uid: string): Promise<void> {
  const open = await holds(store)
    .where('uid', '==', uid)
    .where('state', 'in', [...OPEN_HOLD_STATES])
    .get();
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
  const active = await loans(store).where('uid', '==', uid).where('state', '==', 'active').get();
  for (const d of active.docs) {
    await runCirculation(
      store,
      async (c) => {
        const loan = (await c.tx.get(d.ref)).data();
        if (!loan || loan.state !== 'active' || loan.uid !== uid) return;
        if (!isDigital(loan.format)) return c.update(d.ref, { accountClosed: true });
        await c.closeLoan({ ref: d.ref, doc: loan });
        await c.routeLicence(loan.bookId, loan.format);
      },
      { title: d.data().bookId },
    );
  }
  await deleteAll(notices(store).where('uid', '==', uid));
  await deleteAll(cards(store).where('uid', '==', uid)); // the card number finds nobody
  await deleteReadingHistory(store, uid);
}

/**
 * Lending's account eraser: holds cancelled (their copies passed on), notices, the library card
 * and reading history deleted; loans still out stay with the uid, because the library is owed those books.
 */
export const lendingEraser: AccountEraser = { name: 'lending', erase: (uid) => eraseLendingData(db, uid) };
