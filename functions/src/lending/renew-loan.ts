import { DAY_MS, LENDING } from '../shared/constants.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { refused, runCirculation } from './circulation.js';
import { docId } from '../lib/doc-id.js';
import { loans, notices } from '../lib/documents.js';
import { noticeId } from '../shared/documents/lending.js';

/**
 * Renew: the due date moves LOAN_DAYS on, at most MAX_RENEWALS times, never while someone waits
 * for the title in that format or while the member is blocked. The loan's dueSoon and overdue
 * notices go, so the new due date is announced again.
 */
export const renewLoan = callable('renewLoan', {
  rateLimit: 'lending',
  handler: async ({ loanId }, caller) => {
    const ref = loans().doc(docId(loanId, 'loanId'));
    return runCirculation(
      db,
      async (c) => {
        const loan = await c.own(ref, caller.uid);
        if (loan.doc.state !== 'active') throw refused('already-closed');
        const member = await c.member(caller.uid, caller.email);
        c.assertNotBlocked(member);
        if (loan.doc.renewals >= LENDING.MAX_RENEWALS) throw refused('renewal-limit');
        const book = await c.book(loan.doc.bookId);
        if (book.availability.queue[loan.doc.format].length > 0) throw refused('holds-waiting');
        const dueAt = new Date((loan.doc.dueAt ?? c.now).getTime() + LENDING.LOAN_DAYS * DAY_MS);
        c.update(ref, { dueAt, renewals: loan.doc.renewals + 1, announced: 'none' });
        await c.moveDue(loan.doc, dueAt);
        for (const kind of ['dueSoon', 'overdue'] as const) c.delete(notices(db).doc(noticeId(kind, ref.id)));
        return { loanId: ref.id, dueAt: dueAt.toISOString() };
      },
      { title: ref },
    );
  },
});
