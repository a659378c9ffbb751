import { newAuditEntry, type AuditAction } from '../shared/documents/audit.js';
import type { ModerationAction } from '../shared/schemas.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { auditLog, moderationItems } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { closedItem, readTarget, restoreTarget, targetOfItem, withholdTarget } from './moderation-targets.js';
import { logger } from 'firebase-functions/v2';
import { PAGES } from '../shared/pages.js';
import type { ReportTarget } from '../shared/schemas.js';
import { books, discussions, reviews } from '../lib/documents.js';
import { mailLinkKeySecret } from '../lib/params.js';
import { mailMember } from '../mail/index.js';

const AUDIT: Record<ModerationAction, AuditAction> = {
  hide: 'content-hidden',
  restore: 'content-restored',
  dismiss: 'reports-dismissed',
};

/**
 * Staff act on a queue item, with a note:
 * - hide: the target shows "Removed by a moderator" (its words stay only in the item);
 * - restore: a held or hidden target is visible again, its words back in the public document;
 * - dismiss: the reports of a visible target were unfounded; nothing changes but the queue.
 * Each closes the item and writes an audit entry in the same transaction. The author is told of a
 * hide or a restore by e-mail.
 */
export const moderateItem = callable('moderateItem', {
  rateLimit: 'moderation',
  options: { secrets: [mailLinkKeySecret] },
  handler: async ({ itemId, action, note }, caller) => {
    const itemRef = moderationItems().doc(itemId);
    const auditRef = auditLog().doc();
    const decided = await db.runTransaction(async (tx) => {
      const item = (await tx.get(itemRef)).data();
      const target = item && targetOfItem(item);
      if (!item || !target) throw appError('not-found', { reason: 'not-found' });
      const state = await readTarget(tx, target);
      if (!state.exists) throw appError('failed-precondition', { reason: 'action-not-applicable' });
      const visible = state.status === 'visible';
      if ((action === 'restore' && visible) || (action === 'dismiss' && !visible))
        throw appError('failed-precondition', { reason: 'action-not-applicable' });

      // A visible target's words are current in its public document; a withheld one's are in the item.
      const words = visible ? state.words : { title: item.title, content: item.content };
      if (action === 'hide') withholdTarget(tx, target, 'hidden', words);
      if (action === 'restore') restoreTarget(tx, target, words);
      const status = action === 'hide' ? ('hidden' as const) : ('visible' as const);
      const resolution = action === 'hide' ? 'hidden' : action === 'restore' ? 'restored' : 'dismissed';
      tx.set(itemRef, { ...closedItem(resolution, note), ...words, targetStatus: status }, { merge: true });
      tx.create(
        auditRef,
        newAuditEntry({
          action: AUDIT[action],
          actorUid: caller.uid,
          actorEmail: caller.email ?? '',
          targetUid: state.authorUid ?? '',
          targetEmail: '',
          fromRole: null,
          toRole: null,
          itemId,
          note,
        }),
      );
      return { status, target, authorUid: state.authorUid, title: words.title };
    });
    if (action !== 'dismiss' && decided.authorUid)
      await tellAuthor(action, decided.target, decided.authorUid, decided.title, note, `${itemId}_${auditRef.id}`);
    return { status: decided.status };
  },
});

/**
 * The author hears of a moderator's decision on their post or group by e-mail (mail domain), with
 * the note and, for a hidden one, where to ask for a review. Not for a member's name (that is not
 * a post). After the decision's commit: the e-mail never holds it up, and a failure to queue it is
 * logged, not the moderator's problem.
 */
async function tellAuthor(
  action: 'hide' | 'restore',
  target: ReportTarget,
  authorUid: string,
  title: string,
  note: string,
  key: string,
): Promise<void> {
  if (target.kind === 'member') return;
  const where =
    target.kind === 'group'
      ? { title, path: PAGES.group.path.replace(':groupId', target.groupId) }
      : target.kind === 'review'
        ? await reviewedBook(target.reviewId)
        : {
            title:
              target.kind === 'reply'
                ? ((await discussions().doc(target.discussionId).get()).data()?.title ?? '')
                : title,
            path: PAGES.discussion.path.replace(':discussionId', target.discussionId),
          };
  const kind = action === 'hide' ? 'postHidden' : 'postRestored';
  await mailMember(db, `${kind}_${key}`, authorUid, {
    kind,
    title: where.title,
    reason: note,
    at: null,
    // A hidden post is not there to see: the e-mail points to where a review is asked for.
    path: action === 'hide' ? PAGES.contact.path : where.path,
  }).catch((err: unknown) => logger.error('moderation e-mail not queued', err));
}

/** A review's book, for its author's e-mail: its title, and its page (where the review shows). */
async function reviewedBook(reviewId: string): Promise<{ title: string; path: string }> {
  const bookId = (await reviews().doc(reviewId).get()).data()?.bookId ?? '';
  const title = bookId ? ((await books().doc(bookId).get()).data()?.title ?? '') : '';
  return { title, path: PAGES.book.path.replace(':bookId', bookId) };
}
