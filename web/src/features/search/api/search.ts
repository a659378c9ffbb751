/**
 * Search queries. Both modes read the server-maintained index (bookSearch: each book's card fields
 * and searchTokens, see functions/src/shared/search-index.ts and docs/search.md): never the whole
 * catalogue. A result has the book's id, so it links to the book.
 */
import {
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { bookSearch, type BookSearchDoc } from '@shared/documents/book';
import type { WithId } from '@shared/documents/collection';
import { liteCollection } from '@/lib/firebase/firestore-lite';
import { callable } from '@/lib/firebase/functions';

/** A search entry: the book's card fields, its tokens and its id (a result links to the book). */
export type IndexedBook = WithId<BookSearchDoc>;

// One-shot reads: the lite SDK sends each query as one request, with no stream to open first.
const searchEntries = () => liteCollection(bookSearch);

/** Where the next page starts: the (titleLower, id) of the last book read. */
export type SearchCursor = readonly [titleLower: string, id: string];

/**
 * One page of books, in title order, whose index holds `token` (all books when null). The caller
 * checks the rest of the query on the page.
 */
export async function fetchIndexPage(
  token: string | null,
  after: SearchCursor | null,
  size: number,
): Promise<{ books: IndexedBook[]; last: SearchCursor | null; exhausted: boolean }> {
  const constraints: QueryConstraint[] = [];
  if (token) constraints.push(where('searchTokens', 'array-contains', token));
  constraints.push(orderBy('titleLower'), orderBy(documentId()));
  if (after) constraints.push(startAfter(...after));
  constraints.push(limit(size));
  const snap = await getDocs(query(searchEntries(), ...constraints));
  const lastDoc = snap.docs.at(-1);
  return {
    books: snap.docs.map((d) => ({ id: d.id, ...d.data() })),
    last: lastDoc ? [lastDoc.data().titleLower, lastDoc.id] : after,
    exhausted: snap.size < size,
  };
}

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
