/** The audit trail as admins read it (firestore.rules: admin read, capped list, no client writes). */
import { COLLECTIONS } from '@shared/collections';
import { auditEntrySchema, type AuditEntryDoc } from '@shared/documents/audit';
import { subscribeNewest } from '@/lib/firebase/documents';

/** Entries shown on /admin: the newest this many (the rules refuse list queries above 100). */
export const AUDIT_PAGE_SIZE = 50;

export type AuditEntry = AuditEntryDoc & { id: string };

/** The newest AUDIT_PAGE_SIZE entries, live. */
export function subscribeAuditLog(
  onNext: (entries: AuditEntry[]) => void,
  onError: (error: Error) => void,
): () => void {
  return subscribeNewest(auditEntrySchema, COLLECTIONS.auditLog, 'at', AUDIT_PAGE_SIZE, onNext, onError);
}
