import type {
  HistoryEntryDoc as HistoryEntry,
  HoldDoc as Hold,
  LoanDoc as Loan,
  NoticeDoc as Notice,
} from '@shared/documents/lending';
import type { WithId } from '@shared/documents/collection';
import { onDemand, type LiveSource } from '@/lib/data/first-screen';
import { useSubscription } from '@/lib/data/use-data';
import { useMutation } from '@/lib/data/use-mutation';
import {
  borrowDigital,
  cancelHold,
  changePickup,
  pauseHold,
  setNotNeededAfter,
  placeHold,
  renewAll,
  renewLoan,
  reportLost,
  returnLoan,
  setReadingHistory,
} from '../api/calls';

// The reads' code (Firestore) loads with the first list a screen shows, not with the screen.
const reads = () => import('../api/lending');
const mine = <T>(listen: (api: Awaited<ReturnType<typeof reads>>) => LiveSource<T>) =>
  onDemand(() => reads().then(listen));

// The member's own lists: one listener each, shared by the book page, My Library and the header.
export const useMyLoans = (uid: string | null) =>
  useSubscription<Array<WithId<Loan>>>(
    ['my-loans', uid],
    mine((api) => (emit, fail) => api.subscribeMyLoans(uid!, emit, fail)),
  );
export const useMyHolds = (uid: string | null) =>
  useSubscription<Array<WithId<Hold>>>(
    ['my-holds', uid],
    mine((api) => (emit, fail) => api.subscribeMyHolds(uid!, emit, fail)),
  );
export const useMyNotices = (uid: string | null) =>
  useSubscription<Array<WithId<Notice>>>(
    ['my-notices', uid],
    mine((api) => (emit, fail) => api.subscribeMyNotices(uid!, emit, fail)),
  );
export const useReadingHistory = (uid: string | null, keeps: boolean) =>
  useSubscription<Array<WithId<HistoryEntry>>>(
    keeps ? ['my-history', uid] : null,
    mine((api) => (emit, fail) => api.subscribeHistory(uid!, emit, fail)),
  );
export const useKeepsHistory = (uid: string | null) =>
  useSubscription<boolean>(
    ['keeps-history', uid],
    mine((api) => (emit, fail) => api.subscribeKeepsHistory(uid!, emit, fail)),
  );

const markNoticeRead = (noticeId: string) => reads().then((api) => api.markNoticeRead(noticeId));

// Writes: the result arrives through the listeners above.
export const useBorrow = () => useMutation('borrow', borrowDigital);
export const useReturn = () => useMutation('return', returnLoan);
export const useRenew = () => useMutation('renew', renewLoan);
export const useRenewAll = () => useMutation('renew all', renewAll);
export const useReportLost = () => useMutation('report lost', reportLost);
export const usePlaceHold = () => useMutation('place hold', placeHold);
export const useCancelHold = () => useMutation('cancel hold', cancelHold);
export const useChangePickup = () => useMutation('change pickup', changePickup);
export const usePauseHold = () => useMutation('pause hold', pauseHold);
export const useSetNotNeededAfter = () => useMutation('not needed after', setNotNeededAfter);
export const useSetReadingHistory = () => useMutation('reading history', setReadingHistory);
export const useMarkNoticeRead = () => useMutation('mark notice read', markNoticeRead);
