/**
 * The circulation desk's and the copies editor's reads and calls. Every change is a staff callable
 * (the server runs it in one transaction with the book's availability); the reads are the staff
 * side of the lending rules (copies, ready holds, open loans), each capped by QUERY_CAPS.
 */
import { limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { copies, holds, loans, type CopyDoc, type HoldDoc, type LoanDoc } from '@shared/documents/lending';
import type { WithId } from '@shared/documents/collection';
import { QUERY_CAPS, type BranchId } from '@shared/constants';
import { collectionRef, subscribeList } from '@/lib/firebase/documents';
import { callable } from '@/lib/firebase/functions';

export const checkOut = callable('checkOut');
export const checkIn = callable('checkIn');
export const sendCopy = callable('sendCopy');
export const receiveCopy = callable('receiveCopy');
export const findMember = callable('findMember');
export const searchMembers = callable('searchMembers');
export const replaceCard = callable('replaceCard');
export const addCopy = callable('addCopy');
export const removeCopy = callable('removeCopy');
export const setCopyState = callable('setCopyState');
export const setLicences = callable('setLicences');

export type Copy = CopyDoc & { barcode: string };
export type Hold = WithId<HoldDoc>;
export type Loan = WithId<LoanDoc> & { dueAt: Date };

/** A book's copies (at most QUERY_CAPS.copies, more than LENDING.MAX_UNITS never exist), live. */
export function subscribeCopies(bookId: string, onNext: (copies: Copy[]) => void, onError: (err: Error) => void) {
  return onSnapshot(
    query(collectionRef(copies), where('bookId', '==', bookId), limit(QUERY_CAPS.copies)),
    (snap) => onNext(snap.docs.map((d) => ({ barcode: d.id, ...d.data() }))),
    onError,
  );
}

/** `branch`'s pull list: copies on its shelves wanted by holds at other branches, oldest hold first, live. */
export function subscribePullList(branch: BranchId, onNext: (copies: Copy[]) => void, onError: (err: Error) => void) {
  return onSnapshot(
    query(
      collectionRef(copies),
      where('branchId', '==', branch),
      where('state', '==', 'pull'),
      orderBy('wantedSince'),
      limit(QUERY_CAPS.copies),
    ),
    (snap) => onNext(snap.docs.map((d) => ({ barcode: d.id, ...d.data() }))),
    onError,
  );
}

/** Holds waiting on `branch`'s hold shelf, soonest to expire first, live. */
export function subscribeReadyHolds(branch: BranchId, onNext: (holds: Hold[]) => void, onError: (err: Error) => void) {
  return subscribeList(
    query(
      collectionRef(holds),
      where('state', '==', 'ready'),
      where('pickupBranchId', '==', branch),
      orderBy('readyUntil'),
      limit(QUERY_CAPS.holds),
    ),
    onNext,
    onError,
  );
}

/**
 * Physical loans still out, earliest due first, live (the overdue ones come first; the screen
 * decides which are overdue by the clock, so a loan falling due shows without a new query).
 */
export function subscribeOpenLoans(onNext: (loans: Loan[]) => void, onError: (err: Error) => void) {
  return onSnapshot(
    query(
      collectionRef(loans),
      where('state', '==', 'active'),
      where('format', '==', 'physical'),
      orderBy('dueAt'),
      limit(QUERY_CAPS.loans),
    ),
    (snap) =>
      onNext(
        snap.docs.flatMap((d) => {
          const loan = d.data();
          return loan.dueAt ? [{ ...loan, id: d.id, dueAt: loan.dueAt }] : [];
        }),
      ),
    onError,
  );
}
