import { useSubscription } from '@/lib/data/use-data';
import { useMutation } from '@/lib/data/use-mutation';
import type { AvailabilityDoc } from '@shared/documents/lending';
import {
  addCopy,
  removeCopy,
  setLicences,
  subscribeAvailability,
  subscribeCopies,
  type Copy,
} from '../api/circulation';

/** A book's copies, live. */
export function useCopies(bookId: string) {
  return useSubscription<Copy[]>(['copies', bookId], (emit, fail) => subscribeCopies(bookId, emit, fail));
}

/** A book's availability summary (licence counts), live; null while it has no copies or licences. */
export function useAvailability(bookId: string) {
  return useSubscription<AvailabilityDoc | null>(['availability', bookId], (emit, fail) =>
    subscribeAvailability(bookId, emit, fail),
  );
}

export const useAddCopy = () => useMutation('add copy', addCopy);
export const useRemoveCopy = () => useMutation('remove copy', removeCopy);
export const useSetLicences = () => useMutation('set licences', setLicences);
