/** The audit trail as admins read it (firestore.rules: admin read, capped list, no client writes). */
import { auditLog, type AuditEntryDoc } from '@shared/documents/audit';
import type { WithId } from '@shared/documents/collection';
import { collectionRef, subscribeNewest } from '@/lib/firebase/documents';

/** Entries shown on /admin: the newest this many (the rules refuse list queries above 100). */
export const AUDIT_PAGE_SIZE = 50;

export type AuditEntry = WithId<AuditEntryDoc>;

/** The newest AUDIT_PAGE_SIZE entries, live. */
export function subscribeAuditLog(
  onNext: (entries: AuditEntry[]) => void,
  onError: (error: Error) => void,
): () => void {
  return subscribeNewest(collectionRef(auditLog), 'at', AUDIT_PAGE_SIZE, onNext, onError);
}
