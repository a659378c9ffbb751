/**
 * Keeps each book's search entry (bookSearch/{bookId}: its card fields) in step with the book.
 * Clients never write entries (the rules forbid it); this trigger does.
 *
 * It indexes the book as it is NOW, read afresh, not the event's snapshot: events may arrive out
 * of order or twice, and every run then converges on the latest state. A deleted book loses its
 * entry. Each run also records the change (bookSearchChanges), which the search endpoint's
 * in-memory indexes catch up on (search/live-index.ts).
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin.js';
import { bookSearchChanges, bookSearchEntries, books } from '../lib/documents.js';
import { COLLECTIONS } from '../shared/collections.js';
import { SERVER_TIME } from '../shared/documents/fields.js';
import { SEARCH_CHANGE_TTL_MS } from '../shared/documents/search.js';
import { searchEntryFor } from '../shared/search-index.js';

export const indexBook = onDocumentWritten(`${COLLECTIONS.books}/{bookId}`, async (event) => {
  const bookId = event.params.bookId;
  const entryRef = bookSearchEntries().doc(bookId);
  const book = (await books().doc(bookId).get()).data();
  // The entry and its change in one commit: a catch-up that sees the change reads the entry as changed.
  const batch = db.batch();
  if (book) batch.set(entryRef, searchEntryFor(book, bookId));
  else batch.delete(entryRef);
  batch.set(bookSearchChanges().doc(bookId), {
    changedAt: SERVER_TIME,
    removed: !book,
    expiresAt: new Date(Date.now() + SEARCH_CHANGE_TTL_MS),
  });
  await batch.commit();
});
