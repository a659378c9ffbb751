import { auditLog, copies } from '../lib/documents.js';
import { newAuditEntry } from '../shared/documents/audit.js';
import { docId } from '../lib/doc-id.js';
import { adminAuth, db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { refused, runCirculation } from './circulation.js';
import { isCirculating } from '../shared/documents/lending.js';
import { cardLastFour } from '../shared/library-card.js';
import { emailDeskReceipt } from './desk-receipt.js';

/**
 * The desk's Check Out: a copy on a shelf, or on the hold shelf for this member's ready hold
 * (which it fulfils), lent to the member with that e-mail for LOAN_DAYS; the member's limits apply,
 * unless staff override the overdue block or the loan limit with a reason (audit log). Asked at the
 * desk, the receipt is also e-mailed to the member (a confirmed address only).
 */
export const checkOut = callable('checkOut', {
  rateLimit: 'desk',
  handler: async ({ barcode, email, overrideReason, emailReceipt }, caller) => {
    const user = await adminAuth.getUserByEmail(email.toLowerCase()).catch(() => null);
    if (!user) throw refused('member-not-found');
    const lent = await runCirculation(
      db,
      async (c) => {
        const copy = await c.copy(barcode);
        const { bookId, branchId } = copy.doc;
        const member = await c.member(user.uid, user.email ?? email);
        const book = await c.book(bookId);
        const held = member.holds.find((h) => h.doc.bookId === bookId && h.doc.format === 'physical');
        // A copy set aside, pulled or travelling is someone's: lent only to the member it is for.
        const { state } = copy.doc;
        if (state === 'loan' || !isCirculating(state)) throw refused('copy-unavailable');
        if (state !== 'shelf' && (!held || held.ref.id !== copy.doc.holdId)) throw refused('copy-unavailable');
        const overridden = c.assertMayBorrow(member, bookId, 'physical', { overriding: !!overrideReason });
        // Their hold on the title is done, whichever copy they take (a ready one passes its copy on).
        if (held) {
          const copyLent = held.ref.id === copy.doc.holdId;
          const passesItsCopyOn = held.doc.state === 'ready' && !copyLent;
          await c.closeHold(held, passesItsCopyOn ? 'cancelled' : 'fulfilled', { copyLent });
        }
        const loan = c.lend(member, bookId, { format: 'physical', barcode: copy.ref.id, branchId });
        c.moveCopy(copy, state, { state: 'loan', loanId: loan.ref.id });
        // Each limit lent past is on the record, in the loan's own commit.
        for (const limit of overridden)
          c.set(
            auditLog().doc(),
            newAuditEntry({
              action: limit === 'overdue-block' ? 'block-overridden' : 'loan-limit-overridden',
              actorUid: caller.uid,
              actorEmail: caller.email ?? '',
              targetUid: user.uid,
              targetEmail: user.email ?? '',
              fromRole: null,
              toRole: null,
              itemId: loan.ref.id,
              note: overrideReason ?? '',
            }),
          );
        return {
          loanId: loan.ref.id,
          dueAt: loan.doc.dueAt!.toISOString(),
          memberName: member.name,
          bookTitle: book.title,
          bookTitles: book.titles,
          branchId,
          cardLast4: member.cardNumber ? cardLastFour(member.cardNumber) : null,
        };
      },
      { title: copies(db).doc(docId(barcode, 'barcode')) },
    );
    if (!emailReceipt) return lent;
    const receiptEmailed = await emailDeskReceipt(`checkOutReceipt_${lent.loanId}`, user.uid, {
      kind: 'checkOutReceipt',
      bookTitle: lent.bookTitle,
      barcode,
      branchId: lent.branchId,
      at: new Date(lent.dueAt),
    });
    return { ...lent, receiptEmailed };
  },
});
