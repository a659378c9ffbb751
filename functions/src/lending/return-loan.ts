import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { refused, runCirculation } from './circulation.js';
import { docId } from '../lib/doc-id.js';
import { loans } from '../lib/documents.js';
import { isDigital } from '../shared/documents/lending.js';

/** Return (e-book or audiobook) before the due date: the licence passes to the next hold. */
export const returnLoan = callable('returnLoan', {
  rateLimit: 'lending',
  handler: async ({ loanId }, caller) => {
    const ref = loans().doc(docId(loanId, 'loanId'));
    return runCirculation(
      db,
      async (c) => {
        const loan = await c.own(ref, caller.uid);
        const { format } = loan.doc;
        if (!isDigital(format)) throw refused('return-at-desk');
        if (loan.doc.state !== 'active') throw refused('already-closed');
        await c.closeLoan(loan);
        await c.routeLicence(loan.doc.bookId, format);
        return { done: true as const };
      },
      { title: ref },
    );
  },
});
