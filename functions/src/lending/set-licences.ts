import { DIGITAL_FORMATS } from '../shared/constants.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { refused, runCirculation } from './circulation.js';
import { docId } from '../lib/doc-id.js';

/**
 * Licence counts per digital format (copies editor): never below the licences lent or kept for
 * ready holds; each licence added goes to the first waiting hold of its format.
 */
export const setLicences = callable('setLicences', {
  rateLimit: 'desk',
  handler: async (input) => {
    docId(input.bookId, 'bookId');
    return runCirculation(
      db,
      async (c) => {
        await c.existingBook(input.bookId);
        const av = await c.changing(input.bookId);
        for (const format of DIGITAL_FORMATS)
          if (input[format] < av.digital[format].inUse) throw refused('licences-in-use');
        for (const format of DIGITAL_FORMATS) {
          const licences = av.digital[format];
          const added = input[format] - licences.total;
          licences.total = input[format];
          for (let i = 0; i < added && av.queue[format].length > 0; i++)
            await c.routeLicence(input.bookId, format, true);
        }
        return { ebook: input.ebook, audio: input.audio };
      },
      { title: input.bookId },
    );
  },
});
