/**
 * The current-book picker's query: a handful of catalogue titles starting with what was typed,
 * never the whole catalogue.
 */
import { getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { books } from '@shared/documents/book';
import { collectionRef } from '@/lib/firebase/documents';
import type { BookOption } from './community-model';

export const BOOK_OPTION_LIMIT = 8;

export async function findBooksByTitlePrefix(prefix: string): Promise<BookOption[]> {
  const start = prefix.trim().toLowerCase();
  const catalogue = collectionRef(books);
  const q = start
    ? query(
        catalogue,
        where('titleLower', '>=', start),
        where('titleLower', '<=', `${start}\uf8ff`),
        orderBy('titleLower'),
        limit(BOOK_OPTION_LIMIT),
      )
    : query(catalogue, orderBy('titleLower'), limit(BOOK_OPTION_LIMIT));
  const snap = await getDocs(q);
  return snap.docs.map((d) => {
    const { title, author } = d.data();
    return { id: d.id, title, author };
  });
}
