import { useCallback, useMemo, useState } from 'react';
import { BOOK_PAGE_SIZE } from '@shared/constants';
import { useSubscriptions } from '@/lib/data/use-data';
import { bookWire } from '@shared/documents/wire';
import { FIRST_SCREEN_PATHS } from '@shared/first-screen';
import { withFirstScreen } from '@/lib/data/first-screen';
import { cursorOf, type BookPageRange, type TitleCursor } from '../lib/book-pages';
import type { Book } from '@/lib/books/book-model';

const keyOf = (range: BookPageRange) => JSON.stringify([range.after, range.upTo]);

/** Pages from the boundaries: closed ranges between them, then one open page of BOOK_PAGE_SIZE. */
function pagesFor(boundaries: readonly TitleCursor[]): BookPageRange[] {
  const pages: BookPageRange[] = boundaries.map((upTo, i) => ({
    after: boundaries[i - 1] ?? null,
    upTo,
    size: BOOK_PAGE_SIZE,
  }));
  pages.push({ after: boundaries.at(-1) ?? null, upTo: null, size: BOOK_PAGE_SIZE });
  return pages;
}

const firstPageFromWire = (json: unknown) => {
  const books = (json as { books?: unknown } | null)?.books;
  return Array.isArray(books) ? books.map(bookWire.fromWire) : null;
};

/**
 * One page, live. The first page shows the cached first screen (lib/data/first-screen.ts) first;
 * Firestore's code loads on demand, so /books shows its cards before the SDK is even downloaded.
 */
function bookPageSource(range: BookPageRange) {
  const first = !range.after && !range.upTo && range.size === BOOK_PAGE_SIZE;
  return withFirstScreen<Book[]>(first ? FIRST_SCREEN_PATHS.books : null, firstPageFromWire, () =>
    import('../api/books').then(
      ({ subscribeBookPage }) =>
        (emit, fail) =>
          subscribeBookPage(range, emit, fail),
    ),
  );
}

/**
 * All books sorted by title, live, one cursor page at a time: the first screen reads one page;
 * `loadMore` adds the next. Each page keeps its own listener, so an edit anywhere in view shows up
 * at once and nothing already read is read again, except the page that was open-ended, which is
 * re-read once as a bounded range when the next page opens.
 */
export function useBookList() {
  const [boundaries, setBoundaries] = useState<TitleCursor[]>([]);
  // What a page that was just closed held while open, shown until its own listener answers.
  const [heldBooks, setHeldBooks] = useState<Record<string, Book[]>>({});
  const pages = useMemo(() => pagesFor(boundaries), [boundaries]);
  const states = useSubscriptions<Book[]>(
    pages.map((page) => ['book-page', keyOf(page)]),
    (i) => bookPageSource(pages[i]!),
  );
  // Spec: a list load failure is logged (by the store) and the empty state is shown.
  const pageBooks = useMemo(
    () =>
      states.map((s, i) => (s.status === 'ready' ? s.data : s.status === 'error' ? [] : heldBooks[keyOf(pages[i]!)])),
    [states, heldBooks, pages],
  );

  const openPage = pages.at(-1)!;
  const openBooks = pageBooks.at(-1);
  const hasMore = openBooks !== undefined && openBooks.length >= openPage.size;

  const loadMore = useCallback(() => {
    const last = openBooks?.at(-1);
    if (!last || !hasMore) return;
    const upTo = cursorOf(last);
    const closedKey = keyOf({ after: openPage.after, upTo, size: openPage.size });
    setHeldBooks((prev) => ({ ...prev, [closedKey]: openBooks }));
    setBoundaries((prev) => [...prev, upTo]);
  }, [openBooks, hasMore, openPage]);

  const books = useMemo(() => {
    const seen = new Set<string>();
    const out: Book[] = [];
    for (const page of pageBooks)
      for (const book of page ?? []) {
        if (seen.has(book.id)) continue;
        seen.add(book.id);
        out.push(book);
      }
    return out;
  }, [pageBooks]);

  const firstLoaded = pageBooks[0] !== undefined;
  return { books, hasMore, loadMore, loading: !firstLoaded, loadingMore: firstLoaded && openBooks === undefined };
}
