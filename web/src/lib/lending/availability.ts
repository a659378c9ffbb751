/**
 * A book's availability summary (copies and licences on the shelf, holds waiting), read in one
 * place for both halves of lending: the member's panels (features/lending: the book page, My
 * Library) and the desk's (features/circulation: the licences form, the book editor). One live
 * listener per book, shared by every screen part that shows it (the store keys it by book).
 */
import type { Unsubscribe } from 'firebase/firestore';
import { availability, type AvailabilityDoc } from '@shared/documents/lending';
import { useSubscription } from '@/lib/data/use-data';
import { ref } from '@/lib/firebase/documents';
import { subscribeDocument } from '@/lib/firebase/firestore';

/** A book's public availability summary, live; null while the book has no copies or licences. */
export function subscribeAvailability(
  bookId: string,
  onData: (availability: AvailabilityDoc | null) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeDocument(ref(availability, bookId), (snap) => snap.data(), onData, onError);
}

/** A book's availability summary, live: ready with null when it has no copies or licences. */
export const useAvailability = (bookId: string) =>
  useSubscription<AvailabilityDoc | null>(['availability', bookId], (emit, fail) =>
    subscribeAvailability(bookId, emit, fail),
  );
