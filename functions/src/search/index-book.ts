/**
 * Keeps each book's search entry (bookSearch/{bookId}: its card fields plus searchTokens, the text
 * words and their prefixes and the facet tokens of its formats, moods and availability) in step
 * with the book. Clients never write entries (the rules forbid it); this trigger does.
 *
 * It indexes the book as it is NOW, read afresh, not the event's snapshot: events may arrive out
 * of order or twice, and every run then converges on the latest state. A deleted book loses its
 * entry, and leaves a removal (bookSearchRemovals) so the search endpoint's in-memory indexes drop
 * it too (search/search-books.ts).
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { bookSearchEntries, bookSearchRemovals, books } from '../lib/documents.js';
import { COLLECTIONS } from '../shared/collections.js';
import { SERVER_TIME } from '../shared/documents/fields.js';
import { searchEntryFor } from '../shared/search-index.js';

export const indexBook = onDocumentWritten(`${COLLECTIONS.books}/{bookId}`, async (event) => {
  const bookId = event.params.bookId;
  const entryRef = bookSearchEntries().doc(bookId);
  const book = (await books().doc(bookId).get()).data();
  if (!book) {
    await entryRef.delete();
    await bookSearchRemovals().doc(bookId).set({ removedAt: SERVER_TIME });
    return;
  }
  await entryRef.set(searchEntryFor(book));
});
