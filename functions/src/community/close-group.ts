import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { groups } from '../lib/documents.js';
import { ownGroup } from './groups.js';

/**
 * Close a reading group (its creator only). It stays listed and readable, marked Closed, but
 * takes no new members, discussions or edits; members may still leave. Final: nothing reopens it.
 */
export const closeGroup = callable('closeGroup', {
  rateLimit: 'community',
  handler: async ({ groupId }, caller) => {
    await db.runTransaction(async (tx) => {
      await ownGroup(tx, groupId, caller.uid);
      tx.update(groups().doc(groupId), { closed: true });
    });
    return { id: groupId };
  },
});
