/** The audit trail as admins read it (firestore.rules: admin read, capped list, no client writes). */
import { limit, onSnapshot, orderBy, query, type FirestoreError } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { auditEntrySchema, type AuditEntryDoc } from '@shared/documents/audit';
import { typedCollection } from '@/lib/firebase/documents';

/** Entries shown on /admin: the newest this many (the rules refuse list queries above 100). */
export const AUDIT_PAGE_SIZE = 50;

export type AuditEntry = AuditEntryDoc & { id: string };

/** The newest AUDIT_PAGE_SIZE entries, live. */
export function subscribeAuditLog(
  onNext: (entries: AuditEntry[]) => void,
  onError: (error: FirestoreError) => void,
): () => void {
  const q = query(
    typedCollection(auditEntrySchema, COLLECTIONS.auditLog),
    orderBy('at', 'desc'),
    limit(AUDIT_PAGE_SIZE),
  );
  return onSnapshot(
    q,
    (snap) => onNext(snap.docs.map((d) => ({ id: d.id, ...d.data({ serverTimestamps: 'estimate' }) }))),
    onError,
  );
}
