/**
 * Keeps each book's search index (searchTokens) in step with its text. Clients never write the
 * tokens (the rules forbid it); this trigger does, and skips the write when nothing changed so
 * its own update does not loop.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { searchTokensFor } from '../shared/search-index.js';

export const indexBook = onDocumentWritten(`${COLLECTIONS.books}/{bookId}`, async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const book = after.data() as {
    title: string;
    author: string;
    description?: string;
    tags?: string[];
    moods?: string[];
    searchTokens?: string[];
  };
  const tokens = searchTokensFor(book);
  const current = book.searchTokens ?? [];
  if (current.length === tokens.length && current.every((t, i) => t === tokens[i])) return;
  await after.ref.update({ searchTokens: tokens });
});
