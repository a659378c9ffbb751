import { useOneShot } from '@/lib/data/use-data';
import { booksApi } from './use-book-writes';

/** One book, read once (for the edit form): ready with null when it does not exist. */
export function useBookOnce(id: string) {
  return useOneShot(['book-once', id], async () => (await booksApi()).getBook(id));
}
