import { useCallback, useEffect, useState } from 'react';
import { BOOK_PAGE_SIZE } from '@shared/constants';
import { subscribeBooksByTitle } from '../api/books';
import type { Book } from '../api/book-model';

/** All books sorted by title, live, one page more each time `loadMore` is called. */
export function useBookList() {
  const [count, setCount] = useState(BOOK_PAGE_SIZE);
  const [books, setBooks] = useState<Book[] | null>(null);
  const [hasMore, setHasMore] = useState(false);

  useEffect(
    () =>
      subscribeBooksByTitle(
        count,
        (snap) => {
          setBooks(snap.books);
          setHasMore(snap.hasMore);
        },
        (err) => {
          // Spec: a list load failure is logged and the empty state is shown.
          console.error('book list failed', err);
          setBooks([]);
          setHasMore(false);
        },
      ),
    [count],
  );

  const loadMore = useCallback(() => setCount((c) => c + BOOK_PAGE_SIZE), []);
  return { books, hasMore, loadMore, loading: books === null };
}
