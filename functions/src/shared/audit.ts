/**
 * The audit trail of privileged account changes (auditLog/{id}): written only by the admin
 * callables with the Admin SDK, read only by admins (firestore.rules), never edited or deleted.
 */
import type { Role } from './roles.js';

export const AUDIT_ACTIONS = ['role-changed', 'user-created'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One entry as stored; `at` is the server time of the change (a Firestore Timestamp). */
export interface AuditEntryFields {
  action: AuditAction;
  actorUid: string;
  actorEmail: string;
  targetUid: string;
  targetEmail: string;
  /** The role before the change; null for a new account. */
  fromRole: Role | null;
  toRole: Role;
}
