/**
 * Smart search's reads: the server-maintained index (bookSearch: each book's card fields and
 * searchTokens, see functions/src/shared/search-index.ts and docs/search.md), never the whole
 * catalogue. A result has the book's id, so it links to the book. (Basic search asks the search
 * endpoint: ../lib/basic-search.ts.)
 */
import { getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { bookSearch, type BookSearchDoc } from '@shared/documents/book';
import type { WithId } from '@shared/documents/collection';
import { liteCollection } from '@/lib/firebase/firestore-lite';
import { callable } from '@/lib/firebase/functions';

/** A search entry: the book's card fields, its tokens and its id (a result links to the book). */
export type IndexedBook = WithId<BookSearchDoc>;

// One-shot reads: the lite SDK sends each query as one request, with no stream to open first.
const searchEntries = () => liteCollection(bookSearch);

/** Smart-search candidates: books whose index holds any of `tokens` (<= 30), at most `cap`. */
export async function fetchCandidates(tokens: readonly string[], cap: number): Promise<IndexedBook[]> {
  if (tokens.length === 0) return [];
  const snap = await getDocs(
    query(
      searchEntries(),
      where('searchTokens', 'array-contains-any', [...tokens]),
      // Title order alone: the ranking re-orders them anyway. (The hidane emulator returns nothing
      // for array-contains-any with a second, document-id order.)
      orderBy('titleLower'),
      limit(cap),
    ),
  );
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }));
}

export const analyzeSearchQuery = callable('analyzeSearchQuery');
