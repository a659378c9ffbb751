/**
 * Typed references to the lending collections (shared/documents/lending.ts), for the member's and
 * the desk's screens. A file of its own beside documents.ts so the lending schemas reach only the
 * routes that import them (route budgets, docs/performance.md).
 */
import { COLLECTIONS } from '@shared/collections';
import {
  availabilitySchema,
  copySchema,
  historyEntrySchema,
  holdSchema,
  loanSchema,
  noticeSchema,
} from '@shared/documents/lending';
import { typedCollection, typedDoc } from './documents';

/** Public: counts and the queue's seq numbers of one book. */
export const availabilityRef = (bookId: string) => typedDoc(availabilitySchema, COLLECTIONS.availability, bookId);
/** Staff only (copies of a book: where('bookId', '==', id) with a limit). */
export const copiesRef = () => typedCollection(copySchema, COLLECTIONS.copies);
/** A member lists only their own: where('uid', '==', uid) and a limit, or the rules refuse the query. */
export const loansRef = () => typedCollection(loanSchema, COLLECTIONS.loans);
export const holdsRef = () => typedCollection(holdSchema, COLLECTIONS.holds);
export const noticesRef = () => typedCollection(noticeSchema, COLLECTIONS.notices);
export const historyRef = (uid: string) =>
  typedCollection(historyEntrySchema, COLLECTIONS.profiles, uid, COLLECTIONS.history);
