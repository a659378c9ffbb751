import { useOneShot, useSubscription } from '@/lib/data/use-data';
import { getBook, subscribeBook } from '../api/books';
import type { Book } from '@/lib/books/book-model';

/** One book, live: ready with null once the server says it does not exist. */
export function useBook(id: string) {
  return useSubscription<Book | null>(['book', id], (emit, fail) => subscribeBook(id, emit, fail));
}

/** One book, read once (for the edit form): ready with null when it does not exist. */
export function useBookOnce(id: string) {
  return useOneShot(['book-once', id], () => getBook(id));
}
