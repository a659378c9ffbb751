/**
 * The delivery seam: every notice to a member leaves the server through deliverNotice. Today that
 * is the in-app notice (notices/{kind_loanOrHoldId}, live on My Library), written in the same
 * transaction as the change it announces. E-mail would plug in here: a sender that must not run
 * inside a retried transaction would instead be a trigger on notices/ creation (docs/lending.md).
 */
import { newNotice, noticeId, type NoticeKind } from '../shared/documents/lending.js';
import type { BranchId } from '../shared/constants.js';
import type { Circulation } from './circulation.js';
import { notices } from '../lib/documents.js';

export interface NoticeAbout {
  uid: string;
  bookId: string;
  bookTitle: string;
  branchId: BranchId | null;
  at: Date | null;
}

/** One notice per kind and loan or hold: its id makes a repeated delivery land on the same document. */
export function deliverNotice(c: Circulation, kind: NoticeKind, loanOrHoldId: string, about: NoticeAbout): void {
  const { uid, bookId, bookTitle, branchId, at } = about;
  c.set(
    notices(c.store).doc(noticeId(kind, loanOrHoldId)),
    newNotice(kind, { uid, bookId, bookTitle, branchId, at }, c.now),
  );
}
