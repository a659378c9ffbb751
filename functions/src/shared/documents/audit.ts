/** auditLog/{id}: the trail of privileged account changes (shared/audit.ts), written by admin callables. */
import { z } from 'zod/mini';
import { AUDIT_ACTIONS, type AuditEntryFields } from '../audit.js';
import { ROLES } from '../roles.js';
import { SERVER_TIME, text, time } from './fields.js';

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
