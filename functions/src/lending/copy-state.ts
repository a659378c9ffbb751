/**
 * Copies out of circulation (issue 29): lost, damaged, claimed returned, missing, withdrawn, each
 * with who, when and why. Such a copy leaves availability and every queue at once; its loan closes
 * with that ending (the library is fine-free: nothing is charged). A found or repaired copy goes
 * back on its shelf, or straight to the first waiting hold.
 */
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { copies, loans } from '../lib/documents.js';
import { isCirculating } from '../shared/documents/lending.js';
import { refused, runCirculation } from './circulation.js';

/** Set copy state (copies editor, staff). */
export const setCopyState = callable('setCopyState', {
  rateLimit: 'desk',
  handler: async ({ barcode, state, note }, caller) =>
    runCirculation(
      db,
      async (c) => {
        const copy = await c.copy(barcode);
        await c.book(copy.doc.bookId);
        if (state === 'shelf') {
          if (isCirculating(copy.doc.state)) throw refused('copy-in-use');
          await c.routeCopy(copy, null, { inHand: true });
          return { done: true as const };
        }
        if (!isCirculating(copy.doc.state)) throw refused('copy-out-of-circulation');
        const onLoan = copy.doc.state === 'loan';
        if (onLoan && state !== 'lost' && state !== 'claimedReturned') throw refused('copy-on-loan');
        if (!onLoan && state === 'claimedReturned') throw refused('not-on-loan');
        await c.takeOutOfCirculation(copy, state, { uid: caller.uid, note });
        return { done: true as const };
      },
      { title: copies(db).doc(docId(barcode, 'barcode')) },
    ),
});

/** Report lost (My Library): the member's own copy on loan is lost; the loan closes, nothing is owed. */
export const reportLost = callable('reportLost', {
  rateLimit: 'lending',
  handler: async ({ loanId }, caller) => {
    const ref = loans().doc(docId(loanId, 'loanId'));
    return runCirculation(
      db,
      async (c) => {
        const loan = await c.own(ref, caller.uid);
        if (loan.doc.state !== 'active') throw refused('already-closed');
        if (!loan.doc.barcode) throw refused('not-found');
        const copy = await c.copy(loan.doc.barcode);
        if (copy.doc.state !== 'loan' || copy.doc.loanId !== ref.id) throw refused('already-closed');
        await c.takeOutOfCirculation(copy, 'lost', { uid: caller.uid, note: '' });
        return { done: true as const };
      },
      { title: ref },
    );
  },
});
