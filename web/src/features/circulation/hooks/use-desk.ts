import type { BranchId } from '@shared/constants';
import { useSubscription } from '@/lib/data/use-data';
import { useMutation } from '@/lib/data/use-mutation';
import { checkIn, checkOut, subscribeOpenLoans, subscribeReadyHolds, type Hold, type Loan } from '../api/circulation';

/** The desk's calls, with the app's busy/error convention. */
export const useCheckOut = () => useMutation('check out', checkOut);
export const useCheckIn = () => useMutation('check in', checkIn);

/** The holds ready for pickup at one branch, live. */
export function useReadyHolds(branch: BranchId) {
  return useSubscription<Hold[]>(['ready-holds', branch], (emit, fail) => subscribeReadyHolds(branch, emit, fail));
}

/** Physical loans still out, earliest due first, live (the overdue list). */
export function useOpenLoans() {
  return useSubscription<Loan[]>(['open-loans'], (emit, fail) => subscribeOpenLoans(emit, fail));
}
