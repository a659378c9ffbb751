/**
 * A book's availability summary (copies and licences on the shelf, holds waiting), read in one
 * place for both halves of lending: the member's panels (features/lending: the book page, My
 * Library) and the desk's (features/circulation: the licences form, the book editor). One live
 * listener per book, shared by every screen part that shows it (the store keys it by book). Its
 * code (Firestore) loads with the listener, not with the screen.
 */
import { availability, type AvailabilityDoc } from '@shared/documents/lending';
import { onDemand, type LiveSource } from '@/lib/data/first-screen';
import type { DataState } from '@/lib/data/store';
import { useSubscription } from '@/lib/data/use-data';

/** A summary, wrapped: a first screen can then say "none" (null means it has nothing to say). */
export type Summary = { summary: AvailabilityDoc | null };

/** The summary's listener, its code loaded on demand (the book page adds its first screen). */
export const availabilityListener = (bookId: string) => (): Promise<LiveSource<Summary>> =>
  import('@/lib/firebase/documents').then(
    ({ subscribeOne }) =>
      (emit, fail) =>
        subscribeOne(availability, [bookId], (summary) => emit({ summary }), fail),
  );

/** What every reader of a summary gets: ready with null when the book has no copies or licences. */
export function unwrapSummary(state: DataState<Summary>): DataState<AvailabilityDoc | null> {
  return state.status === 'ready' ? { ...state, data: state.data.summary } : state;
}

/** A book's availability summary, live (the listener alone: staff screens, the member's lists). */
export const useAvailability = (bookId: string) =>
  unwrapSummary(useSubscription<Summary>(['availability', bookId], onDemand(availabilityListener(bookId))));
