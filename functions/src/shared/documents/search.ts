/**
 * The search endpoint's own documents (functions/src/search/search-books.ts, docs/search.md):
 * - bookSearchRemovals/{bookId}: a book's entry was deleted at removedAt. Each instance's
 *   in-memory index catches up on entries changed since its last look (their indexedAt) and on
 *   these, so a deleted book leaves every instance's results too. Server only.
 * - searchMisses/{key}: how often a query found nothing or almost nothing, by its normalised
 *   words, with no reader's id: what staff read to see what readers look for and do not find.
 */
import { z } from 'zod/mini';
import { defineCollection } from './collection.js';
import { count, text, time } from './fields.js';

export const bookSearchRemovalSchema = z.object({ removedAt: time });
export type BookSearchRemovalDoc = z.infer<typeof bookSearchRemovalSchema>;

export const searchMissSchema = z.object({
  /** The query's words as the index reads them (lowercased, folded), joined by spaces. */
  query: text,
  /** Searches for it that found fewer than LOW_RESULTS books. */
  count,
  /** Books the last of them found (0 = nothing). */
  lastResults: count,
  firstAt: time,
  lastAt: time,
});
export type SearchMissDoc = z.infer<typeof searchMissSchema>;

export const bookSearchRemovals = defineCollection('bookSearchRemovals', bookSearchRemovalSchema, { serverOnly: true });
export const searchMisses = defineCollection('searchMisses', searchMissSchema);
