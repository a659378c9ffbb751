/** Contact messages as admins read them (firestore.rules: admin read, no client writes). */
import { contactMessages, type ContactMessageDoc } from '@shared/documents/contact-message';
import type { WithId } from '@shared/documents/collection';
import { collectionRef, subscribeNewest } from '@/lib/firebase/documents';

export type ContactMessage = WithId<ContactMessageDoc>;

/** Messages per "page" of the admin list; the list grows by this much on "Show older messages". */
export const CONTACT_PAGE_SIZE = 20;

/**
 * The newest `count` messages, live. Bounded by `count`, so the admin screen never reads the whole
 * collection; asking for one more than shown tells whether older messages exist.
 */
export function subscribeContactMessages(
  count: number,
  onNext: (messages: ContactMessage[]) => void,
  onError: (error: Error) => void,
): () => void {
  return subscribeNewest(collectionRef(contactMessages), 'createdAt', count, onNext, onError);
}
