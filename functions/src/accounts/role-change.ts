/**
 * The one way a role changes (the setUserRole callable and scripts/bootstrap-admin.ts). First, in
 * one transaction, the role mirror on the profile and an audit entry: the rules and the privileged
 * callables require the mirror, so from that moment a demotion holds everywhere, whatever token the
 * user still carries. Then the custom claim, which a promotion needs at the user's next token
 * refresh; if it cannot be written, the mirror and the entry are put back.
 * Takes its Firestore and Auth from the caller, so a script with its own Admin app can use it.
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { newAuditEntry } from '../shared/documents/audit.js';
import { emptyProfile } from '../shared/documents/profile.js';
import { roleFromClaims, type Role } from '../shared/roles.js';
import { forAdmin } from '../lib/server-time.js';

export interface RoleChangeActor {
  actorUid: string;
  actorEmail: string;
}

/** Sets `user`'s role to `role`; returns the role it had (the mirror's, else the claim's). */
export async function changeRole(
  { db, auth }: { db: Firestore; auth: Auth },
  user: UserRecord,
  role: Role,
  actor: RoleChangeActor,
): Promise<Role> {
  const profile = db.collection(COLLECTIONS.profiles).doc(user.uid);
  const audit = db.collection(COLLECTIONS.auditLog).doc();
  const { previous, hadProfile } = await db.runTransaction(async (tx) => {
    const snap = await tx.get(profile);
    const previous = snap.exists ? roleFromClaims(snap.data()) : roleFromClaims(user.customClaims);
    if (snap.exists) tx.update(profile, { role });
    else tx.set(profile, forAdmin(emptyProfile(user.email ?? '', role)));
    tx.create(
      audit,
      forAdmin(
        newAuditEntry({
          action: 'role-changed',
          ...actor,
          targetUid: user.uid,
          targetEmail: user.email ?? '',
          fromRole: previous,
          toRole: role,
        }),
      ),
    );
    return { previous, hadProfile: snap.exists };
  });
  try {
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role });
  } catch (err) {
    await db.runTransaction(async (tx) => {
      if (hadProfile) tx.update(profile, { role: previous });
      else tx.delete(profile);
      tx.delete(audit);
    });
    throw err;
  }
  return previous;
}
