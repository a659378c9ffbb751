import { bookWire } from '@shared/documents/book';
import { FIRST_SCREEN_PATHS } from '@shared/first-screen';
import { withFirstScreen } from '@/lib/data/first-screen';
import { useSubscription } from '@/lib/data/use-data';
import type { Book } from '@/lib/books/book-model';

const bookFromJson = (json: unknown) => {
  const book = (json as { book?: unknown } | null)?.book;
  return book ? bookWire.fromWire(book) : undefined;
};

/**
 * One book, live: ready with null once the server says it does not exist. The cached first screen
 * (lib/data/first-screen.ts) shows first; the live listener's code loads on demand.
 */
export function useBook(id: string) {
  return useSubscription<Book | null>(
    ['book', id],
    withFirstScreen<Book | null>(FIRST_SCREEN_PATHS.book(id), bookFromJson, () =>
      import('../api/books').then(
        ({ subscribeBook }) =>
          (emit, fail) =>
            subscribeBook(id, emit, fail),
      ),
    ),
  );
}
