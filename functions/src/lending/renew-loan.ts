import type { DocumentReference } from 'firebase-admin/firestore';
import { DAY_MS, LENDING } from '../shared/constants.js';
import type { ErrorReason, RenewAllResponse } from '../shared/api.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { refused, runCirculation, type Circulation } from './circulation.js';
import { docId } from '../lib/doc-id.js';
import { loans, notices } from '../lib/documents.js';
import { noticeId, overdueNoticeKey, type LoanDoc } from '../shared/documents/lending.js';

/** Renewals a member may ask for at once (Renew all): more than MAX_LOANS never exist. */
const RENEW_ALL_CAP = 100;

/**
 * Renew: the due date moves LOAN_DAYS on, at most MAX_RENEWALS times, never while someone waits
 * for the title in that format or while the member is blocked. The loan's dueSoon and overdue
 * notices go (and `announced` and the weekly count with them), so the new due date is announced
 * again, and by e-mail again (a notice made anew is a new e-mail: shared/documents/mail.ts).
 */
async function renewIn(c: Circulation, ref: DocumentReference<LoanDoc>, caller: { uid: string; email: string | null }) {
  const loan = await c.own(ref, caller.uid);
  if (loan.doc.state !== 'active') throw refused('already-closed');
  const member = await c.member(caller.uid, caller.email);
  c.assertNotBlocked(member);
  if (loan.doc.renewals >= LENDING.MAX_RENEWALS) throw refused('renewal-limit');
  const book = await c.book(loan.doc.bookId);
  if (book.availability.queue[loan.doc.format].length > 0) throw refused('holds-waiting');
  const dueAt = new Date((loan.doc.dueAt ?? c.now).getTime() + LENDING.LOAN_DAYS * DAY_MS);
  c.update(ref, { dueAt, renewals: loan.doc.renewals + 1, announced: 'none', overdueTold: 0, remindAt: null });
  await c.moveDue(loan.doc, dueAt);
  c.delete(notices(db).doc(noticeId('dueSoon', ref.id)));
  for (let n = 1; n <= LENDING.OVERDUE_NOTICES; n++)
    c.delete(notices(db).doc(noticeId('overdue', overdueNoticeKey(ref.id, n))));
  return { loanId: ref.id, dueAt: dueAt.toISOString() };
}

export const renewLoan = callable('renewLoan', {
  rateLimit: 'lending',
  handler: async ({ loanId }, caller) => {
    const ref = loans().doc(docId(loanId, 'loanId'));
    return runCirculation(db, (c) => renewIn(c, ref, caller), { title: ref });
  },
});

/**
 * Renew all (My Library): each of the caller's active loans renewed, or refused with its own
 * reason (renewal-limit, holds-waiting, overdue-block...), each in its own transaction.
 */
export const renewAll = callable('renewAll', {
  rateLimit: 'lending',
  handler: async (_input, caller): Promise<RenewAllResponse> => {
    const active = await loans()
      .where('uid', '==', caller.uid)
      .where('state', '==', 'active')
      .limit(RENEW_ALL_CAP)
      .get();
    const results: RenewAllResponse['results'] = [];
    for (const d of active.docs) {
      const { bookId, bookTitle } = d.data();
      try {
        const { dueAt } = await runCirculation(db, (c) => renewIn(c, d.ref, caller), { title: d.ref });
        results.push({ loanId: d.id, bookId, bookTitle, renewed: true, dueAt, reason: null });
      } catch (err) {
        const reason = (err as { details?: { reason?: ErrorReason } }).details?.reason;
        if (!reason) throw err;
        results.push({ loanId: d.id, bookId, bookTitle, renewed: false, dueAt: null, reason });
      }
    }
    return { results };
  },
});
