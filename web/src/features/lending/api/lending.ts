/**
 * Every lending read and call a member makes, in one place (a book's availability apart: the desk
 * reads it too, lib/lending/availability.ts). Reads are live subscriptions that
 * return their unsubscribe; writes are callables (no client writes loans, holds or copies), except
 * a notice's readAt, which the rules let its owner set.
 */
import {
  doc,
  limit,
  onSnapshot,
  query,
  updateDoc,
  where,
  type CollectionReference,
  type QueryConstraint,
  type Unsubscribe,
} from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { QUERY_CAPS } from '@shared/constants';
import { SERVER_TIME } from '@shared/documents/fields';
import type { HistoryEntryDoc, HoldDoc, LoanDoc, NoticeDoc } from '@shared/documents/lending';
import { profileSchema } from '@shared/documents/profile';
import { forUpdate, typedDoc } from '@/lib/firebase/documents';
import { subscribeDocument } from '@/lib/firebase/firestore';
import { callable } from '@/lib/firebase/functions';
import { historyRef, holdsRef, loansRef, noticesRef } from '@/lib/firebase/lending';

export type WithId<T> = T & { id: string };
type OnError = (err: Error) => void;

/** Documents of a collection as a live list, each with its id; always limited (QUERY_CAPS). */
function subscribeList<T>(
  ref: CollectionReference<T>,
  constraints: QueryConstraint[],
  cap: number,
  onData: (items: Array<WithId<T>>) => void,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(
    query(ref, ...constraints, limit(cap)),
    (snap) => onData(snap.docs.map((d) => ({ id: d.id, ...d.data() }))),
    onError,
  );
}

// The member's own documents: the rules accept a list only when it filters on the caller's uid.

/** Active loans (at most MAX_LOANS exist). */
export const subscribeMyLoans = (uid: string, onData: (loans: Array<WithId<LoanDoc>>) => void, onError: OnError) =>
  subscribeList(
    loansRef(),
    [where('uid', '==', uid), where('state', '==', 'active')],
    QUERY_CAPS.loans,
    onData,
    onError,
  );

/** Waiting and ready holds (at most MAX_HOLDS exist). */
export const subscribeMyHolds = (uid: string, onData: (holds: Array<WithId<HoldDoc>>) => void, onError: OnError) =>
  subscribeList(
    holdsRef(),
    [where('uid', '==', uid), where('state', 'in', ['waiting', 'ready'])],
    QUERY_CAPS.holds,
    onData,
    onError,
  );

/** Notices, read and unread. */
export const subscribeMyNotices = (
  uid: string,
  onData: (notices: Array<WithId<NoticeDoc>>) => void,
  onError: OnError,
) => subscribeList(noticesRef(), [where('uid', '==', uid)], QUERY_CAPS.notices, onData, onError);

/** profiles/{uid}/history: returned loans, kept only while reading history is on. */
export const subscribeHistory = (
  uid: string,
  onData: (entries: Array<WithId<HistoryEntryDoc>>) => void,
  onError: OnError,
) => subscribeList(historyRef(uid), [], QUERY_CAPS.history, onData, onError);

/** Whether the member keeps a reading history (profiles/{uid}.keepReadingHistory; absent = off). */
export function subscribeKeepsHistory(uid: string, onData: (keeps: boolean) => void, onError: OnError): Unsubscribe {
  return subscribeDocument(
    typedDoc(profileSchema, COLLECTIONS.profiles, uid),
    (snap) => snap.data().keepReadingHistory === true,
    (keeps) => onData(keeps === true),
    onError,
  );
}

/** Marks one of the member's notices read (the only field the rules let its owner set). */
export function markNoticeRead(noticeId: string): Promise<void> {
  return updateDoc(doc(noticesRef(), noticeId), forUpdate<NoticeDoc>({ readAt: SERVER_TIME }));
}

export const borrowDigital = callable('borrowDigital');
export const returnLoan = callable('returnLoan');
export const renewLoan = callable('renewLoan');
export const placeHold = callable('placeHold');
export const cancelHold = callable('cancelHold');
export const setReadingHistory = callable('setReadingHistory');
