import { logger } from 'firebase-functions/v2';
import { newAuditEntry } from '../shared/documents/audit.js';
import { closeAccount, eraseAccount, reopenAccount } from './account-erasure.js';
import { adminAuth } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { auditLog } from '../lib/documents.js';
import { appError } from '../lib/errors.js';

/**
 * Delete my account. Takes no input: it only ever deletes the caller. The account is closed first
 * (accounts/account-erasure.ts: disabled, tokens revoked, its own writes refused), so the member's other
 * calls cannot land data while the erasers run; then the erasers; the Auth user goes last. A failure
 * half-way reopens the account, which can sign in and try again, never leaving data without an
 * owner. The audit entry names the account by uid alone. An admin must first be made a reader by
 * another admin, as for setUserRole: the site must never lose its last admin.
 */
export const deleteAccount = callable('deleteAccount', {
  rateLimit: 'account',
  handler: async (_data, caller) => {
    const uid = caller.uid;
    if (caller.role === 'admin') throw appError('failed-precondition', { reason: 'self-demotion' });
    await closeAccount(uid);
    try {
      await eraseAccount(uid, (eraser, err) => logger.error(`account eraser ${eraser} failed`, err));
    } catch (err) {
      await reopenAccount(uid);
      throw err;
    }
    await auditLog()
      .doc()
      .create(
        newAuditEntry({
          action: 'account-deleted',
          actorUid: uid,
          actorEmail: '',
          targetUid: uid,
          targetEmail: '',
          fromRole: caller.role,
          toRole: null,
        }),
      );
    await adminAuth.deleteUser(uid);
    return { deleted: true };
  },
});
