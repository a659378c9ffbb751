import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { QUERY_CAPS } from '../shared/constants.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { closeItemOfDeleted } from '../moderation/index.js';
import { groups, moderationItems, replies } from '../lib/documents.js';
import { moveCount } from './clubs.js';
import { discussionRefOf, ownPost, replyRefOf } from './own-post.js';

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
  rateLimit: 'community',
  handler: async ({ target }, caller) => {
    if (target.kind === 'reply') {
      const ref = replyRefOf(target);
      const discussionRef = discussionRefOf(target);
      await db.runTransaction(async (tx) => {
        const reply = ownPost((await tx.get(ref)).data(), caller.uid);
        const discussion = await tx.get(discussionRef);
        await closeItemOfDeleted(tx, target);
        tx.delete(ref);
        if (discussion.exists) {
          tx.update(discussionRef, {
            replyCount: FieldValue.increment(-1),
            ...moveCount('replyCounts', reply.milestone, 0),
          });
        }
      });
      return { outcome: 'removed' };
    }

    const ref = discussionRefOf(target);
    // Decided in the transaction that deletes, so a reply landing meanwhile either counts (the
    // thread is kept) or is refused (postReply finds no discussion): never deleted with it.
    const outcome = await db.runTransaction(async (tx) => {
      const discussion = ownPost((await tx.get(ref)).data(), caller.uid);
      const othersReplied = await hasRepliesFromOthers(tx, ref.id, caller.uid);
      await closeItemOfDeleted(tx, target);
      if (othersReplied) {
        tx.update(ref, { title: '', content: '', deletedByAuthor: true, editedAt: FieldValue.serverTimestamp() });
        return 'marked' as const;
      }
      tx.delete(ref);
      // A club's count of discussions at its milestone (clubs.ts) loses this one.
      if (discussion.groupId && discussion.milestone > 0) {
        tx.update(groups().doc(discussion.groupId), moveCount('postCounts', discussion.milestone, 0));
      }
      return 'removed' as const;
    });
    if (outcome === 'marked') return { outcome };
    // The discussion is gone, so no reply can land any more: its own and the assistant's go too.
    await db.recursiveDelete(ref);
    await eraseRepliesItems(ref.id);
    return { outcome };
  },
});

/**
 * Replies by anyone but the author and the assistant, read in the transaction. A thread longer
 * than one read counts as answered by others: it is kept as "Deleted by its author", never removed
 * on a guess.
 */
async function hasRepliesFromOthers(tx: Transaction, discussionId: string, uid: string): Promise<boolean> {
  const thread = await tx.get(replies(discussionId).limit(QUERY_CAPS.replies));
  if (thread.size >= QUERY_CAPS.replies) return true;
  return thread.docs.some((r) => r.data().createdBy !== uid && !r.data().isAssistant);
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
