/**
 * Copies between branches (docs/lending.md, "Holds on any copy"): a hold collected at one branch
 * pulls a copy shelved at another. That branch's desk finds it on its pull list and scans it into
 * the van (sendCopy); the pickup branch's desk scans it on arrival (receiveCopy) and the hold is
 * ready there, with the member's notice.
 */
import { docId } from '../lib/doc-id.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { holds } from '../lib/documents.js';
import { refused, runCirculation } from './circulation.js';
import { routeResponse } from './check-in.js';
import { copies } from '../lib/documents.js';

/** Send: a copy off this branch's pull list goes into transit to its hold's pickup branch. */
export const sendCopy = callable('sendCopy', {
  rateLimit: 'desk',
  handler: async ({ barcode }) =>
    runCirculation(
      db,
      async (c) => {
        const copy = await c.copy(barcode);
        if (copy.doc.state !== 'pull') throw refused('not-on-pull-list');
        const book = await c.book(copy.doc.bookId);
        const from = copy.doc.branchId;
        const holdRef = copy.doc.holdId ? holds(db).doc(copy.doc.holdId) : null;
        const hold = holdRef ? (await c.tx.get(holdRef)).data() : undefined;
        // A pulled copy's hold is waiting and names it (closing the hold frees the copy): checked anyway.
        if (!holdRef || !hold || hold.state !== 'waiting' || hold.barcode !== copy.ref.id)
          return routeResponse(book, from, await c.routeCopy(copy, 'pull', { inHand: true }));
        return routeResponse(
          book,
          from,
          c.giveCopy(copy, 'pull', { ref: holdRef, doc: hold }, { at: from, inHand: true }),
        );
      },
      { title: copies(db).doc(docId(barcode, 'barcode')) },
    ),
});

/**
 * Receive at `branchId`: a travelling copy for this branch goes to its hold (ready here) or, if
 * that hold closed on the way, to the next hold or this branch's shelf. One bound elsewhere is
 * left as it is: the desk is told where it goes.
 */
export const receiveCopy = callable('receiveCopy', {
  rateLimit: 'desk',
  handler: async ({ barcode, branchId }) =>
    runCirculation(
      db,
      async (c) => {
        const copy = await c.copy(barcode);
        if (copy.doc.state !== 'transit') throw refused('not-in-transit');
        const book = await c.book(copy.doc.bookId);
        const to = copy.doc.transitTo ?? branchId;
        if (to !== branchId)
          return { ...routeResponse(book, copy.doc.branchId, null), outcome: 'onward' as const, pickupBranchId: to };
        return routeResponse(book, branchId, await c.receiveCopy(copy, branchId));
      },
      { title: copies(db).doc(docId(barcode, 'barcode')) },
    ),
});
