/** Writes entries of the audit trail (shared/audit.ts) inside the caller's transaction. */
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { AuditEntryFields } from '../shared/audit.js';
import { newAuditEntry, type AuditEntryDoc } from '../shared/documents/audit.js';
import { auditLog } from './documents.js';

export function newAuditRef() {
  return auditLog().doc();
}

export function writeAudit(tx: Transaction, ref: DocumentReference<AuditEntryDoc>, entry: AuditEntryFields) {
  tx.create(ref, newAuditEntry(entry));
}
