/**
 * Everything the library keeps of a member's reading, read for their export: every shelf entry
 * and rating (paged, as the rules cap a list at 100), and each book's title and author.
 */
import {
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type CollectionReference,
  type QuerySnapshot,
} from 'firebase/firestore';
import { QUERY_CAPS } from '@shared/constants';
import { books } from '@shared/documents/book';
import { ratings, shelfEntries } from '@shared/documents/reading';
import { collectionRef, readOnce } from '@/lib/firebase/documents';
import type { ExportedBook } from '../lib/reading-export';

/** Every document of the member's in one of the two collections, a page at a time. */
async function allOf<T>(source: CollectionReference<T>, uid: string): Promise<T[]> {
  const found: T[] = [];
  let after: string | null = null;
  for (;;) {
    const page: QuerySnapshot<T> = await getDocs(
      query(
        source,
        where('uid', '==', uid),
        orderBy(documentId()),
        ...(after ? [startAfter(after)] : []),
        limit(QUERY_CAPS.reading),
      ),
    );
    found.push(...page.docs.map((d) => d.data()));
    if (page.size < QUERY_CAPS.reading) return found;
    after = page.docs[page.docs.length - 1]!.id;
  }
}

export async function readMyReading(uid: string) {
  const [entries, rated] = await Promise.all([
    allOf(collectionRef(shelfEntries), uid),
    allOf(collectionRef(ratings), uid),
  ]);
  const ids = [...new Set([...entries, ...rated].map((x) => x.bookId))];
  const named = await Promise.all(
    ids.map(async (id): Promise<[string, ExportedBook] | null> => {
      const book = await readOnce(books, id);
      return book ? [id, { title: book.title, author: book.author }] : null;
    }),
  );
  return { entries, ratings: rated, books: new Map(named.filter((b) => b !== null)) };
}
