import { FieldValue } from 'firebase-admin/firestore';
import {
  DAY_MS,
  REPORTS_TO_HIDE,
  REPORT_WEIGHT,
  TRUSTED_REPORTER_AGE_DAYS,
  type ReporterTrust,
} from '../shared/constants.js';
import { displayNameOf } from '../shared/display-name.js';
import type { ProfileDoc } from '../shared/documents/profile.js';
import { lowerRole, roleFromClaims, type Role } from '../shared/roles.js';
import { newAuditEntry } from '../shared/documents/audit.js';
import { moderationItemId, moderationItemTarget, newReport } from '../shared/documents/moderation.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { auditLog, moderationItems, profiles, reports } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { readTarget, withholdTarget } from './moderation-targets.js';

/**
 * How far a report counts (REPORT_WEIGHT): staff (the token's role AND the profile's role mirror)
 * hide at once; a member whose account is at least TRUSTED_REPORTER_AGE_DAYS old counts one; a
 * newer account (or one without a profile) counts nothing, though staff still read its report.
 * A verified address is already required (NEEDS_VERIFIED_EMAIL).
 */
function trustOf(tokenRole: Role | null, profile: ProfileDoc | undefined, now: number): ReporterTrust {
  if (!profile) return 'new';
  const role = lowerRole(tokenRole ?? 'reader', roleFromClaims(profile));
  if (role === 'librarian' || role === 'admin') return 'staff';
  const since = profile.createdAt?.getTime();
  return since !== undefined && now - since >= TRUSTED_REPORTER_AGE_DAYS * DAY_MS ? 'member' : 'new';
}

/**
 * Report a discussion, reply, group or member name with a reason. One report per member per item
 * (reports/{reporterUid}, created in the transaction): a repeat, or a report of one's own words,
 * changes nothing and gets the same quiet answer. Each report records who filed it and how far it
 * counts (trustOf); once the reports' weight since staff last reviewed the item reaches
 * REPORTS_TO_HIDE, the target is hidden (its words move into the item) until staff restore it.
 * That automatic hide is audited like a moderator's.
 */
export const reportContent = callable('reportContent', {
  rateLimit: 'report',
  handler: async ({ target, reason, note }, caller) => {
    const itemRef = moderationItems().doc(moderationItemId(target));
    const reportRef = reports(itemRef.id).doc(caller.uid);

    await db.runTransaction(async (tx) => {
      const [state, report, item, reporter] = await Promise.all([
        readTarget(tx, target),
        tx.get(reportRef),
        tx.get(itemRef),
        tx.get(profiles().doc(caller.uid)),
      ]);
      if (state.authorUid === caller.uid) return;
      if (!state.exists || state.ownerOnly) throw appError('not-found', { reason: 'not-found' });
      if (report.exists) return;

      const profile = reporter.data();
      const trust = trustOf(caller.role, profile, Date.now());
      const weight = REPORT_WEIGHT[trust];
      const existing = item.data();
      const autoHide =
        weight > 0 && (existing?.weightSinceReview ?? 0) + weight >= REPORTS_TO_HIDE && state.status === 'visible';
      // The words as reported; while the target is withheld the item already holds them.
      const words = state.status === 'visible' ? state.words : {};
      const name = displayNameOf({ ...profile, email: caller.email });
      tx.create(reportRef, newReport(reason, note, { name, trust }));
      tx.set(
        itemRef,
        {
          ...(existing ? {} : moderationItemTarget(target, { uid: state.authorUid, name: state.authorName })),
          ...words,
          open: true,
          reportCount: FieldValue.increment(1),
          weightSinceReview: FieldValue.increment(weight),
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
            // The reports did it; who reported, and how far each counted, stays in the item's reports.
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
