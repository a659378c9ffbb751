import type {
  HistoryEntryDoc as HistoryEntry,
  HoldDoc as Hold,
  LoanDoc as Loan,
  NoticeDoc as Notice,
} from '@shared/documents/lending';
import { useSubscription } from '@/lib/data/use-data';
import { useMutation } from '@/lib/data/use-mutation';
import {
  borrowDigital,
  cancelHold,
  markNoticeRead,
  placeHold,
  renewLoan,
  returnLoan,
  setReadingHistory,
  subscribeHistory,
  subscribeKeepsHistory,
  subscribeMyHolds,
  subscribeMyLoans,
  subscribeMyNotices,
  type WithId,
} from '../api/lending';

// The member's own lists: one listener each, shared by the book page, My Library and the header.
export const useMyLoans = (uid: string | null) =>
  useSubscription<Array<WithId<Loan>>>(['my-loans', uid], (emit, fail) => subscribeMyLoans(uid!, emit, fail));
export const useMyHolds = (uid: string | null) =>
  useSubscription<Array<WithId<Hold>>>(['my-holds', uid], (emit, fail) => subscribeMyHolds(uid!, emit, fail));
export const useMyNotices = (uid: string | null) =>
  useSubscription<Array<WithId<Notice>>>(['my-notices', uid], (emit, fail) => subscribeMyNotices(uid!, emit, fail));
export const useReadingHistory = (uid: string | null, keeps: boolean) =>
  useSubscription<Array<WithId<HistoryEntry>>>(keeps ? ['my-history', uid] : null, (emit, fail) =>
    subscribeHistory(uid!, emit, fail),
  );
export const useKeepsHistory = (uid: string | null) =>
  useSubscription<boolean>(['keeps-history', uid], (emit, fail) => subscribeKeepsHistory(uid!, emit, fail));

// Writes: the result arrives through the listeners above.
export const useBorrow = () => useMutation('borrow', borrowDigital);
export const useReturn = () => useMutation('return', returnLoan);
export const useRenew = () => useMutation('renew', renewLoan);
export const usePlaceHold = () => useMutation('place hold', placeHold);
export const useCancelHold = () => useMutation('cancel hold', cancelHold);
export const useSetReadingHistory = () => useMutation('reading history', setReadingHistory);
export const useMarkNoticeRead = () => useMutation('mark notice read', markNoticeRead);
