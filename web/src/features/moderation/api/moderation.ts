/** The staff moderation queue (firestore.rules: staff read, capped lists, no client writes). */
import { limit, orderBy, query, where, type Unsubscribe } from 'firebase/firestore';
import { moderationItems, reports, type ModerationItemDoc, type ReportDoc } from '@shared/documents/moderation';
import type { WithId } from '@shared/documents/collection';
import { collectionRef, subscribeList } from '@/lib/firebase/documents';
import { callable } from '@/lib/firebase/functions';

export type ModerationItem = WithId<ModerationItemDoc>;
export type Report = WithId<ReportDoc>;

/** Items shown at once: open items, most recently reported or held first. */
export const QUEUE_SIZE = 50;
/** Reports shown per item (who reported, how far it counts, the note). */
export const REPORTS_SHOWN = 10;

/** The open items, live: a hide or restore by any moderator takes the item off every queue. */
export function subscribeOpenItems(
  onData: (items: ModerationItem[]) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeList(
    query(collectionRef(moderationItems), where('open', '==', true), orderBy('updatedAt', 'desc'), limit(QUEUE_SIZE)),
    onData,
    onError,
  );
}

/** The newest reports of one item (their reasons and notes), live. */
export function subscribeReports(
  itemId: string,
  onData: (reports: Report[]) => void,
  onError: (err: Error) => void,
): Unsubscribe {
  return subscribeList(
    query(collectionRef(reports, itemId), orderBy('createdAt', 'desc'), limit(REPORTS_SHOWN)),
    onData,
    onError,
  );
}

export const moderateItem = callable('moderateItem');
