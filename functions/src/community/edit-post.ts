import { FieldValue } from 'firebase-admin/firestore';
import { moderationItemId, moderationItemTarget } from '../shared/documents/moderation.js';
import { db } from '../lib/admin.js';
import { AI_CALLABLE } from '../ai/index.js';
import { callable } from '../lib/callable.js';
import { moderationItems } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { moderatePost } from '../moderation/index.js';
import { ownPost, postRefOf } from './own-post.js';

/**
 * Edit your own discussion or reply: authorship is checked before moderation is spent and again
 * in the transaction; the new text is moderated like a new post (UNSAFE refused, unsure held) and
 * the post gets editedAt ("edited"). A held or hidden post waits for staff and cannot be edited.
 */
export const editPost = callable('editPost', {
  rateLimit: 'community',
  ...AI_CALLABLE,
  handler: async (data, caller) => {
    const { target } = data;
    const title = 'title' in data ? data.title : '';
    const ref = postRefOf(target);
    const check = (post: Parameters<typeof ownPost>[0]) => {
      const own = ownPost(post, caller.uid);
      if (own.status !== 'visible') throw appError('failed-precondition', { reason: 'under-review' });
      return own;
    };
    check((await ref.get()).data());
    const verdict = await moderatePost(title ? `${title}\n\n${data.content}` : data.content);
    const held = verdict.status === 'held';

    await db.runTransaction(async (tx) => {
      const post = check((await tx.get(ref)).data());
      const words = held ? { content: '' } : { content: data.content };
      const titleField = target.kind === 'discussion' ? { title: held ? '' : title } : {};
      tx.update(ref, { ...titleField, ...words, status: verdict.status, editedAt: FieldValue.serverTimestamp() });
      if (verdict.status === 'held') {
        tx.set(
          moderationItems().doc(moderationItemId(target)),
          {
            ...moderationItemTarget(target, { uid: caller.uid, name: post.authorName }),
            open: true,
            targetStatus: 'held',
            heldByAi: true,
            aiReason: verdict.reason,
            aiReasonKey: verdict.reasonKey ?? null,
            title,
            content: data.content,
            updatedAt: FieldValue.serverTimestamp(),
            resolution: null,
            resolutionNote: '',
          },
          { merge: true },
        );
      }
    });
    return { held };
  },
});
