import { copies } from '../lib/documents.js';
import { docId } from '../lib/doc-id.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { refused, runCirculation } from './circulation.js';
import { isCirculating } from '../shared/documents/lending.js';

/** Remove a copy (copies editor): one on a shelf or out of circulation, never one on loan or set aside for a hold. */
export const removeCopy = callable('removeCopy', {
  rateLimit: 'desk',
  handler: async ({ barcode }) =>
    runCirculation(
      db,
      async (c) => {
        const copy = await c.copy(barcode);
        // On a shelf (counted), or out of circulation (not counted): never one someone has or waits for.
        const { state } = copy.doc;
        if (state !== 'shelf' && isCirculating(state)) throw refused('copy-in-use');
        await c.book(copy.doc.bookId);
        if (state === 'shelf') c.countCopy(copy.doc.bookId, { branchId: copy.doc.branchId, state }, null);
        else await c.changing(copy.doc.bookId);
        c.delete(copy.ref);
        return { done: true as const };
      },
      { title: copies(db).doc(docId(barcode, 'barcode')) },
    ),
});
