import { LENDING } from '../shared/constants.js';
import { newCopy } from '../shared/documents/lending.js';
import { copyCount } from '../shared/lending.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { refused, runCirculation } from './circulation.js';
import { docId } from '../lib/doc-id.js';
import { copies } from '../lib/documents.js';

/** Add a copy (copies editor): shelved at its branch, or straight to the first waiting hold. */
export const addCopy = callable('addCopy', {
  rateLimit: 'desk',
  handler: async ({ bookId, branchId, barcode, shelfMark }) => {
    docId(bookId, 'bookId');
    const ref = copies(db).doc(docId(barcode, 'barcode'));
    return runCirculation(
      db,
      async (c) => {
        const book = await c.existingBook(bookId);
        if ((await c.tx.get(ref)).exists) throw refused('copy-exists');
        if (copyCount(book.availability) >= LENDING.MAX_UNITS) throw refused('unit-limit');
        const copy = newCopy(bookId, branchId, shelfMark, c.now);
        c.set(ref, copy);
        await c.routeCopy({ ref, doc: copy }, null);
        return { barcode: ref.id };
      },
      { title: bookId },
    );
  },
});
