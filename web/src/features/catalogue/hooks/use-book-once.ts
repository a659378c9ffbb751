import { useOneShot } from '@/lib/data/use-data';
import { getBook } from '../api/books';

/** One book, read once (for the edit form): ready with null when it does not exist. */
export function useBookOnce(id: string) {
  return useOneShot(['book-once', id], () => getBook(id));
}
