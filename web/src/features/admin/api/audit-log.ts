/** The audit trail as admins read it (firestore.rules: admin read, capped list, no client writes). */
import { collection, limit, onSnapshot, orderBy, query, type FirestoreError, type Timestamp } from 'firebase/firestore';
import { AUDIT_ACTIONS, type AuditAction } from '@shared/audit';
import { COLLECTIONS } from '@shared/collections';
import { ROLES, type Role } from '@shared/roles';
import { db } from '@/lib/firebase/firestore';

/** Entries shown on /admin: the newest this many (the rules refuse list queries above 100). */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditEntry {
  id: string;
  action: AuditAction | null;
  actorEmail: string;
  targetEmail: string;
  fromRole: Role | null;
  toRole: Role | null;
  at: Date | null;
}

const asRole = (value: unknown): Role | null =>
  (ROLES as readonly unknown[]).includes(value) ? (value as Role) : null;
const asAction = (value: unknown): AuditAction | null =>
  (AUDIT_ACTIONS as readonly unknown[]).includes(value) ? (value as AuditAction) : null;

/** The newest AUDIT_PAGE_SIZE entries, live. */
export function subscribeAuditLog(
  onNext: (entries: AuditEntry[]) => void,
  onError: (error: FirestoreError) => void,
): () => void {
  const q = query(collection(db, COLLECTIONS.auditLog), orderBy('at', 'desc'), limit(AUDIT_PAGE_SIZE));
  return onSnapshot(
    q,
    (snap) =>
      onNext(
        snap.docs.map((d) => {
          const data = d.data({ serverTimestamps: 'estimate' });
          return {
            id: d.id,
            action: asAction(data.action),
            actorEmail: String(data.actorEmail ?? ''),
            targetEmail: String(data.targetEmail ?? ''),
            fromRole: asRole(data.fromRole),
            toRole: asRole(data.toRole),
            at: (data.at as Timestamp | undefined)?.toDate?.() ?? null,
          };
        }),
      ),
    onError,
  );
}
