import { ledger } from '../shared/lending.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { refused, runCirculation } from './circulation.js';
import { docId } from '../lib/doc-id.js';

/**
 * Borrow (e-book or audiobook) for LOAN_DAYS. The caller's ready hold on the title keeps a licence
 * for them and is fulfilled; otherwise a licence must be free with nobody waiting for it, or the
 * call is refused ('none-available': place a hold instead).
 */
export const borrowDigital = callable('borrowDigital', {
  rateLimit: 'lending',
  handler: async ({ bookId, format }, caller) => {
    docId(bookId, 'bookId');
    return runCirculation(
      db,
      async (c) => {
        const member = await c.member(caller.uid, caller.email); // before the contended summary
        const book = await c.existingBook(bookId);
        c.assertMayBorrow(member, bookId, format);
        const licences = book.availability.digital[format];
        if (licences.total === 0) throw refused('no-copies');
        const readyHold = member.holds.find(
          (h) => h.doc.bookId === bookId && h.doc.format === format && h.doc.state === 'ready',
        );
        if (readyHold) {
          await c.closeHold(readyHold, 'fulfilled'); // its licence becomes the loan's
        } else {
          if (licences.inUse >= licences.total || book.availability.queue[format].length > 0)
            throw refused('none-available');
          ledger.takeLicence(await c.changing(bookId), format);
        }
        const loan = c.lend(member, bookId, { format, barcode: null, branchId: null });
        return { loanId: loan.ref.id, dueAt: loan.doc.dueAt!.toISOString() };
      },
      { title: bookId },
    );
  },
});
