/** The moderation queue's account eraser (accounts/account-erasure.ts runs it, in its order). */
import { moderationItemId } from '../shared/documents/moderation.js';
import { db } from '../lib/admin.js';
import { moderationItems } from '../lib/documents.js';
import { updateAll, type AccountEraser } from '../lib/erasure.js';

/**
 * The queue keeps the words staff are reviewing, as a Former member's like the posts; an item about
 * the member's own name goes with the name. Reports the member filed stay: their ids are a uid that
 * no longer resolves to anyone.
 */
export const moderationEraser: AccountEraser = {
  name: 'moderation',
  erase: async (uid) => {
    await updateAll(moderationItems().where('authorUid', '==', uid), { authorUid: null, authorName: '' });
    await db.recursiveDelete(moderationItems().doc(moderationItemId({ kind: 'member', uid })));
  },
};
