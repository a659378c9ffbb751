import { ROLES, type Role } from '../shared/roles.js';
import { adminAuth, db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { appError } from '../lib/errors.js';
import { toUserSummary } from './user-summary.js';
import { changeRole } from './role-change.js';

const rank = (role: Role) => ROLES.indexOf(role);

/**
 * Changes a user's role (accounts/role-change.ts: the mirror and an audit entry at once, then the
 * claim, which a promotion needs at the user's next token refresh; the web app refreshes on
 * focus). A demotion also revokes the user's refresh tokens, so their sessions end at the next
 * refresh. An admin may not demote themselves: the last admin could lock everyone out.
 */
export const setUserRole = callable('setUserRole', {
  handler: async ({ uid, role }, caller) => {
    docId(uid, 'uid'); // before Auth and doc() see it
    if (uid === caller.uid && role !== 'admin') throw appError('failed-precondition', { reason: 'self-demotion' });
    const user = await adminAuth.getUser(uid).catch((err: { code?: string }) => {
      if (err.code === 'auth/user-not-found') throw appError('not-found', { reason: 'not-found' });
      throw err;
    });
    await changeRole({ db, auth: adminAuth }, user, role, { actorUid: caller.uid, actorEmail: caller.email ?? '' });
    const previous = toUserSummary(user).role;
    if (rank(role) < rank(previous)) await adminAuth.revokeRefreshTokens(uid);
    return { ...toUserSummary(user), role };
  },
});
