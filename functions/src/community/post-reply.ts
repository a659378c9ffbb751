import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { newReply, type ReplyPlace } from '../shared/documents/community.js';
import { newHeldItem, moderationItemId } from '../shared/documents/moderation.js';
import { mentionsAssistant } from '../shared/mention.js';
import { db } from '../lib/admin.js';
import { AI_CALLABLE } from '../ai/index.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { discussions, groups, moderationItems, replies } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { milestoneToPostAt, moveCount } from './clubs.js';
import { memberNameOf } from './member-name.js';
import { moderatePost } from '../moderation/index.js';

/**
 * A reply in a discussion: moderated, then the reply, replyCount and lastActivityAt are written in
 * one transaction. It reads the thread (and in a group the author's progress) but writes only
 * increments to it, so parallel replies rarely contend. In a group it carries a milestone (clubs.ts).
 * A reply mentioning @dplAI is answered by the assistantReply trigger, whose answer reaches every
 * viewer through their replies listener. A reply the moderator was unsure about is saved held
 * (its words in a staff-only moderation item) and summons nobody.
 */
export const postReply = callable('postReply', {
  rateLimit: 'community',
  ...AI_CALLABLE,
  handler: async ({ discussionId, content, milestone: chosen }, caller) => {
    const discussionRef = discussions().doc(docId(discussionId, 'discussionId'));
    // Where the reply sits: a group's thread takes the author's milestone (or one they choose),
    // never below the thread's; someone who cannot read the thread is told it is not there.
    const placeIn = async (tx: Transaction): Promise<ReplyPlace> => {
      const discussion = (await tx.get(discussionRef)).data();
      if (!discussion) throw appError('not-found', { reason: 'not-found' });
      if (discussion.threadClosed) throw appError('failed-precondition', { reason: 'thread-closed' });
      const group = discussion.groupId ? (await tx.get(groups().doc(discussion.groupId))).data() : undefined;
      if (!discussion.groupId || !group) {
        if (chosen) throw appError('failed-precondition', { reason: 'milestone-not-reached' });
        return { groupId: discussion.groupId, milestone: discussion.milestone };
      }
      const at = await milestoneToPostAt(tx, discussion.groupId, group, caller.uid, chosen, discussion.milestone);
      return { groupId: discussion.groupId, milestone: at };
    };
    await db.runTransaction(placeIn);
    const verdict = await moderatePost(content);
    const author = { uid: caller.uid, name: await memberNameOf(caller) };
    const replyRef = replies(discussionRef.id).doc();

    await db.runTransaction(async (tx) => {
      // Read again here: a thread its author deleted meanwhile takes no reply (deletePost).
      const place = await placeIn(tx);
      tx.create(replyRef, newReply(content, author, verdict.status, place));
      tx.update(discussionRef, {
        replyCount: FieldValue.increment(1),
        lastActivityAt: FieldValue.serverTimestamp(),
        ...moveCount('replyCounts', 0, place.milestone),
      });
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
