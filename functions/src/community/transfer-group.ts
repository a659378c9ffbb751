import { newCreator } from '../shared/documents/community.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { groups, members } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { ownGroup } from './groups.js';

/** Hand a reading group over (its creator only) to one of its current members. */
export const transferGroup = callable('transferGroup', {
  rateLimit: 'community',
  handler: async ({ groupId, toUid }, caller) => {
    const memberRef = members(docId(groupId, 'groupId')).doc(docId(toUid, 'toUid'));
    await db.runTransaction(async (tx) => {
      await ownGroup(tx, groupId, caller.uid);
      const member = (await tx.get(memberRef)).data();
      if (!member || toUid === caller.uid) {
        throw appError('failed-precondition', { reason: 'not-group-member', field: 'toUid' });
      }
      tx.update(groups().doc(groupId), newCreator(member));
    });
    return { id: groupId };
  },
});
