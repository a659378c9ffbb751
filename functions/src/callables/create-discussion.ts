import type { Transaction } from 'firebase-admin/firestore';
import { newDiscussion } from '../shared/documents/community.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { discussions } from '../lib/documents.js';
import { groupToPostIn } from '../lib/groups.js';
import { memberNameOf } from '../lib/member-name.js';
import { moderateOrThrow } from '../lib/moderation.js';

/**
 * Start Discussion: the title and content are moderated, then saved under the author's display
 * name. One started in a reading group needs the group open and the author among its members:
 * checked before moderation (a refused post costs no AI) and again in the transaction that writes.
 */
export const createDiscussion = callable('createDiscussion', {
  access: 'signedIn',
  rateLimit: 'community',
  ai: true,
  handler: async ({ groupId, ...input }, caller) => {
    const inGroup = async (tx: Transaction) => (groupId ? groupToPostIn(tx, groupId, caller.uid) : null);
    if (groupId) await db.runTransaction(inGroup);
    await moderateOrThrow(`${input.title}\n\n${input.content}`);
    const authorName = await memberNameOf(caller);
    const ref = discussions().doc();
    await db.runTransaction(async (tx) => {
      const group = await inGroup(tx);
      tx.create(ref, newDiscussion(input, { uid: caller.uid, name: authorName }, group));
    });
    return { id: ref.id };
  },
});
