import { newDiscussion } from '../shared/documents/community.js';
import { newHeldItem, moderationItemId } from '../shared/documents/moderation.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { discussions, moderationItems } from '../lib/documents.js';
import { memberNameOf } from '../lib/member-name.js';
import { moderatePost } from '../lib/moderation.js';

/**
 * Start Discussion: the title and content are moderated, then saved under the author's display
 * name. When the moderator is unsure the discussion is saved held: its words go to a staff-only
 * moderation item, not the public document, until staff restore it.
 */
export const createDiscussion = callable('createDiscussion', {
  access: 'signedIn',
  verifiedEmail: true,
  rateLimit: 'community',
  ai: true,
  handler: async (data, caller) => {
    const verdict = await moderatePost(`${data.title}\n\n${data.content}`);
    const author = { uid: caller.uid, name: await memberNameOf(caller) };
    const ref = discussions().doc();
    await db.runTransaction(async (tx) => {
      tx.create(ref, newDiscussion(data, author, verdict.status));
      if (verdict.status === 'held') {
        const target = { kind: 'discussion', discussionId: ref.id } as const;
        tx.create(moderationItems().doc(moderationItemId(target)), newHeldItem(target, author, data, verdict.reason));
      }
    });
    return { id: ref.id, held: verdict.status === 'held' };
  },
});
