import type { Transaction } from 'firebase-admin/firestore';
import { newDiscussion } from '../shared/documents/community.js';
import { newHeldItem, moderationItemId } from '../shared/documents/moderation.js';
import { db } from '../lib/admin.js';
import { AI_CALLABLE } from '../ai/index.js';
import { callable } from '../lib/callable.js';
import { discussions, groups, moderationItems } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { milestoneToPostAt, moveCount } from './clubs.js';
import { groupToPostIn } from './groups.js';
import { memberNameOf } from './member-name.js';
import { moderatePost } from '../moderation/index.js';

/**
 * Start Discussion: the title and content are moderated, then saved under the author's display
 * name. One started in a reading group needs the group open and the author among its members:
 * checked before moderation (a refused post costs no AI) and again in the transaction that writes.
 * When the moderator is unsure the discussion is saved held: its words go to a staff-only
 * moderation item, not the public document, until staff restore it. In a group it is tagged with
 * the author's milestone, or a lower one they choose (clubs.ts).
 */
export const createDiscussion = callable('createDiscussion', {
  rateLimit: 'community',
  ...AI_CALLABLE,
  handler: async ({ groupId, milestone: chosen, ...input }, caller) => {
    // Where it goes, and how far into the group's book it reads (docs/community.md, "Virtual book clubs").
    const placeIn = async (tx: Transaction) => {
      if (!groupId) {
        if (chosen) throw appError('failed-precondition', { reason: 'milestone-not-reached' });
        return { group: null, milestone: 0 };
      }
      const { group, ...named } = await groupToPostIn(tx, groupId, caller.uid);
      return { group: named, milestone: await milestoneToPostAt(tx, groupId, group, caller.uid, chosen) };
    };
    await db.runTransaction(placeIn);
    const verdict = await moderatePost(`${input.title}\n\n${input.content}`);
    const author = { uid: caller.uid, name: await memberNameOf(caller) };
    const ref = discussions().doc();
    await db.runTransaction(async (tx) => {
      const { group, milestone } = await placeIn(tx);
      tx.create(ref, newDiscussion(input, author, verdict.status, group, milestone));
      if (group && milestone > 0) tx.update(groups().doc(group.id), moveCount('postCounts', 0, milestone));
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
