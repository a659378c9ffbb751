import { docId } from '../lib/doc-id.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { refused, runCirculation } from './circulation.js';
import { copies, loans } from '../lib/documents.js';
import type { CheckInResponse } from '../shared/api.js';

/**
 * The desk's Check In: closes the copy's loan, then the copy goes to the first waiting hold (set
 * aside at its pickup branch; the desk says for whom) or back to its shelf.
 */
export const checkIn = callable('checkIn', {
  rateLimit: 'desk',
  handler: async ({ barcode }) =>
    runCirculation(
      db,
      async (c): Promise<CheckInResponse> => {
        const copy = await c.copy(barcode);
        if (copy.doc.state !== 'loan' || !copy.doc.loanId) throw refused('not-on-loan');
        const loanRef = loans(db).doc(copy.doc.loanId);
        const loan = (await c.tx.get(loanRef)).data();
        const book = await c.book(copy.doc.bookId);
        if (loan?.state === 'active') await c.closeLoan({ ref: loanRef, doc: loan });
        const hold = await c.routeCopy(copy, 'loan');
        if (!hold)
          return { outcome: 'shelf', bookTitle: book.title, bookTitles: book.titles, branchId: copy.doc.branchId };
        const pickupBranchId = hold.doc.pickupBranchId ?? copy.doc.branchId;
        return {
          outcome: 'hold',
          bookTitle: book.title,
          bookTitles: book.titles,
          branchId: copy.doc.branchId,
          holdMemberName: hold.doc.memberName,
          pickupBranchId,
          readyUntil: hold.doc.readyUntil!.toISOString(),
        };
      },
      { title: copies(db).doc(docId(barcode, 'barcode')) },
    ),
});
