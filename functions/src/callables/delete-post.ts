import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { QUERY_CAPS } from '../shared/constants.js';
import { moderationItemId } from '../shared/documents/moderation.js';
import type { PostTarget } from '../shared/schemas.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { moderationItems, replies } from '../lib/documents.js';
import { discussionRefOf, ownPost, replyRefOf } from '../lib/own-post.js';

/**
 * Delete your own discussion or reply (authorship checked in the transaction).
 * - A reply is deleted and the thread's replyCount goes down by one in the same transaction.
 * - A discussion others have replied to stays as a thread reading "Deleted by its author" (its
 *   title and text are removed), so their replies keep their context; one nobody else answered
 *   (only the author's own replies and the assistant's) is removed with its replies.
 * A moderation item about the post is closed and its copy of the words erased: deleted words are
 * kept nowhere.
 */
export const deletePost = callable('deletePost', {
  access: 'signedIn',
  rateLimit: 'community',
  handler: async ({ target }, caller) => {
    if (target.kind === 'reply') {
      const ref = replyRefOf(target);
      const discussionRef = discussionRefOf(target);
      await db.runTransaction(async (tx) => {
        ownPost((await tx.get(ref)).data(), caller.uid);
        const discussion = await tx.get(discussionRef);
        await eraseItem(tx, target);
        tx.delete(ref);
        if (discussion.exists) tx.update(discussionRef, { replyCount: FieldValue.increment(-1) });
      });
      return { outcome: 'removed' };
    }

    const ref = discussionRefOf(target);
    ownPost((await ref.get()).data(), caller.uid);
    const othersReplied = await hasRepliesFromOthers(ref.id, caller.uid);
    await db.runTransaction(async (tx) => {
      ownPost((await tx.get(ref)).data(), caller.uid);
      await eraseItem(tx, target);
      if (othersReplied)
        tx.update(ref, { title: '', content: '', deletedByAuthor: true, editedAt: FieldValue.serverTimestamp() });
    });
    if (othersReplied) return { outcome: 'marked' };
    await db.recursiveDelete(ref);
    await eraseRepliesItems(ref.id);
    return { outcome: 'removed' };
  },
});

/** Replies by anyone but the author and the assistant (three counts, no reply read). */
async function hasRepliesFromOthers(discussionId: string, uid: string): Promise<boolean> {
  const all = replies(discussionId);
  const [total, own, assistant] = await Promise.all([
    all.count().get(),
    all.where('createdBy', '==', uid).count().get(),
    all.where('isAssistant', '==', true).count().get(),
  ]);
  return total.data().count - own.data().count - assistant.data().count > 0;
}

/** Closes the post's moderation item, if any, and erases its copy of the words. */
async function eraseItem(tx: Transaction, target: PostTarget): Promise<void> {
  const itemRef = moderationItems().doc(moderationItemId(target));
  if (!(await tx.get(itemRef)).exists) return;
  tx.update(itemRef, {
    open: false,
    resolution: 'deleted',
    title: '',
    content: '',
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/** After a whole thread is removed: the items about its replies (the author's own) are erased too. */
async function eraseRepliesItems(discussionId: string): Promise<void> {
  const items = await moderationItems()
    .where('discussionId', '==', discussionId)
    .limit(QUERY_CAPS.moderationItems)
    .get();
  if (items.empty) return;
  const batch = db.batch();
  for (const item of items.docs)
    batch.update(item.ref, {
      open: false,
      resolution: 'deleted',
      title: '',
      content: '',
      updatedAt: FieldValue.serverTimestamp(),
    });
  await batch.commit();
}
