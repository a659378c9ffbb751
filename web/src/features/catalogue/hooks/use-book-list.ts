import { useMemo } from 'react';
import { BOOK_PAGE_SIZE } from '@shared/constants';
import { useCursorPages } from '@/lib/data/use-paged-list';
import { bookWire } from '@shared/documents/book';
import { FIRST_SCREEN_PATHS } from '@shared/first-screen';
import { withFirstScreen } from '@/lib/data/first-screen';
import { cursorOf, type BookPageRange, type TitleCursor } from '../lib/book-pages';
import type { Book } from '@/lib/books/book-model';

const firstPageFromWire = (json: unknown) => {
  const books = (json as { books?: unknown } | null)?.books;
  return Array.isArray(books) ? books.map(bookWire.fromWire) : undefined;
};

/**
 * One page, live. The first page shows the cached first screen (lib/data/first-screen.ts) first;
 * Firestore's code loads on demand, so /books shows its cards before the SDK is even downloaded.
 */
function bookPage(after: TitleCursor | null, upTo: TitleCursor | null) {
  const range: BookPageRange = { after, upTo, size: BOOK_PAGE_SIZE };
  return withFirstScreen<Book[]>(!after && !upTo ? FIRST_SCREEN_PATHS.books : null, firstPageFromWire, () =>
    import('../api/books').then(
      ({ subscribeBookPage }) =>
        (emit, fail) =>
          subscribeBookPage(range, emit, fail),
    ),
  );
}

/** A full open page may have more after it: the next starts after its last book. */
const nextAfter = (books: Book[]) => (books.length >= BOOK_PAGE_SIZE ? cursorOf(books.at(-1)!) : null);

/**
 * All books sorted by title, live, one cursor page at a time: the first screen reads one page;
 * `loadMore` adds the next. Each page keeps its own listener, so an edit anywhere in view shows up
 * at once and nothing already read is read again, except the page that was open-ended, which is
 * re-read once as a bounded range when the next page opens.
 */
export function useBookList() {
  const { pages, hasMore, loadingMore, loadMore } = useCursorPages({
    key: ['book-page'],
    page: bookPage,
    next: nextAfter,
    ranges: true,
  });
  // Spec: a list load failure is logged (by the store) and the empty state is shown.
  const books = useMemo(() => {
    const seen = new Set<string>();
    const out: Book[] = [];
    for (const page of pages)
      for (const book of page.data ?? []) {
        if (seen.has(book.id)) continue;
        seen.add(book.id);
        out.push(book);
      }
    return out;
  }, [pages]);
  const first = pages[0]!.status;
  return { books, hasMore, loadMore, loading: first === 'loading' || first === 'idle', loadingMore };
}
