import { emptyProfile } from '../shared/documents/profile.js';
import { ROLES, roleFromClaims, type Role } from '../shared/roles.js';
import { adminAuth, db } from '../lib/admin.js';
import { newAuditRef, writeAudit } from '../lib/audit.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { appError } from '../lib/errors.js';
import { toUserSummary } from '../lib/accounts.js';
import { profiles } from '../lib/documents.js';

const rank = (role: Role) => ROLES.indexOf(role);

/**
 * Changes a user's role. First, in one transaction, the role mirror on the profile and an audit
 * entry: the rules and the privileged callables require the mirror, so from this moment a demotion
 * holds everywhere, whatever token the user still carries. Then the custom claim, which a
 * promotion needs (at the user's next token refresh; the web app refreshes on focus); if that
 * fails, the mirror and the entry are put back. A demotion also revokes the user's refresh tokens,
 * so their sessions end at the next refresh. An admin may not demote themselves: the last admin
 * could lock everyone out.
 */
export const setUserRole = callable('setUserRole', {
  access: 'admin',
  handler: async ({ uid, role }, caller) => {
    docId(uid, 'uid'); // before Auth and doc() see it
    if (uid === caller.uid && role !== 'admin') throw appError('failed-precondition', { reason: 'self-demotion' });
    const user = await adminAuth.getUser(uid).catch((err: { code?: string }) => {
      if (err.code === 'auth/user-not-found') throw appError('not-found', { reason: 'not-found' });
      throw err;
    });
    const profile = profiles().doc(uid);
    const audit = newAuditRef();
    const previousMirror = await db.runTransaction(async (tx) => {
      const snap = await tx.get(profile);
      if (snap.exists) tx.update(profile, { role });
      else tx.set(profile, emptyProfile(user.email ?? '', role));
      writeAudit(tx, audit, {
        action: 'role-changed',
        actorUid: caller.uid,
        actorEmail: caller.email ?? '',
        targetUid: uid,
        targetEmail: user.email ?? '',
        fromRole: snap.exists ? roleFromClaims(snap.data()) : roleFromClaims(user.customClaims),
        toRole: role,
      });
      return snap.exists ? roleFromClaims(snap.data()) : null;
    });
    try {
      await adminAuth.setCustomUserClaims(uid, { ...user.customClaims, role });
    } catch (err) {
      await db.runTransaction(async (tx) => {
        if (previousMirror) tx.update(profile, { role: previousMirror });
        else tx.delete(profile);
        tx.delete(audit);
      });
      throw err;
    }
    const previous = toUserSummary(user).role;
    if (rank(role) < rank(previous)) await adminAuth.revokeRefreshTokens(uid);
    return { ...toUserSummary(user), role };
  },
});
