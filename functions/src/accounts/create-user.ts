import { emptyProfile } from '../shared/documents/profile.js';
import { adminAuth, db } from '../lib/admin.js';
import { auditLog, profiles } from '../lib/documents.js';
import { newAuditEntry } from '../shared/documents/audit.js';
import { callable } from '../lib/callable.js';
import { appError } from '../lib/errors.js';
import { toUserSummary } from './user-summary.js';

/**
 * Creates an account with a preset role, already confirmed (spec section 6), with its profile
 * (whose role mirror the rules require) and an audit entry. If the claim, the profile or the entry
 * cannot be written, the half-made account is deleted again.
 */
export const createUser = callable('createUser', {
  handler: async ({ email, password, role }, caller) => {
    const user = await adminAuth
      .createUser({ email, password, emailVerified: true })
      .catch((err: { code?: string }) => {
        if (err.code === 'auth/email-already-exists') throw appError('already-exists', { reason: 'email-exists' });
        throw err;
      });
    try {
      await adminAuth.setCustomUserClaims(user.uid, { role });
      await db.runTransaction(async (tx) => {
        tx.create(profiles().doc(user.uid), emptyProfile(user.email ?? email, role));
        tx.create(
          auditLog().doc(),
          newAuditEntry({
            action: 'user-created',
            actorUid: caller.uid,
            actorEmail: caller.email ?? '',
            targetUid: user.uid,
            targetEmail: user.email ?? email,
            fromRole: null,
            toRole: role,
          }),
        );
      });
    } catch (err) {
      await adminAuth.deleteUser(user.uid);
      throw err;
    }
    return { ...toUserSummary(user), role };
  },
});
