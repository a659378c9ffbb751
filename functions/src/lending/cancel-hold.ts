import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { refused, runCirculation } from './circulation.js';
import { docId } from '../lib/doc-id.js';
import { holds } from '../lib/documents.js';
import { OPEN_HOLD_STATES } from '../shared/documents/lending.js';

/**
 * Cancel Hold: a waiting hold leaves the queue (a copy pulled for it is free again), a travelling
 * copy goes on without it, a ready hold passes its copy or licence on.
 */
export const cancelHold = callable('cancelHold', {
  rateLimit: 'lending',
  handler: async ({ holdId }, caller) => {
    const ref = holds().doc(docId(holdId, 'holdId'));
    return runCirculation(
      db,
      async (c) => {
        const hold = await c.own(ref, caller.uid);
        if (!(OPEN_HOLD_STATES as readonly string[]).includes(hold.doc.state)) throw refused('already-closed');
        await c.closeHold(hold, 'cancelled');
        return { done: true as const };
      },
      { title: ref },
    );
  },
});
