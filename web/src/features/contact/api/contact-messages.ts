/** Contact messages as admins read them (firestore.rules: admin read, no client writes). */
import { collection, limit, onSnapshot, orderBy, query, type FirestoreError, type Timestamp } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import type { ContactMessageInput } from '@shared/schemas';
import { db } from '@/lib/firebase/firestore';

export interface ContactMessage extends ContactMessageInput {
  id: string;
  /** The sender's uid when they were signed in. */
  uid: string | null;
  /** Null for a moment after the write, until the server timestamp resolves. */
  createdAt: Date | null;
}

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
  const q = query(collection(db, COLLECTIONS.contactMessages), orderBy('createdAt', 'desc'), limit(count));
  return onSnapshot(
    q,
    (snap) =>
      onNext(
        snap.docs.map((d) => {
          const data = d.data({ serverTimestamps: 'estimate' });
          return {
            id: d.id,
            name: String(data.name ?? ''),
            email: String(data.email ?? ''),
            phone: String(data.phone ?? ''),
            subject: String(data.subject ?? ''),
            message: String(data.message ?? ''),
            uid: typeof data.uid === 'string' ? data.uid : null,
            createdAt: (data.createdAt as Timestamp | undefined)?.toDate() ?? null,
          };
        }),
      ),
    onError,
  );
}
