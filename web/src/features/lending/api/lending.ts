/**
 * Every lending read a member makes (a book's availability apart: the desk reads it too,
 * lib/lending/availability.ts): live subscriptions that return their unsubscribe, and a notice's
 * readAt, the one field the rules let its owner write. The calls (no client writes loans, holds or
 * copies) are in calls.ts, which needs no Firestore: the book page's buttons do not load it.
 */
import { limit, query, updateDoc, where, type Unsubscribe } from 'firebase/firestore';
import {
  history,
  holds,
  loans,
  notices,
  OPEN_HOLD_STATES,
  type HistoryEntryDoc,
  type HoldDoc,
  type LoanDoc,
  type NoticeDoc,
} from '@shared/documents/lending';
import { profiles } from '@shared/documents/profile';
import type { WithId } from '@shared/documents/collection';
import { QUERY_CAPS } from '@shared/constants';
import { SERVER_TIME } from '@shared/documents/fields';
import { collectionRef, forUpdate, ref, subscribeList } from '@/lib/firebase/documents';
import { subscribeDocument } from '@/lib/firebase/firestore';

export type { WithId };
type OnError = (err: Error) => void;

// The member's own documents: the rules accept a list only when it filters on the caller's uid.

/** Active loans (at most MAX_LOANS exist). */
export const subscribeMyLoans = (uid: string, onData: (loans: Array<WithId<LoanDoc>>) => void, onError: OnError) =>
  subscribeList(
    query(collectionRef(loans), where('uid', '==', uid), where('state', '==', 'active'), limit(QUERY_CAPS.loans)),
    onData,
    onError,
  );

/** Waiting and ready holds (at most MAX_HOLDS exist). */
export const subscribeMyHolds = (uid: string, onData: (holds: Array<WithId<HoldDoc>>) => void, onError: OnError) =>
  subscribeList(
    query(
      collectionRef(holds),
      where('uid', '==', uid),
      where('state', 'in', [...OPEN_HOLD_STATES]),
      limit(QUERY_CAPS.holds),
    ),
    onData,
    onError,
  );

/** Notices, read and unread. */
export const subscribeMyNotices = (
  uid: string,
  onData: (notices: Array<WithId<NoticeDoc>>) => void,
  onError: OnError,
) => subscribeList(query(collectionRef(notices), where('uid', '==', uid), limit(QUERY_CAPS.notices)), onData, onError);

/** profiles/{uid}/history: returned loans, kept only while reading history is on. */
export const subscribeHistory = (
  uid: string,
  onData: (entries: Array<WithId<HistoryEntryDoc>>) => void,
  onError: OnError,
) => subscribeList(query(collectionRef(history, uid), limit(QUERY_CAPS.history)), onData, onError);

/** Whether the member keeps a reading history (profiles/{uid}.keepReadingHistory; absent = off). */
export function subscribeKeepsHistory(uid: string, onData: (keeps: boolean) => void, onError: OnError): Unsubscribe {
  return subscribeDocument(
    ref(profiles, uid),
    (snap) => snap.data().keepReadingHistory === true,
    (keeps) => onData(keeps === true),
    onError,
  );
}

/** Marks one of the member's notices read (the only field the rules let its owner set). */
export function markNoticeRead(noticeId: string): Promise<void> {
  return updateDoc(ref(notices, noticeId), forUpdate<NoticeDoc>({ readAt: SERVER_TIME }));
}
