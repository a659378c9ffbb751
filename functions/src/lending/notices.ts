/**
 * The delivery seam: every notice to a member leaves the server through deliverNotice. Today that
 * is the in-app notice (notices/{kind_loanOrHoldId}, live on My Library), written in the same
 * transaction as the change it announces. E-mail would plug in here: a sender that must not run
 * inside a retried transaction would instead be a trigger on notices/ creation (docs/lending.md).
 */
import { newNotice, noticeId, type NoticeKind } from '../shared/documents/lending.js';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { BranchId } from '../shared/constants.js';
import { notices } from '../lib/documents.js';

/**
 * The part of a Circulation (lending/circulation.ts) a notice is written through: its store, its
 * clock and its buffered set, so the notice lands in the same commit as the change.
 */
export interface NoticeWriter {
  readonly store: Firestore;
  readonly now: Date;
  set<T>(ref: DocumentReference<T>, data: T): void;
}

export interface NoticeAbout {
  uid: string;
  bookId: string;
  bookTitle: string;
  branchId: BranchId | null;
  at: Date | null;
}

/** One notice per kind and loan or hold: its id makes a repeated delivery land on the same document. */
export function deliverNotice(c: NoticeWriter, kind: NoticeKind, loanOrHoldId: string, about: NoticeAbout): void {
  const { uid, bookId, bookTitle, branchId, at } = about;
  c.set(
    notices(c.store).doc(noticeId(kind, loanOrHoldId)),
    newNotice(kind, { uid, bookId, bookTitle, branchId, at }, c.now),
  );
}
