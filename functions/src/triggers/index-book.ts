/**
 * Keeps each book's search index (searchTokens: text words and their prefixes, plus the facet
 * tokens of its formats, moods and availability) in step with the book. Clients never write the
 * tokens (the rules forbid it); this trigger does, and skips the write when nothing changed so
 * its own update does not loop.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { searchTokensFor, type Indexable } from '../shared/search-index.js';

export const indexBook = onDocumentWritten(`${COLLECTIONS.books}/{bookId}`, async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const book = after.data() as Indexable & { searchTokens?: string[] };
  const tokens = searchTokensFor(book);
  const current = book.searchTokens ?? [];
  if (current.length === tokens.length && current.every((t, i) => t === tokens[i])) return;
  await after.ref.update({ searchTokens: tokens });
});
