/** Contact messages as admins read them (firestore.rules: admin read, no client writes). */
import { limit, onSnapshot, orderBy, query, type FirestoreError } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { contactMessageDocSchema, type ContactMessageDoc } from '@shared/documents/contact-message';
import { typedCollection } from '@/lib/firebase/documents';

export type ContactMessage = ContactMessageDoc & { id: string };

/** Messages per "page" of the admin list; the list grows by this much on "Show older messages". */
export const CONTACT_PAGE_SIZE = 20;

/**
 * The newest `count` messages, live. Bounded by `count`, so the admin screen never reads the whole
 * collection; asking for one more than shown tells whether older messages exist.
 */
export function subscribeContactMessages(
  count: number,
  onNext: (messages: ContactMessage[]) => void,
  onError: (error: FirestoreError) => void,
): () => void {
  const q = query(
    typedCollection(contactMessageDocSchema, COLLECTIONS.contactMessages),
    orderBy('createdAt', 'desc'),
    limit(count),
  );
  return onSnapshot(
    q,
    (snap) => onNext(snap.docs.map((d) => ({ id: d.id, ...d.data({ serverTimestamps: 'estimate' }) }))),
    onError,
  );
}
