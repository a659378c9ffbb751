import type { BranchId } from '@shared/constants';
import { useSubscription } from '@/lib/data/use-data';
import { useMutation } from '@/lib/data/use-mutation';
import {
  checkIn,
  checkOut,
  receiveCopy,
  sendCopy,
  subscribeOpenLoans,
  subscribePullList,
  subscribeReadyHolds,
  type Copy,
  type Hold,
  type Loan,
} from '../api/circulation';

/** The desk's calls, with the app's busy/error convention. */
export const useCheckOut = () => useMutation('check out', checkOut);
export const useCheckIn = () => useMutation('check in', checkIn);
export const useSendCopy = () => useMutation('send copy', sendCopy);
export const useReceiveCopy = () => useMutation('receive copy', receiveCopy);

/** The copies on `branch`'s shelves wanted at other branches, live. */
export function usePullList(branch: BranchId) {
  return useSubscription<Copy[]>(['pull-list', branch], (emit, fail) => subscribePullList(branch, emit, fail));
}

/** The holds ready for pickup at one branch, live. */
export function useReadyHolds(branch: BranchId) {
  return useSubscription<Hold[]>(['ready-holds', branch], (emit, fail) => subscribeReadyHolds(branch, emit, fail));
}

/** Physical loans still out, earliest due first, live (the overdue list). */
export function useOpenLoans() {
  return useSubscription<Loan[]>(['open-loans'], (emit, fail) => subscribeOpenLoans(emit, fail));
}
