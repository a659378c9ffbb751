import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BOOK_PAGE_SIZE } from '@shared/constants';
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
  const [pageBooks, setPageBooks] = useState<Record<string, Book[]>>({});
  const listeners = useRef(new Map<string, () => void>());
  const pages = useMemo(() => pagesFor(boundaries), [boundaries]);

  useEffect(() => {
    const wanted = new Map(pages.map((p) => [keyOf(p), p]));
    for (const [key, unsubscribe] of listeners.current) {
      if (!wanted.has(key)) {
        unsubscribe();
        listeners.current.delete(key);
      }
    }
    for (const [key, range] of wanted) {
      if (listeners.current.has(key)) continue;
      listeners.current.set(
        key,
        subscribeBookPage(
          range,
          (books) => setPageBooks((prev) => ({ ...prev, [key]: books })),
          (err) => {
            // Spec: a list load failure is logged and the empty state is shown.
            console.error('book list failed', err);
            setPageBooks((prev) => ({ ...prev, [key]: [] }));
          },
        ),
      );
    }
  }, [pages]);

  useEffect(() => {
    const active = listeners.current;
    return () => {
      for (const unsubscribe of active.values()) unsubscribe();
      active.clear();
    };
  }, []);

  const openPage = pages.at(-1)!;
  const openBooks = pageBooks[keyOf(openPage)];
  const hasMore = openBooks !== undefined && openBooks.length >= openPage.size;

  const loadMore = useCallback(() => {
    const last = openBooks?.at(-1);
    if (!last || !hasMore) return;
    const upTo = cursorOf(last);
    // The open page becomes a bounded range; show what it held until its own listener answers.
    const closedKey = keyOf({ after: openPage.after, upTo, size: openPage.size });
    setPageBooks((prev) => ({ ...prev, [closedKey]: prev[closedKey] ?? openBooks }));
    setBoundaries((prev) => [...prev, upTo]);
  }, [openBooks, hasMore, openPage]);

  const books = useMemo(() => {
    const seen = new Set<string>();
    const out: Book[] = [];
    for (const page of pages)
      for (const book of pageBooks[keyOf(page)] ?? []) {
        if (seen.has(book.id)) continue;
        seen.add(book.id);
        out.push(book);
      }
    return out;
  }, [pages, pageBooks]);

  const firstLoaded = pageBooks[keyOf(pages[0]!)] !== undefined;
  return { books, hasMore, loadMore, loading: !firstLoaded, loadingMore: firstLoaded && openBooks === undefined };
}
