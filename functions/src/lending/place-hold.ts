import { LENDING } from '../shared/constants.js';
import { newHold } from '../shared/documents/lending.js';
import { freeUnitOf, ledger, shelvedAt, unitsOf } from '../shared/lending.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { refused, runCirculation } from './circulation.js';
import { docId } from '../lib/doc-id.js';
import { holds } from '../lib/documents.js';

/**
 * Place Hold: the caller joins the title's queue for the format at the next seq (first come, first
 * served by transaction order), unless a licence is free or a copy is on the shelf at the chosen
 * pickup branch (borrowed there at the desk). A copy on another branch's shelf is pulled for the
 * hold at once: it goes on that branch's pull list and travels to the pickup branch.
 */
export const placeHold = callable('placeHold', {
  rateLimit: 'lending',
  handler: async ({ bookId, format, pickupBranchId }, caller) => {
    docId(bookId, 'bookId');
    return runCirculation(
      db,
      async (c) => {
        // The member's own documents first: the title's summary, which every racer reads and writes,
        // is read last, so its contended window is short.
        const member = await c.member(caller.uid, caller.email);
        const book = await c.existingBook(bookId);
        c.assertNotBlocked(member);
        if (unitsOf(book.availability, format) === 0) throw refused('no-copies');
        if (member.loans.some((l) => l.doc.bookId === bookId && l.doc.format === format))
          throw refused('already-borrowed');
        if (member.holds.some((h) => h.doc.bookId === bookId && h.doc.format === format))
          throw refused('already-holding');
        if (member.holds.length >= LENDING.MAX_HOLDS) throw refused('hold-limit');
        if (pickupBranchId ? shelvedAt(book.availability, pickupBranchId) > 0 : freeUnitOf(book.availability, format))
          throw refused('unit-available');

        const av = await c.changing(bookId);
        const seq = ledger.enqueue(av, format);
        const hold = {
          ref: holds(db).doc(),
          doc: newHold(
            { uid: member.uid, name: member.name },
            { id: bookId, title: book.title },
            { format, pickupBranchId: pickupBranchId ?? null },
            seq,
            c.now,
          ),
        };
        c.set(hold.ref, hold.doc);
        const elsewhere = format === 'physical' && pickupBranchId ? await c.shelvedCopy(bookId) : null;
        if (elsewhere) {
          ledger.dequeue(av, format, seq);
          c.giveCopy(elsewhere, 'shelf', hold, { at: elsewhere.doc.branchId, inHand: false });
          return { holdId: hold.ref.id, seq, position: 0 };
        }
        return { holdId: hold.ref.id, seq, position: av.queue[format].length };
      },
      { title: bookId },
    );
  },
});
