/**
 * The search endpoint's own documents (functions/src/search/search-books.ts, docs/search.md):
 * - bookSearchChanges/{bookId}: the book's search entry was last written (or deleted: `removed`)
 *   at changedAt. Each instance's in-memory index catches up on the changes since its last look
 *   and reads only those entries. Kept two days (TTL on expiresAt): an instance that has not
 *   looked for longer builds its index again. Server only.
 * - bookVectors/{bookId}: the book's embedding (`embedding`, a Firestore vector, written and read
 *   only by the functions with the Admin SDK: not in this schema), the model that made it and a
 *   hash of the text it was made from, so an edit that changes nothing it reads costs no model
 *   call. "More like this" asks Firestore for the nearest vectors. Server only.
 * - searchMisses/{key}: how often a query found nothing or almost nothing, by its normalised
 *   words, with no reader's id: what staff read to see what readers look for and do not find.
 */
import { z } from 'zod/mini';
import { defineCollection } from './collection.js';
import { count, flag, text, time } from './fields.js';

export const bookSearchChangeSchema = z.object({ changedAt: time, removed: flag(false), expiresAt: time });
export type BookSearchChangeDoc = z.infer<typeof bookSearchChangeSchema>;
/** How long a change is kept. */
export const SEARCH_CHANGE_TTL_MS = 2 * 24 * 3600 * 1000;

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

export const bookVectorSchema = z.object({ model: text, textHash: text, embeddedAt: time });
export type BookVectorDoc = z.infer<typeof bookVectorSchema>;

export const bookVectors = defineCollection('bookVectors', bookVectorSchema, { serverOnly: true });
export const bookSearchChanges = defineCollection('bookSearchChanges', bookSearchChangeSchema, { serverOnly: true });
export const searchMisses = defineCollection('searchMisses', searchMissSchema);
