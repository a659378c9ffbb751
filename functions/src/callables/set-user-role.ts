import type { UserSummary } from '../shared/api.js';
import { COLLECTIONS } from '../shared/collections.js';
import { ROLES, type Role } from '../shared/roles.js';
import { setUserRoleSchema } from '../shared/schemas.js';
import { adminAuth, db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { appError } from '../lib/errors.js';
import { emptyProfile, toUserSummary } from '../lib/accounts.js';

const rank = (role: Role) => ROLES.indexOf(role);

/**
 * Changes a user's role: the custom claim (what the rules enforce) and its mirror on the profile.
 * A promotion reaches the user at their next token refresh (the web app refreshes on focus).
 * A demotion also revokes the user's refresh tokens, so every session they hold ends at its next
 * refresh instead of living on with the old claim; promotions do not, so nobody is signed out
 * for gaining a role. An admin may not demote themselves: the last admin could lock everyone out.
 */
export const setUserRole = callable({
  access: 'admin',
  input: setUserRoleSchema,
  handler: async ({ uid, role }, caller): Promise<UserSummary> => {
    if (uid === caller.uid && role !== 'admin') throw appError('failed-precondition', { reason: 'self-demotion' });
    const user = await adminAuth.getUser(uid).catch((err: { code?: string }) => {
      if (err.code === 'auth/user-not-found') throw appError('not-found', { reason: 'not-found' });
      throw err;
    });
    const previous = toUserSummary(user).role;
    await adminAuth.setCustomUserClaims(uid, { ...user.customClaims, role });

    const profile = db.collection(COLLECTIONS.profiles).doc(uid);
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(profile);
      if (snap.exists) tx.update(profile, { role });
      else tx.set(profile, emptyProfile(user.email ?? '', role));
    });
    if (rank(role) < rank(previous)) await adminAuth.revokeRefreshTokens(uid);
    return { ...toUserSummary(user), role };
  },
});
