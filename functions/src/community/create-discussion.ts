import type { Transaction } from 'firebase-admin/firestore';
import { newDiscussion } from '../shared/documents/community.js';
import { newHeldItem, moderationItemId } from '../shared/documents/moderation.js';
import { db } from '../lib/admin.js';
import { AI_CALLABLE } from '../ai/index.js';
import { callable } from '../lib/callable.js';
import { discussions, moderationItems } from '../lib/documents.js';
import { groupToPostIn } from './groups.js';
import { memberNameOf } from './member-name.js';
import { moderatePost } from '../moderation/index.js';

/**
 * Start Discussion: the title and content are moderated, then saved under the author's display
 * name. One started in a reading group needs the group open and the author among its members:
 * checked before moderation (a refused post costs no AI) and again in the transaction that writes.
 * When the moderator is unsure the discussion is saved held: its words go to a staff-only
 * moderation item, not the public document, until staff restore it.
 */
export const createDiscussion = callable('createDiscussion', {
  rateLimit: 'community',
  ...AI_CALLABLE,
  handler: async ({ groupId, ...input }, caller) => {
    const inGroup = async (tx: Transaction) => (groupId ? groupToPostIn(tx, groupId, caller.uid) : null);
    if (groupId) await db.runTransaction(inGroup);
    const verdict = await moderatePost(`${input.title}\n\n${input.content}`);
    const author = { uid: caller.uid, name: await memberNameOf(caller) };
    const ref = discussions().doc();
    await db.runTransaction(async (tx) => {
      const group = await inGroup(tx);
      tx.create(ref, newDiscussion(input, author, verdict.status, group));
      if (verdict.status === 'held') {
        const target = { kind: 'discussion', discussionId: ref.id } as const;
        tx.create(
          moderationItems().doc(moderationItemId(target)),
          newHeldItem(target, author, input, verdict.reason, verdict.reasonKey),
        );
      }
    });
    return { id: ref.id, held: verdict.status === 'held' };
  },
});
