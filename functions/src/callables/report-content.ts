import { FieldValue } from 'firebase-admin/firestore';
import { REPORTS_TO_HIDE } from '../shared/constants.js';
import { newAuditEntry } from '../shared/documents/audit.js';
import { moderationItemId, moderationItemTarget, newReport } from '../shared/documents/moderation.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { auditLog, moderationItems, reports } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { readTarget, withholdTarget } from '../lib/moderation-targets.js';

/**
 * Report a discussion, reply, group or member name with a reason. One report per member per item
 * (reports/{reporterUid}, created in the transaction): a repeat, or a report of one's own words,
 * changes nothing and gets the same quiet answer. The REPORTS_TO_HIDE-th report from a different
 * member since staff last reviewed the item hides the target (its words move into the item) until
 * staff restore it; that automatic hide is audited like a moderator's.
 */
export const reportContent = callable('reportContent', {
  access: 'signedIn',
  rateLimit: 'report',
  handler: async ({ target, reason, note }, caller) => {
    const itemRef = moderationItems().doc(moderationItemId(target));
    const reportRef = reports(itemRef.id).doc(caller.uid);

    await db.runTransaction(async (tx) => {
      const [state, report, item] = await Promise.all([readTarget(tx, target), tx.get(reportRef), tx.get(itemRef)]);
      if (!state.exists) throw appError('not-found', { reason: 'not-found' });
      if (report.exists || state.authorUid === caller.uid) return;

      const existing = item.data();
      const autoHide = (existing?.reportsSinceReview ?? 0) + 1 >= REPORTS_TO_HIDE && state.status === 'visible';
      // The words as reported; while the target is withheld the item already holds them.
      const words = state.status === 'visible' ? state.words : {};
      tx.create(reportRef, newReport(reason, note));
      tx.set(
        itemRef,
        {
          ...(existing ? {} : moderationItemTarget(target, { uid: state.authorUid, name: state.authorName })),
          ...words,
          open: true,
          reportCount: FieldValue.increment(1),
          reportsSinceReview: FieldValue.increment(1),
          reasons: { [reason]: FieldValue.increment(1) },
          updatedAt: FieldValue.serverTimestamp(),
          resolution: null,
          ...(autoHide ? { targetStatus: 'hidden' } : {}),
        },
        { merge: true },
      );
      if (autoHide) {
        withholdTarget(tx, target, 'hidden', state.words);
        tx.create(
          auditLog().doc(),
          newAuditEntry({
            action: 'content-auto-hidden',
            // The members' reports did it; who reported stays in the item's reports, for staff.
            actorUid: '',
            actorEmail: '',
            targetUid: state.authorUid ?? '',
            targetEmail: '',
            fromRole: null,
            toRole: null,
            itemId: itemRef.id,
          }),
        );
      }
    });
    return { received: true };
  },
});
