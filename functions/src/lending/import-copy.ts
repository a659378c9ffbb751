import { LENDING } from '../shared/constants.js';
import type { ImportHolding } from '../shared/catalogue-import.js';
import { newCopy } from '../shared/documents/lending.js';
import { copyCount } from '../shared/lending.js';
import { db } from '../lib/admin.js';
import { copies } from '../lib/documents.js';
import { runCirculation } from './circulation.js';

/**
 * A copy from an imported record (catalogue/import/), added as the copies editor adds one: shelved
 * at its branch or sent to the first waiting hold. 'exists' when its barcode is already a copy, so
 * a resumed or repeated import adds nothing twice; 'full' past the title's unit limit.
 */
export async function importCopy(bookId: string, holding: ImportHolding): Promise<'added' | 'exists' | 'full'> {
  const ref = copies(db).doc(holding.barcode);
  return runCirculation(
    db,
    async (c) => {
      if ((await c.tx.get(ref)).exists) return 'exists';
      const book = await c.existingBook(bookId);
      if (copyCount(book.availability) >= LENDING.MAX_UNITS) return 'full';
      const copy = newCopy(bookId, holding.branchId, holding.shelfMark, c.now);
      c.set(ref, copy);
      await c.routeCopy({ ref, doc: copy }, null);
      return 'added';
    },
    { title: bookId },
  );
}
