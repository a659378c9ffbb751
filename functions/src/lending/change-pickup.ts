import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { copies, holds } from '../lib/documents.js';
import { assertHoldToCome, refused, runCirculation } from './circulation.js';

/**
 * Change pickup branch (My Library): a physical hold that is waiting or on its way is collected at
 * another branch instead. A copy already pulled or travelling for it is redirected; one pulled
 * from the very branch now chosen is set aside there at once (ready, notice holdReady). A ready
 * hold waits where its copy is: collect it there, or cancel it.
 */
export const changePickup = callable('changePickup', {
  rateLimit: 'lending',
  handler: async ({ holdId, pickupBranchId }, caller) => {
    const ref = holds().doc(docId(holdId, 'holdId'));
    return runCirculation(
      db,
      async (c) => {
        const hold = await c.own(ref, caller.uid);
        if (hold.doc.format !== 'physical') throw refused('not-found');
        assertHoldToCome(hold);
        if (hold.doc.pickupBranchId === pickupBranchId) return { done: true as const };
        const moved = { ...hold, doc: { ...hold.doc, pickupBranchId } };
        c.update(ref, { pickupBranchId });
        const copy = hold.doc.barcode ? await c.copy(hold.doc.barcode).catch(() => null) : null;
        if (!copy || copy.doc.holdId !== ref.id) return { done: true as const };
        if (copy.doc.state === 'pull') {
          await c.changing(hold.doc.bookId);
          // Still on a shelf: set aside here if that is the new pickup branch, else pulled for it.
          c.giveCopy(copy, 'pull', moved, { at: copy.doc.branchId, inHand: false });
        } else if (copy.doc.state === 'transit') {
          c.update(copies(db).doc(copy.ref.id), { transitTo: pickupBranchId });
        }
        return { done: true as const };
      },
      { title: ref },
    );
  },
});
