/** The staff moderation queue (firestore.rules: staff read, capped lists, no client writes). */
import { limit, onSnapshot, orderBy, query, where, type Unsubscribe } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import {
  moderationItemSchema,
  reportSchema,
  type ModerationItemDoc,
  type ReportDoc,
} from '@shared/documents/moderation';
import { typedCollection } from '@/lib/firebase/documents';
import { callable } from '@/lib/firebase/functions';

export type ModerationItem = ModerationItemDoc & { id: string };
export type Report = ReportDoc & { id: string };

/** Items shown at once: open items, most recently reported or held first. */
export const QUEUE_SIZE = 50;
/** Reports shown per item (who reported, how far it counts, the note). */
export const REPORTS_SHOWN = 10;

/** The open items, live: a hide or restore by any moderator takes the item off every queue. */
export function subscribeOpenItems(
  onData: (items: ModerationItem[]) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  const q = query(
    typedCollection(moderationItemSchema, COLLECTIONS.moderationItems),
    where('open', '==', true),
    orderBy('updatedAt', 'desc'),
    limit(QUEUE_SIZE),
  );
  return onSnapshot(q, (snap) => onData(snap.docs.map((d) => ({ id: d.id, ...d.data() }))), onError);
}

/** The newest reports of one item (their reasons and notes), live. */
export function subscribeReports(
  itemId: string,
  onData: (reports: Report[]) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  const q = query(
    typedCollection(reportSchema, COLLECTIONS.moderationItems, itemId, COLLECTIONS.reports),
    orderBy('createdAt', 'desc'),
    limit(REPORTS_SHOWN),
  );
  return onSnapshot(q, (snap) => onData(snap.docs.map((d) => ({ id: d.id, ...d.data() }))), onError);
}

export const moderateItem = callable('moderateItem');
