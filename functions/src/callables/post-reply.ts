import { FieldValue } from 'firebase-admin/firestore';
import { newReply } from '../shared/documents/community.js';
import { mentionsAssistant } from '../shared/mention.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { discussions, replies } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { memberNameOf } from '../lib/member-name.js';
import { moderateOrThrow } from '../lib/moderation.js';

/**
 * A reply in a discussion: moderated, then the reply, replyCount and lastActivityAt are written in
 * one transaction. It reads nothing, so parallel replies never contend: the increments commute.
 * A reply mentioning @dplAI is answered by the assistantReply trigger, whose answer reaches every
 * viewer through their replies listener.
 */
export const postReply = callable('postReply', {
  access: 'signedIn',
  verifiedEmail: true,
  rateLimit: 'community',
  ai: true,
  handler: async ({ discussionId, content }, caller) => {
    const discussionRef = discussions().doc(docId(discussionId, 'discussionId'));
    if (!(await discussionRef.get()).exists) throw appError('not-found', { reason: 'not-found' });
    await moderateOrThrow(content);
    const authorName = await memberNameOf(caller);
    const replyRef = replies(discussionRef.id).doc();

    await db.runTransaction(async (tx) => {
      tx.create(replyRef, newReply(content, { uid: caller.uid, name: authorName }));
      tx.update(discussionRef, { replyCount: FieldValue.increment(1), lastActivityAt: FieldValue.serverTimestamp() });
    });
    return { id: replyRef.id, assistantRequested: mentionsAssistant(content) };
  },
});
