/** Shapes shared by the admin account callables. */
import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import type { UserSummary } from '../shared/api.js';
import { roleFromClaims, type Role } from '../shared/roles.js';

/** One row of the admin users table. */
export function toUserSummary(user: UserRecord): UserSummary {
  return {
    uid: user.uid,
    email: user.email ?? '',
    role: roleFromClaims(user.customClaims),
    createdAt: new Date(user.metadata.creationTime).toISOString(),
  };
}

/** The profile of an account made outside the registration form (admin or bootstrap). */
export function emptyProfile(email: string, role: Role) {
  return {
    email,
    role,
    createdAt: FieldValue.serverTimestamp(),
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    fieldOfStudy: '',
    interests: [],
    avatarUrl: '',
  };
}
