/** Writes entries of the audit trail (shared/audit.ts) inside the caller's transaction. */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { AuditEntryFields } from '../shared/audit.js';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from './admin.js';

export function newAuditRef() {
  return db.collection(COLLECTIONS.auditLog).doc();
}

export function writeAudit(tx: Transaction, ref: FirebaseFirestore.DocumentReference, entry: AuditEntryFields) {
  tx.create(ref, { ...entry, at: FieldValue.serverTimestamp() });
}
