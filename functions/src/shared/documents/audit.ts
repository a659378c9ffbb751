/**
 * auditLog/{id}: the trail of privileged changes: role changes, account creation and deletion (the
 * admin callables, bootstrap-admin, deleteAccount) and moderation (moderateItem, and the automatic
 * hide after enough reports), written only with the Admin SDK, read only by admins
 * (firestore.rules), never edited or deleted.
 */
import { z } from 'zod/mini';
import { ROLES, type Role } from '../roles.js';
import { defineCollection } from './collection.js';
import { SERVER_TIME, text, time } from './fields.js';

export const AUDIT_ACTIONS = [
  'role-changed',
  'user-created',
  /** Names the account by uid alone: its e-mail is gone with it. */
  'account-deleted',
  'content-hidden',
  'content-restored',
  'reports-dismissed',
  /** Enough members reported it (REPORTS_TO_HIDE): hidden until staff review it; the actor is the last reporter. */
  'content-auto-hidden',
  /** Staff replaced a member's library card: the old number finds nobody. */
  'card-replaced',
  /**
   * The desk lent past a limit with a reason (checkOut's override): the member's overdue block, or
   * their MAX_LOANS. itemId names the loan, note the reason.
   */
  'block-overridden',
  'loan-limit-overridden',
] as const;
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
  /** The role after the change; null for a deleted account and for moderation. */
  toRole: Role | null;
  /** Moderation: the item acted on (moderationItems/{id}) and the moderator's note. */
  itemId?: string;
  note?: string;
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
  itemId: text,
  note: text,
  /** The server time of the change. */
  at: time,
});
export type AuditEntryDoc = z.infer<typeof auditEntrySchema>;

export const newAuditEntry = (entry: AuditEntryFields): AuditEntryDoc => ({
  itemId: '',
  note: '',
  ...entry,
  at: SERVER_TIME,
});

/** Server-written record of role changes and account creation; admins read it. */
export const auditLog = defineCollection('auditLog', auditEntrySchema);
