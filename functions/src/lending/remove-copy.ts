import { copies } from '../lib/documents.js';
import { docId } from '../lib/doc-id.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { refused, runCirculation } from './circulation.js';

/** Remove a copy (copies editor): only one on a shelf, never one on loan or set aside for a hold. */
export const removeCopy = callable('removeCopy', {
  rateLimit: 'desk',
  handler: async ({ barcode }) =>
    runCirculation(
      db,
      async (c) => {
        const copy = await c.copy(barcode);
        if (copy.doc.state !== 'shelf') throw refused('copy-in-use');
        await c.book(copy.doc.bookId);
        c.countCopy(copy.doc.bookId, { branchId: copy.doc.branchId, state: 'shelf' }, null);
        c.delete(copy.ref);
        return { done: true as const };
      },
      { title: copies(db).doc(docId(barcode, 'barcode')) },
    ),
});
