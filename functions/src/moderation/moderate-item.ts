import { newAuditEntry, type AuditAction } from '../shared/documents/audit.js';
import type { ModerationAction } from '../shared/schemas.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { auditLog, moderationItems } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { closedItem, readTarget, restoreTarget, targetOfItem, withholdTarget } from './moderation-targets.js';

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
 * Each closes the item and writes an audit entry in the same transaction.
 */
export const moderateItem = callable('moderateItem', {
  rateLimit: 'moderation',
  handler: async ({ itemId, action, note }, caller) => {
    const itemRef = moderationItems().doc(itemId);
    return db.runTransaction(async (tx) => {
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
      const status = action === 'hide' ? 'hidden' : 'visible';
      const resolution = action === 'hide' ? 'hidden' : action === 'restore' ? 'restored' : 'dismissed';
      tx.set(itemRef, { ...closedItem(resolution, note), ...words, targetStatus: status }, { merge: true });
      tx.create(
        auditLog().doc(),
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
      return { status } as const;
    });
  },
});
