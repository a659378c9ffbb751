import { FieldValue } from 'firebase-admin/firestore';
import { newReply } from '../shared/documents/community.js';
import { newHeldItem, moderationItemId } from '../shared/documents/moderation.js';
import { mentionsAssistant } from '../shared/mention.js';
import { db } from '../lib/admin.js';
import { AI_CALLABLE } from '../ai/index.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { discussions, moderationItems, replies } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { memberNameOf } from './member-name.js';
import { moderatePost } from '../moderation/index.js';

/**
 * A reply in a discussion: moderated, then the reply, replyCount and lastActivityAt are written in
 * one transaction. It reads nothing, so parallel replies never contend: the increments commute.
 * A reply mentioning @dplAI is answered by the assistantReply trigger, whose answer reaches every
 * viewer through their replies listener. A reply the moderator was unsure about is saved held
 * (its words in a staff-only moderation item) and summons nobody.
 */
export const postReply = callable('postReply', {
  rateLimit: 'community',
  ...AI_CALLABLE,
  handler: async ({ discussionId, content }, caller) => {
    const discussionRef = discussions().doc(docId(discussionId, 'discussionId'));
    if (!(await discussionRef.get()).exists) throw appError('not-found', { reason: 'not-found' });
    const verdict = await moderatePost(content);
    const author = { uid: caller.uid, name: await memberNameOf(caller) };
    const replyRef = replies(discussionRef.id).doc();

    await db.runTransaction(async (tx) => {
      // Read again here: a thread its author deleted meanwhile takes no reply (deletePost).
      if (!(await tx.get(discussionRef)).exists) throw appError('not-found', { reason: 'not-found' });
      tx.create(replyRef, newReply(content, author, verdict.status));
      tx.update(discussionRef, { replyCount: FieldValue.increment(1), lastActivityAt: FieldValue.serverTimestamp() });
      if (verdict.status === 'held') {
        const target = { kind: 'reply', discussionId: discussionRef.id, replyId: replyRef.id } as const;
        const words = { title: '', content };
        tx.create(
          moderationItems().doc(moderationItemId(target)),
          newHeldItem(target, author, words, verdict.reason, verdict.reasonKey),
        );
      }
    });
    const held = verdict.status === 'held';
    return { id: replyRef.id, held, assistantRequested: !held && mentionsAssistant(content) };
  },
});
