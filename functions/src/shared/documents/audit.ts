/**
 * auditLog/{id}: the trail of privileged account changes (role changes, account creation, a
 * member deleting their account), written only by the callables and bootstrap-admin with the Admin
 * SDK, read only by admins (firestore.rules), never edited or deleted.
 */
import { z } from 'zod/mini';
import { ROLES, type Role } from '../roles.js';
import { SERVER_TIME, text, time } from './fields.js';

/** 'account-deleted' names the account by uid alone: its e-mail is gone with it. */
export const AUDIT_ACTIONS = ['role-changed', 'user-created', 'account-deleted'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a writer says of a change; the builder adds the server time. */
export interface AuditEntryFields {
  action: AuditAction;
  actorUid: string;
  actorEmail: string;
  targetUid: string;
  targetEmail: string;
  /** The role before the change; null for a new account. */
  fromRole: Role | null;
  /** The role after the change; null for a deleted account. */
  toRole: Role | null;
}

const role = z.catch(z.nullable(z.enum(ROLES)), null);

export const auditEntrySchema = z.object({
  action: z.catch(z.nullable(z.enum(AUDIT_ACTIONS)), null),
  actorUid: text,
  actorEmail: text,
  targetUid: text,
  targetEmail: text,
  fromRole: role,
  toRole: role,
  /** The server time of the change. */
  at: time,
});
export type AuditEntryDoc = z.infer<typeof auditEntrySchema>;

export const newAuditEntry = (entry: AuditEntryFields): AuditEntryDoc => ({ ...entry, at: SERVER_TIME });
