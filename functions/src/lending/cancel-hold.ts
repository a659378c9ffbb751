import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { refused, runCirculation } from './circulation.js';
import { docId } from '../lib/doc-id.js';
import { holds } from '../lib/documents.js';

/** Cancel Hold: a waiting hold leaves the queue; a ready one passes its copy or licence on. */
export const cancelHold = callable('cancelHold', {
  rateLimit: 'lending',
  handler: async ({ holdId }, caller) => {
    const ref = holds().doc(docId(holdId, 'holdId'));
    return runCirculation(
      db,
      async (c) => {
        const hold = await c.own(ref, caller.uid);
        if (hold.doc.state !== 'waiting' && hold.doc.state !== 'ready') throw refused('already-closed');
        await c.closeHold(hold, 'cancelled');
        return { done: true as const };
      },
      { title: ref },
    );
  },
});
