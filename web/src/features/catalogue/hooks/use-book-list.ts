import { useCallback, useMemo, useState } from 'react';
import { BOOK_PAGE_SIZE } from '@shared/constants';
import { useSubscriptions } from '@/lib/data/use-data';
import { cursorOf, subscribeBookPage, type BookPageRange, type TitleCursor } from '../api/books';
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
    (i) => (emit, fail) => subscribeBookPage(pages[i]!, emit, fail),
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
