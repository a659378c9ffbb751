/**
 * A book's availability summary (copies and licences on the shelf, holds waiting), read in one
 * place for both halves of lending: the member's panels (features/lending: the book page, My
 * Library) and the desk's (features/circulation: the licences form, the book editor). One live
 * listener per book, shared by every screen part that shows it (the store keys it by book). Its
 * code (Firestore) loads with the listener, not with the screen.
 */
import { availability, type AvailabilityDoc } from '@shared/documents/lending';
import { onDemand, type LiveSource } from '@/lib/data/first-screen';
import { useSubscription } from '@/lib/data/use-data';

/**
 * The summary's listener (null: no copies or licences), its code loaded on demand (the book page
 * adds its first screen).
 */
export const availabilityListener = (bookId: string) => (): Promise<LiveSource<AvailabilityDoc | null>> =>
  import('@/lib/firebase/documents').then(
    ({ subscribeOne }) =>
      (emit, fail) =>
        subscribeOne(availability, [bookId], emit, fail),
  );

/** A book's availability summary, live (the listener alone: staff screens, the member's lists). */
export const useAvailability = (bookId: string) =>
  useSubscription<AvailabilityDoc | null>(['availability', bookId], onDemand(availabilityListener(bookId)));
