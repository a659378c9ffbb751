/** Shapes shared by the admin account callables. */
import type { UserRecord } from 'firebase-admin/auth';
import type { UserSummary } from '../shared/api.js';
import { roleFromClaims } from '../shared/roles.js';

/** One row of the admin users table. */
export function toUserSummary(user: UserRecord): UserSummary {
  return {
    uid: user.uid,
    email: user.email ?? '',
    role: roleFromClaims(user.customClaims),
    createdAt: new Date(user.metadata.creationTime).toISOString(),
  };
}
