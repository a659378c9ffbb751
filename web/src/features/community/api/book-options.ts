/**
 * The current-book picker's query: a handful of catalogue titles starting with what was typed,
 * never the whole catalogue.
 */
import { getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { bookSchema } from '@shared/documents/book';
import { typedCollection } from '@/lib/firebase/documents';
import type { BookOption } from './community-model';

export const BOOK_OPTION_LIMIT = 8;

export async function findBooksByTitlePrefix(prefix: string): Promise<BookOption[]> {
  const start = prefix.trim().toLowerCase();
  const books = typedCollection(bookSchema, COLLECTIONS.books);
  const q = start
    ? query(
        books,
        where('titleLower', '>=', start),
        where('titleLower', '<=', `${start}\uf8ff`),
        orderBy('titleLower'),
        limit(BOOK_OPTION_LIMIT),
      )
    : query(books, orderBy('titleLower'), limit(BOOK_OPTION_LIMIT));
  const snap = await getDocs(q);
  return snap.docs.map((d) => {
    const { title, author } = d.data();
    return { id: d.id, title, author };
  });
}
