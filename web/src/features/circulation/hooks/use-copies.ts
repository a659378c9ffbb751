import { useSubscription } from '@/lib/data/use-data';
import { useMutation } from '@/lib/data/use-mutation';
import { addCopy, removeCopy, setLicences, subscribeAvailability, subscribeCopies } from '../api/circulation';

/** A book's copies, live. */
export function useCopies(bookId: string) {
  return useSubscription(['copies', bookId], (emit, fail) => subscribeCopies(bookId, emit, fail));
}

/** A book's availability summary (licence counts), live; null while it has no copies or licences. */
export function useAvailability(bookId: string) {
  return useSubscription(['availability', bookId], (emit, fail) => subscribeAvailability(bookId, emit, fail));
}

export const useAddCopy = () => useMutation('add copy', addCopy);
export const useRemoveCopy = () => useMutation('remove copy', removeCopy);
export const useSetLicences = () => useMutation('set licences', setLicences);
