import { logger } from 'firebase-functions/v2';
import { newAuditEntry } from '../shared/documents/audit.js';
import { ACCOUNT_ERASERS } from '../lib/account-erasure.js';
import { adminAuth } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { auditLog } from '../lib/documents.js';
import { appError } from '../lib/errors.js';

/**
 * Delete my account. Takes no input: it only ever deletes the caller. The erasers run first
 * (lib/account-erasure.ts) and the Auth user goes last, so a failure half-way leaves an account
 * that can sign in and try again, never data without an owner. The audit entry names the account
 * by uid alone. An admin must first be made a reader by another admin, as for setUserRole: the
 * site must never lose its last admin.
 */
export const deleteAccount = callable('deleteAccount', {
  access: 'signedIn',
  rateLimit: 'account',
  handler: async (_data, caller) => {
    const uid = caller.uid;
    if (caller.role === 'admin') throw appError('failed-precondition', { reason: 'self-demotion' });
    for (const eraser of ACCOUNT_ERASERS) {
      try {
        await eraser.erase(uid);
      } catch (err) {
        logger.error(`account eraser ${eraser.name} failed`, err);
        throw err;
      }
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
