import { useSubscription } from '@/lib/data/use-data';
import { useMutation } from '@/lib/data/use-mutation';
import { addCopy, removeCopy, setCopyState, setLicences, subscribeCopies, type Copy } from '../api/circulation';

/** A book's copies, live. */
export function useCopies(bookId: string) {
  return useSubscription<Copy[]>(['copies', bookId], (emit, fail) => subscribeCopies(bookId, emit, fail));
}

export const useAddCopy = () => useMutation('add copy', addCopy);
export const useRemoveCopy = () => useMutation('remove copy', removeCopy);
export const useSetCopyState = () => useMutation('set copy state', setCopyState);
export const useSetLicences = () => useMutation('set licences', setLicences);
